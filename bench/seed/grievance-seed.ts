import { GRIEVANCE_SUBJECTS } from '../../src/shared/domain/grievances/grievance-rules';
import { GRIEVANCE_MESSAGES } from './names';
import { email, hashMod, literal, personName, pick, weightedStatus, withinLastYear } from './sql-parts';

const KEY = 's.key';

export const GRIEVANCE_STATUS_WEIGHTS = [
  ['Pending', 35],
  ['In Progress', 20],
  ['Resolved', 35],
  ['Declined', 10],
] as const;

/** A message that fits the grievance's subject. */
function message(subjectColumn: string): string {
  const branches = GRIEVANCE_SUBJECTS.map((subject) => {
    const messages = GRIEVANCE_MESSAGES[subject] ?? [`Complaint about ${subject}.`];
    return `when ${literal(subject)} then ${pick(messages, KEY, 40)}`;
  });
  return `case ${subjectColumn} ${branches.join(' ')} end`;
}

/** All grievances in one INSERT … SELECT; $1 holds complaint IDs from the server's generator. */
export function grievancesInsert(keyOffset: number): string {
  return `
with s as (
  select u.complaint_id, u.n + ${keyOffset} as key,
         ${withinLastYear(`u.n + ${keyOffset}`, 1)} as created_at,
         ${weightedStatus(GRIEVANCE_STATUS_WEIGHTS, `u.n + ${keyOffset}`, 2)} as status,
         ${pick(GRIEVANCE_SUBJECTS, `u.n + ${keyOffset}`, 3)} as subject
  from unnest($1::text[]) with ordinality as u(complaint_id, n)
)
insert into grievances (complaint_id, name, email, subject, message, status, created_at, updated_at)
select s.complaint_id, ${personName(KEY, 10)}, ${email(KEY, 20)}, s.subject, ${message('s.subject')}, s.status, s.created_at,
       case when s.status = 'Pending' then s.created_at else least(now(), s.created_at + (1 + ${hashMod(KEY, 4, 240)}) * interval '1 hour') end
from s`;
}
