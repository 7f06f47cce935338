import { useParams } from 'react-router-dom';
import { apiPaths } from '../../../../shared/api/paths';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import { definitionInPageLanguage, definitionTexts } from '../../../i18n/certificate-definition-texts';
import { useSession } from '../../../lib/session/session-context';
import { useOwner } from '../../../offline/form/use-owner';
import { useSubmitted } from '../../../offline/use-submitted';
import { Alert } from '../../../ui/form/alert';
import { Acknowledgement } from '../../../ui/requests/acknowledgement';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { Confirmation, WaitingToSend } from '../../../ui/requests/confirmation';
import { requestTexts } from '../../../ui/requests/request-texts';
import { certificateTexts } from '../certificate-texts';

export const texts = [requestTexts, certificateTexts, definitionTexts];

/** The spec's success message (section 8), word for word, with the reference in it. */
export function ApplicationSuccess({ reference }: { reference: string }) {
  const t = certificateTexts.get().outcome;
  return (
    <>
      <strong>{t.success}</strong> {t.referenceBefore} <strong>{reference}</strong>
      {t.referenceAfter}
    </>
  );
}

/**
 * /certificates/submitted/:id: the confirmation of an application sent without a citizen's
 * account, kept on the device; or one waiting in the outbox (:id its outbox id), which becomes
 * the confirmation once it is delivered.
 */
export function ApplicationSubmittedPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const view = useSubmitted(useOwner(), id);
  const t = requestTexts.get().confirmation;
  const slug = view.state === 'kept' ? view.confirmation.type : view.state === 'sent' ? view.form.replace(/^certificate:/, '') : undefined;
  const definition = slug ? certificateBySlug(slug) : undefined;
  const reference = view.state === 'kept' ? view.confirmation.reference : view.state === 'sent' ? view.reference : '';
  const signedIn = user?.role === 'user';
  // The server's date, by this municipality's service times; one delivered from the outbox has only its reference, and the type's usual days.
  const dueBy = view.state === 'kept' ? view.confirmation.dueBy : undefined;
  // The acknowledgement is its owner's only (decision 054): a citizen signed in, and the answer's
  // id. An applicant without an account keeps Print; one delivered from the outbox has only its
  // reference here, and its acknowledgement on its page in My requests.
  const acknowledgementPath = signedIn && slug && view.state === 'kept' ? apiPaths.me.acknowledgementPdf(slug, view.confirmation.id) : null;
  return (
    <Page title={definition ? definitionInPageLanguage(definition).formTitle : t.application} narrow>
      {view.state === 'loading' ? <LoadingIndicator /> : null}
      {view.state === 'gone' ? <Alert tone="info">{t.gone}</Alert> : null}
      {view.state === 'waiting' ? <WaitingToSend title={view.title} /> : null}
      {reference ? (
        <Confirmation
          kind="application"
          success={<ApplicationSuccess reference={reference} />}
          reference={reference}
          due={dueBy ? { date: dueBy } : { days: definition?.serviceDays ?? 0 }}
          signedIn={signedIn}
        >
          {acknowledgementPath ? <Acknowledgement path={acknowledgementPath} reference={reference} /> : null}
        </Confirmation>
      ) : null}
    </Page>
  );
}
