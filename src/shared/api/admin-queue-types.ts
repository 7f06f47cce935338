/**
 * GET /api/admin/queue: "To review", every pending application of every type and every open
 * grievance (Pending, In Progress), the ones due soonest first (decision 049).
 */
export interface WorkQueueItem {
  kind: 'application' | 'grievance';
  _id: string;
  /** An application's certificate type (its definition's slug); null for a grievance. */
  type: string | null;
  /** An application's reference or a grievance's complaint ID. */
  reference: string;
  name: string;
  status: string;
  createdAt: string;
  /** The day the answer is due (India's calendar). */
  dueBy: string;
  /** Days from today to `dueBy`: 0 due today, negative late by that many days. */
  daysLeft: number;
  /** When it was escalated, its due time passed undecided (decision 083); null: not; absent from an older server. */
  escalatedAt?: string | null;
  /** The cursor of the items after this one (`?after=`): "Next" from here. */
  cursor: string;
}

export interface WorkQueueAnswer {
  items: WorkQueueItem[];
  /** The cursor of the next page, null on the last. */
  next: string | null;
}

export const WORK_QUEUE_PAGE_SIZE = 20;
export const WORK_QUEUE_PAGE_MAX = 200;
