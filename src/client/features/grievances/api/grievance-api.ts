import { apiPaths } from '../../../../shared/api/paths';
import type {
  ComplaintReopened,
  ComplaintStatus,
  FeedbackGiven,
  GrievancePlaces,
  GrievanceSubmitted,
} from '../../../../shared/api/submissions/grievance-types';
import { GRIEVANCE_TIMEOUT_MS } from '../../../../shared/api/submissions/grievance-types';
import { IDEMPOTENCY_HEADER } from '../../../../shared/api/submissions/certificate-types';
import { grievanceForm } from '../../../../shared/domain/grievances/grievance-form';
import { api } from '../../../lib/calls/api';
import { buildGrievanceBody, grievanceTimeout } from '../../../offline/form/request-body';
import type { Submission } from '../../../offline/form/request-body';

/** JSON as the spec sends it, or multipart with its photo: built as the outbox builds it. */
export async function submitGrievance(submission: Submission, idempotencyKey: string): Promise<GrievanceSubmitted> {
  const body = buildGrievanceBody(submission);
  const { data } = await (
    await api()
  ).post<GrievanceSubmitted>(grievanceForm.apiPath, body, {
    timeout: grievanceTimeout(body),
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return data;
}

export async function trackComplaint(complaintId: string): Promise<ComplaintStatus> {
  const { data } = await (await api()).get<ComplaintStatus>(apiPaths.complaint(complaintId), { timeout: GRIEVANCE_TIMEOUT_MS });
  return data;
}

/** The municipality's wards and the map's tile server (null: no map). */
export async function fetchPlaces(): Promise<GrievancePlaces> {
  const { data } = await (await api()).get<GrievancePlaces>(apiPaths.places, { timeout: GRIEVANCE_TIMEOUT_MS });
  return data;
}

/** Without an email the server knows the submitter by the session: the signed-in owner. */
const withEmail = (email: string) => (email === '' ? {} : { email });

/** A retry under the same key is answered as the first was, not as a second reopening (409). */
const sentOnce = (idempotencyKey: string) => ({ timeout: GRIEVANCE_TIMEOUT_MS, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export async function reopenComplaint(
  complaintId: string,
  { email, reason }: { email: string; reason: string },
  idempotencyKey: string,
): Promise<ComplaintReopened> {
  const { data } = await (
    await api()
  ).post<ComplaintReopened>(apiPaths.complaintReopen(complaintId), { ...withEmail(email), reason }, sentOnce(idempotencyKey));
  return data;
}

export async function rateComplaint(
  complaintId: string,
  { email, rating, comment }: { email: string; rating: number; comment: string },
  idempotencyKey: string,
): Promise<FeedbackGiven> {
  const { data } = await (
    await api()
  ).post<FeedbackGiven>(
    apiPaths.complaintFeedback(complaintId),
    { ...withEmail(email), rating, ...(comment === '' ? {} : { comment }) },
    sentOnce(idempotencyKey),
  );
  return data;
}
