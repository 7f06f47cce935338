import type { AppealGround } from '../../../shared/domain/appeals/appeal-rules';
import { APPEAL_DAYS_DEFAULT } from '../../../shared/domain/appeals/appeal-rules';
import { daysLeftUntil } from '../../../shared/domain/certificates/service-time';
import { APPEAL_SERVICE } from '../escalation/service-times-config';
import type { AppealRow, ApplicationRow } from '../../db/schema';

/**
 * Why this application may be appealed now, or null (decision 084): a declined one whose decision
 * was not appealed yet, or a pending one past its due date that was never appealed (after an
 * upheld appeal it waits for its fresh decision, which may be appealed in turn). Never while an
 * appeal is open.
 */
export function appealGround(
  application: Pick<ApplicationRow, 'status' | 'decidedAt'>,
  latest: Pick<AppealRow, 'status' | 'createdAt'> | null,
  dueBy: string,
  now: Date = new Date(),
): AppealGround | null {
  if (latest?.status === 'open') return null;
  if (application.status === 'declined') {
    const appealedSince = latest !== null && (application.decidedAt === null || latest.createdAt >= application.decidedAt);
    return appealedSince ? null : 'declined';
  }
  if (application.status === 'pending' && latest === null && daysLeftUntil(dueBy, now) < 0) return 'overdue';
  return null;
}

/** When an appeal made at `madeAt` is to be decided: its service time (`SERVICE_TIMES`' `appeal`, 30 days unless set). */
export function appealDueBy(madeAt: Date, serviceTimes: Readonly<Record<string, number>>): Date {
  return new Date(madeAt.getTime() + (serviceTimes[APPEAL_SERVICE] ?? APPEAL_DAYS_DEFAULT * 86_400_000));
}
