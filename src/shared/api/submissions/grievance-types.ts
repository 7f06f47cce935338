/** Answer of POST /api/grievances. */
export interface GrievanceSubmitted {
  complaintId: string;
}

/**
 * Answer of GET /api/grievances/{complaintId}: the status, when it last changed and the clerk's
 * latest message when there is one; nothing personal.
 */
export interface ComplaintStatus {
  status: string;
  updatedAt: string;
  message?: string;
}

/** Grievance calls wait at most 10 s (spec section 9). */
export const GRIEVANCE_TIMEOUT_MS = 10_000;
