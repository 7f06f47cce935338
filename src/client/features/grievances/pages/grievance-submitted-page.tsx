import { useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { useOwner } from '../../../offline/form/use-owner';
import { useSubmitted } from '../../../offline/use-submitted';
import { Alert } from '../../../ui/form/alert';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { Confirmation, WaitingToSend } from '../../../ui/requests/confirmation';
import { requestTexts } from '../../../ui/requests/request-texts';
import { grievanceTexts } from '../grievance-texts';

export const texts = [requestTexts, grievanceTexts];

/** The spec's success message (section 8), word for word, with the complaint ID. */
export function GrievanceSuccess({ complaintId }: { complaintId: string }) {
  return (
    <>
      {grievanceTexts.get().submit.submitted}
      <strong>{complaintId}</strong>
    </>
  );
}

/**
 * /grievances/submitted/:id: the confirmation of a grievance sent without a citizen's account,
 * kept on the device; or one waiting in the outbox (:id its outbox id), which becomes the
 * confirmation once it is delivered.
 */
export function GrievanceSubmittedPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const view = useSubmitted(useOwner(), id);
  const t = requestTexts.get().confirmation;
  const complaintId = view.state === 'kept' ? view.confirmation.reference : view.state === 'sent' ? view.reference : '';
  return (
    <Page title={grievanceTexts.get().title} narrow>
      {view.state === 'loading' ? <LoadingIndicator /> : null}
      {view.state === 'gone' ? <Alert tone="info">{t.gone}</Alert> : null}
      {view.state === 'waiting' ? <WaitingToSend title={view.title} /> : null}
      {complaintId ? (
        <Confirmation
          kind="grievance"
          success={<GrievanceSuccess complaintId={complaintId} />}
          reference={complaintId}
          signedIn={user?.role === 'user'}
        />
      ) : null}
    </Page>
  );
}
