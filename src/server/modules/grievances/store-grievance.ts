import type { GrievanceSubmitted } from '../../../shared/api/grievance-types';
import { GRIEVANCE_SUBJECTS } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceInput, GrievanceSubject } from '../../../shared/domain/grievances/grievance-rules';
import type { Transaction } from '../../db/database';
import type { GrievanceRow } from '../../db/schema';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { newComplaintId } from './complaint-id';
import { insertGrievance, insertGrievanceEvent } from './grievance-repository';

const COMPLAINT_ID_ATTEMPTS = 5;

/** Writes a valid grievance and its first ('Pending') event inside `tx`; answers its complaint ID. */
export async function storeGrievance(
  tx: Transaction,
  input: GrievanceInput,
  ownerId: string | null,
  generate: () => string = newComplaintId,
): Promise<GrievanceSubmitted> {
  const row = await insertWithFreshComplaintId(tx, input, ownerId, generate);
  await insertGrievanceEvent(tx, { grievanceId: row.id, status: row.status, actorId: ownerId });
  return { complaintId: row.complaintId };
}

/** 40 random bits rarely collide, but when they do the next ID is tried in a savepoint. */
async function insertWithFreshComplaintId(
  tx: Transaction,
  input: GrievanceInput,
  ownerId: string | null,
  generate: () => string,
): Promise<GrievanceRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tx.transaction((savepoint) =>
        insertGrievance(savepoint, { ...input, subject: subjectOf(input.subject), ownerId, complaintId: generate() }),
      );
    } catch (err) {
      if (attempt >= COMPLAINT_ID_ATTEMPTS || uniqueViolationConstraint(err) !== 'grievances_complaint_id_key') throw err;
    }
  }
}

/** The schema has checked the subject already; this only tells the type system. */
function subjectOf(value: string): GrievanceSubject {
  const subject = GRIEVANCE_SUBJECTS.find((candidate) => candidate === value);
  if (!subject) throw new Error(`Not a grievance subject: ${value}`);
  return subject;
}
