import { GRIEVANCE_TIMEOUT_MS } from '../../../shared/api/submissions/grievance-types';
import type { GrievanceSubmitted } from '../../../shared/api/submissions/grievance-types';
import { GRIEVANCE_SUBJECTS } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceInput, GrievanceSubject } from '../../../shared/domain/grievances/grievance-rules';
import type { Database } from '../../db/database';
import { insertWithFreshCode } from '../../db/fresh-code';
import { runIdempotentStatement } from '../idempotency/run-idempotent';
import type { IdempotencyRequest, IdempotentAnswer, IdempotentOutcome } from '../idempotency/run-idempotent';
import { newComplaintId } from './complaint-id';
import { insertGrievanceWithEvent } from './grievance-repository';
import type { NewGrievance } from './grievance-repository';

/**
 * A grievance's client gives up after 10 s (spec section 7), not the 30 s of other calls: its write
 * waits at most 8 s for a write slot, so that a 503 "busy" reaches the phone before it gives up.
 */
const GRIEVANCE_SLOT_WAIT_MS = GRIEVANCE_TIMEOUT_MS - 2_000;

/**
 * Writes a valid grievance, its first ('Pending') event and the request's Idempotency-Key with
 * the answer in one statement (decision 022), and answers 201 with the complaint ID; or, when the
 * key was used before, the first request's answer. A complaint ID that is taken is replaced by a
 * fresh one in a new statement: the refused one left nothing behind.
 */
export async function storeGrievance(
  db: Database,
  request: IdempotencyRequest,
  input: GrievanceInput & Partial<GrievanceExtras>,
  ownerId: string | null,
  generate: () => string = newComplaintId,
): Promise<IdempotentOutcome> {
  const subject = subjectOf(input.subject);
  return runIdempotentStatement(
    db,
    request,
    async (claimOf) => {
      const { answer } = await insertWithFreshCode(generate, async (complaintId) => {
        const body: GrievanceSubmitted = { complaintId };
        const attempt: IdempotentAnswer = { status: 201, body };
        const written = await insertGrievanceWithEvent(db, claimOf(attempt), { ...NO_EXTRAS, ...input, subject, ownerId, complaintId });
        if (written === 'complaint-id-taken') return null;
        return { answer: written === 'written' ? attempt : null };
      });
      return answer;
    },
    { slotWaitMs: GRIEVANCE_SLOT_WAIT_MS },
  );
}

/** What a grievance may carry besides the spec's four fields (decision 085): each null when not given. */
export type GrievanceExtras = Pick<NewGrievance, 'latitude' | 'longitude' | 'ward' | 'landmark' | 'photoPath' | 'source'>;

const NO_EXTRAS: GrievanceExtras = { latitude: null, longitude: null, ward: null, landmark: null, photoPath: null, source: 'portal' };

/** The schema has checked the subject already; this only tells the type system. */
function subjectOf(value: string): GrievanceSubject {
  const subject = GRIEVANCE_SUBJECTS.find((candidate) => candidate === value);
  if (!subject) throw new Error(`Not a grievance subject: ${value}`);
  return subject;
}
