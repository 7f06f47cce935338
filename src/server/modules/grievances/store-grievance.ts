import type { GrievanceSubmitted } from '../../../shared/api/grievance-types';
import { GRIEVANCE_SUBJECTS } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceInput, GrievanceSubject } from '../../../shared/domain/grievances/grievance-rules';
import type { Database } from '../../db/database';
import { insertWithFreshCode } from '../../db/fresh-code';
import { runIdempotent } from '../idempotency/run-idempotent';
import type { IdempotencyRequest, IdempotentOutcome } from '../idempotency/run-idempotent';
import { newComplaintId } from './complaint-id';
import { insertGrievanceWithEvent } from './grievance-repository';

/**
 * Writes a valid grievance and its first ('Pending') event at most once per Idempotency-Key, and
 * answers 201 with the complaint ID; or, when the key was used before, the first request's answer.
 * A complaint ID that is taken is replaced by a fresh one in the same transaction.
 */
export async function storeGrievance(
  db: Database,
  request: IdempotencyRequest,
  input: GrievanceInput,
  ownerId: string | null,
  generate: () => string = newComplaintId,
): Promise<IdempotentOutcome> {
  const subject = subjectOf(input.subject);
  return runIdempotent(db, request, async (tx) => {
    const body: GrievanceSubmitted = await insertWithFreshCode(generate, (complaintId) =>
      insertGrievanceWithEvent(tx, { ...input, subject, ownerId, complaintId }),
    );
    return { status: 201, body };
  });
}

/** The schema has checked the subject already; this only tells the type system. */
function subjectOf(value: string): GrievanceSubject {
  const subject = GRIEVANCE_SUBJECTS.find((candidate) => candidate === value);
  if (!subject) throw new Error(`Not a grievance subject: ${value}`);
  return subject;
}
