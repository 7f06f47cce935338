import { apiPaths } from '../../../../shared/api/paths';
import type { ComplaintStatus, GrievanceSubmitted } from '../../../../shared/api/grievance-types';
import { GRIEVANCE_TIMEOUT_MS } from '../../../../shared/api/grievance-types';
import { IDEMPOTENCY_HEADER } from '../../../../shared/api/certificate-types';
import type { GrievanceInput } from '../../../../shared/domain/grievances/grievance-rules';
import { api } from '../../../lib/api';

export async function submitGrievance(input: GrievanceInput, idempotencyKey: string): Promise<GrievanceSubmitted> {
  const { data } = await (await api()).post<GrievanceSubmitted>(apiPaths.grievances, input, {
    timeout: GRIEVANCE_TIMEOUT_MS,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return data;
}

export async function trackComplaint(complaintId: string): Promise<ComplaintStatus> {
  const { data } = await (await api()).get<ComplaintStatus>(apiPaths.complaint(complaintId), { timeout: GRIEVANCE_TIMEOUT_MS });
  return data;
}
