import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { MyGrievanceItem } from '../../../../shared/api/my-requests-types';
import { complaintStatusLabel } from '../../../../shared/domain/grievances/grievance-rules';
import type { GrievanceSubject } from '../../../../shared/domain/grievances/grievance-rules';
import { findMyGrievance } from '../../../lib/calls/my-requests-api';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { confirmedIn } from '../../../lib/request-paths';
import { useOwner } from '../../../offline/form/use-owner';
import { useCopiedRead } from '../../../offline/use-copied-read';
import { Page } from '../../../ui/page';
import { Confirmation } from '../../../ui/requests/confirmation';
import { AsOf, BackToMyRequests, OfficeWords, RequestDetails, RequestPending } from '../../../ui/requests/request-parts';
import type { Fact } from '../../../ui/requests/request-parts';
import { requestTexts } from '../../../ui/requests/request-texts';
import { whenText } from '../../../ui/requests/request-words';
import { trackComplaint } from '../api/grievance-api';
import { AfterResolved } from '../components/after-resolved';
import { grievanceTexts } from '../grievance-texts';
import { GrievanceSuccess } from './grievance-submitted-page';

export const texts = [requestTexts, grievanceTexts];

/**
 * /my-requests/grievances/:complaintId: one of the signed-in citizen's grievances (subject, status,
 * dates and the office's latest note, which only its submitter reads), readable offline. Right
 * after it was sent, it is the confirmation too, from the submission's answer in the router state
 * (kept by a reload): shown at once, with or without a connection (decision 072). Once Resolved,
 * its owner may reopen or rate it here, signed in, without giving the email (decision 085).
 */
export function MyGrievancePage() {
  const { complaintId = '' } = useParams();
  const location = useLocation();
  const t = requestTexts.get();
  const words = grievanceTexts.get();
  const load = useCallback(() => findMyGrievance(complaintId), [complaintId]);
  const { result, retry } = useCopiedRead<MyGrievanceItem>(`grievance:${complaintId}`, load);
  // Whether it may be reopened or rated now: the tracker's answer, read online only.
  const tracked = useServerRead(useCallback(() => trackComplaint(complaintId), [complaintId]));
  const confirmed = confirmedIn(location.state, useOwner());
  const grievance = result.status === 'ready' ? result.data : null;
  const facts: Fact[] = grievance
    ? [
        [t.complaintId, grievance.complaintId],
        [t.subject, words.submit.subjects[grievance.subject as GrievanceSubject] ?? grievance.subject],
        [t.status, words.track.statuses[complaintStatusLabel(grievance.status)]],
        [t.submittedOn, whenText(grievance.createdAt)],
        [t.updatedOn, whenText(grievance.updatedAt)],
      ]
    : [];
  return (
    <Page title={t.yourGrievance} narrow>
      {confirmed ? (
        <Confirmation
          kind="grievance"
          success={<GrievanceSuccess complaintId={confirmed.reference} />}
          reference={confirmed.reference}
          signedIn
        />
      ) : null}
      {result.status === 'ready' ? (
        <>
          <AsOf at={result.asOf} />
          {/* The office's latest note first, in a box of its own (decision 073). */}
          {grievance?.message ? <OfficeWords heading={t.latestMessage} message={grievance.message} /> : null}
          <RequestDetails facts={facts} />
        </>
      ) : (
        <RequestPending status={result.status} retry={retry} confirmed={confirmed !== null} />
      )}
      {/* Outside the details, which are read again once it changed: what was done stays said. */}
      {tracked.data ? (
        <AfterResolved
          complaintId={complaintId}
          answer={tracked.data}
          email="none"
          onChange={(answer) => {
            tracked.replace(answer);
            retry();
          }}
        />
      ) : null}
      <BackToMyRequests />
    </Page>
  );
}
