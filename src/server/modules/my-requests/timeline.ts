import type { TimelineEntry } from '../../../shared/api/my-requests-types';

/** One entry of a citizen's timeline: the clerk's message only when one was written (decision 048). */
export function timelineEntry(at: Date, status: string, message: string | null): TimelineEntry {
  return message === null ? { at: at.toISOString(), status } : { at: at.toISOString(), status, message };
}
