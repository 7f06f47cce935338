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
  /** While Resolved and within 7 days of it: until when its submitter may reopen it (decision 085). */
  reopenUntil?: string;
  /** Once Resolved: whether its submitter rated it (a rating is given once). */
  rated?: boolean;
}

/** Answer of POST /api/grievances/{complaintId}/reopen: back to Pending, with its department. */
export interface ComplaintReopened {
  complaintId: string;
  status: string;
  reopenedAt: string;
}

/** Answer of POST /api/grievances/{complaintId}/feedback. */
export interface FeedbackGiven {
  complaintId: string;
  rating: number;
}

/** Answer of GET /api/places: the wards a grievance may name, in order, and the map's tile template (null: no map). */
export interface GrievancePlaces {
  wards: string[];
  mapTileUrl: string | null;
}

/** Grievance calls wait at most 10 s (spec section 9). */
export const GRIEVANCE_TIMEOUT_MS = 10_000;
