import { apiPaths } from '../../../../shared/api/paths';
import type { ComplaintStatus, GrievanceSubmitted } from '../../../../shared/api/submissions/grievance-types';
import { GRIEVANCE_TIMEOUT_MS } from '../../../../shared/api/submissions/grievance-types';
import { IDEMPOTENCY_HEADER } from '../../../../shared/api/submissions/certificate-types';
import { grievanceForm } from '../../../../shared/domain/grievances/grievance-form';
import { api } from '../../../lib/calls/api';
import { buildRequestBody } from '../../../offline/form/request-body';

export async function submitGrievance(values: Record<string, string>, idempotencyKey: string): Promise<GrievanceSubmitted> {
  const { data } = await (
    await api()
  ).post<GrievanceSubmitted>(grievanceForm.apiPath, buildRequestBody(grievanceForm, { values, files: {} }), {
    timeout: grievanceForm.timeoutMs,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return data;
}

export async function trackComplaint(complaintId: string): Promise<ComplaintStatus> {
  const { data } = await (await api()).get<ComplaintStatus>(apiPaths.complaint(complaintId), { timeout: GRIEVANCE_TIMEOUT_MS });
  return data;
}
