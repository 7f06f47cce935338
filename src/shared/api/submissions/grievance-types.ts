/** Answer of POST /api/grievances. */
export interface GrievanceSubmitted {
  complaintId: string;
}

/**
 * Answer of GET /api/grievances/{complaintId}, to anyone who has the complaint ID: the status and
 * when it last changed, nothing personal. The clerk's note is for the submitter only (the signed-in
 * owner's GET /api/me/grievances and the messages sent to them; decision 065).
 */
export interface ComplaintStatus {
  status: string;
  updatedAt: string;
}

/** Grievance calls wait at most 10 s (spec section 9). */
export const GRIEVANCE_TIMEOUT_MS = 10_000;
