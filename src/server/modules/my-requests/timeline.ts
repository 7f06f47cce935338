import type { TimelineEntry } from '../../../shared/api/my-requests-types';

/**
 * One entry of a citizen's timeline: the clerk's message only when one was written (decision 048),
 * and what happened when it was no change of status (decision 083).
 */
export function timelineEntry(at: Date, status: string, message: string | null, event?: TimelineEntry['event']): TimelineEntry {
  return { at: at.toISOString(), status, ...(message === null ? {} : { message }), ...(event ? { event } : {}) };
}
