import type { GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';

/** What the grievance endpoints answer besides the shared validation messages. */
export const grievanceApiMessages = {
  complaintNotFound: 'Complaint ID not found',
  grievanceNotFound: 'Grievance not found',
  statusInvalid: 'Status must be one of: Resolved, Declined, In Progress',
  alreadyFinal: (status: GrievanceStatus) => `This grievance has already been ${status.toLowerCase()}.`,
  alreadySet: (status: GrievanceStatus) => `This grievance is already ${status}.`,
  changed: 'This grievance changed since you opened it. Check it again before you decide.',
} as const;
