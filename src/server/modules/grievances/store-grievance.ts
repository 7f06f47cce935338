import type { GrievanceSubmitted } from '../../../shared/api/grievance-types';
import { GRIEVANCE_SUBJECTS } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceInput, GrievanceSubject } from '../../../shared/domain/grievances/grievance-rules';
import type { Transaction } from '../../db/database';
import { insertWithFreshCode } from '../../db/fresh-code';
import { newComplaintId } from './complaint-id';
import { insertGrievanceWithEvent } from './grievance-repository';

/** Writes a valid grievance and its first ('Pending') event inside `tx`; answers its complaint ID. */
export async function storeGrievance(
  tx: Transaction,
  input: GrievanceInput,
  ownerId: string | null,
  generate: () => string = newComplaintId,
): Promise<GrievanceSubmitted> {
  return insertWithFreshCode(generate, (complaintId) => insertGrievanceWithEvent(tx, { ...input, subject: subjectOf(input.subject), ownerId, complaintId }));
}

/** The schema has checked the subject already; this only tells the type system. */
function subjectOf(value: string): GrievanceSubject {
  const subject = GRIEVANCE_SUBJECTS.find((candidate) => candidate === value);
  if (!subject) throw new Error(`Not a grievance subject: ${value}`);
  return subject;
}
