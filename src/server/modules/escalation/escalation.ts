import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { answerDueBy, dueAt } from '../../../shared/domain/certificates/service-time';
import { GRIEVANCE_DEPARTMENT } from '../../../shared/domain/staff/departments';
import type { Department } from '../../../shared/domain/staff/departments';
import type { Executor, Transaction } from '../../db/database';
import { applicationEvents, applications, grievanceEvents, grievances, users } from '../../db/schema';
import type { ApplicationRow, GrievanceRow } from '../../db/schema';
import { applicationEvent, grievanceEscalatedEvent } from '../notifications/request-events';
import { GRIEVANCES_SERVICE } from './service-times-config';
import type { Timers } from './timers';

/** The timers of an item: a reminder to its department at 75 % of its service time, and escalation at its due time. */
export const REMIND = 'remind';
export const ESCALATE = 'escalate';
const REMIND_SHARE = 0.75;

export type ItemKind = 'application' | 'grievance';
/** A grievance is undecided until it is resolved or declined; an application while pending (returned: the citizen's turn). */
const UNDECIDED_GRIEVANCE = ['Pending', 'In Progress'] as const;

const keyOf = (kind: ItemKind, id: string) => `${kind}:${id}`;
function itemOf(key: string): { kind: ItemKind; id: string } | null {
  const [kind, id] = key.split(':');
  return (kind === 'application' || kind === 'grievance') && id ? { kind, id } : null;
}

export interface Escalation {
  /** Schedules a received item's reminder and escalation in `tx`, the transaction that stores it. */
  schedule(tx: Executor, kind: ItemKind, item: { id: string; type: string | null; createdAt: Date }): Promise<void>;
  /** Schedules a grievance's, once it is written: by its complaint ID. */
  scheduleGrievance(complaintId: string): Promise<void>;
  /** Escalates the item if it is still undecided at its due time; true when this call did. */
  escalate(kind: ItemKind, id: string, now: Date): Promise<boolean>;
  /** Reminds the item's department if it is still undecided at 75 % of its time; true when this call did. */
  remind(kind: ItemKind, id: string, now: Date): Promise<boolean>;
}

/**
 * Escalation on durable timers (decision 083). Each step is a conditional update (`escalated_at`
 * or `reminded_at` still null, the item still undecided, its time come) in one transaction with
 * what it causes: the timeline entry and the citizen's message, or the department's email. Two
 * servers, or a timer run twice, change the item once.
 */
export function escalation(app: FastifyInstance, timers: Timers): Escalation {
  const serviceTimeOf = (type: string | null) => app.config.serviceTimes[type ?? GRIEVANCES_SERVICE] ?? 0;

  async function schedule(tx: Executor, kind: ItemKind, item: { id: string; type: string | null; createdAt: Date }) {
    const serviceTime = serviceTimeOf(item.type);
    await timers.scheduleAt(tx, REMIND, keyOf(kind, item.id), dueAt(item.createdAt, serviceTime * REMIND_SHARE));
    await timers.scheduleAt(tx, ESCALATE, keyOf(kind, item.id), dueAt(item.createdAt, serviceTime));
  }

  async function scheduleGrievance(complaintId: string) {
    const [row] = await app.db
      .select({ id: grievances.id, createdAt: grievances.createdAt })
      .from(grievances)
      .where(eq(grievances.complaintId, complaintId));
    if (row) await schedule(app.db, 'grievance', { ...row, type: null });
  }

  /** Runs `change` on the item when its time (the share of its service time) has come; else moves its timer there. */
  async function whenDue(
    kind: ItemKind,
    id: string,
    now: Date,
    timer: { name: string; share: number },
    change: (tx: Transaction) => Promise<boolean>,
  ): Promise<boolean> {
    return app.db.transaction(async (tx) => {
      const [row] =
        kind === 'application'
          ? await tx.select().from(applications).where(eq(applications.id, id))
          : await tx.select().from(grievances).where(eq(grievances.id, id));
      if (!row) return false;
      const due = dueAt(serviceStart(row), serviceTimeOf('type' in row ? row.type : null) * timer.share);
      // A service time made longer since it was scheduled: its timer waits for the new time.
      if (due > now) {
        await timers.scheduleAt(tx, timer.name, keyOf(kind, id), due);
        return false;
      }
      return change(tx);
    });
  }

  async function escalate(kind: ItemKind, id: string, now: Date): Promise<boolean> {
    return whenDue(kind, id, now, { name: ESCALATE, share: 1 }, async (tx) => {
      const escalated = await markOnce(tx, kind, id, 'escalatedAt', now);
      if (!escalated) return false;
      if ('type' in escalated) {
        await tx.insert(applicationEvents).values({ applicationId: id, action: 'escalated', at: now });
        const dueBy = answerDueBy(escalated.createdAt, serviceTimeOf(escalated.type));
        await app.messages.queue(tx, applicationEvent(escalated, { type: 'application.escalated', dueBy }));
      } else {
        await tx.insert(grievanceEvents).values({ grievanceId: id, status: escalated.status, kind: 'escalated', at: now });
        await app.messages.queue(tx, grievanceEscalatedEvent(escalated));
      }
      app.log.info({ kind, id }, 'An item passed its service time undecided: escalated');
      return true;
    });
  }

  async function remind(kind: ItemKind, id: string, now: Date): Promise<boolean> {
    return whenDue(kind, id, now, { name: REMIND, share: REMIND_SHARE }, async (tx) => {
      const reminded = await markOnce(tx, kind, id, 'remindedAt', now);
      if (!reminded) return false;
      const type = 'type' in reminded ? reminded.type : null;
      const item = {
        kind,
        id,
        reference: 'reference' in reminded ? reminded.reference : reminded.complaintId,
        dueBy: answerDueBy(serviceStart(reminded), serviceTimeOf(type)),
      };
      const department = type === null ? GRIEVANCE_DEPARTMENT : certificateBySlug(type)?.department;
      const officers = department ? await officersOf(tx, department) : [];
      if (officers.length === 0)
        app.log.warn({ ...item, department }, 'An item is near its due time undecided; no officer of its department to remind');
      for (const officer of officers) {
        await app.messages.queue(tx, {
          type: 'staff.reminder',
          to: { ownerId: officer, mobile: null },
          record: { type: kind, id },
          values: { reference: item.reference, dueBy: item.dueBy, path: '/admin' },
        });
      }
      return true;
    });
  }

  return { schedule, scheduleGrievance, escalate, remind };
}

/** When an item's service time runs from: its receipt, or a grievance's latest reopening by its submitter (decision 085). */
function serviceStart(row: ApplicationRow | GrievanceRow): Date {
  return 'reopenedAt' in row && row.reopenedAt !== null ? row.reopenedAt : row.createdAt;
}

/** Sets `column` to `now` if it is unset and the item undecided: the one run of many that changes it gets the row. */
async function markOnce(
  tx: Transaction,
  kind: ItemKind,
  id: string,
  column: 'escalatedAt' | 'remindedAt',
  now: Date,
): Promise<ApplicationRow | GrievanceRow | undefined> {
  if (kind === 'application') {
    const [row] = await tx
      .update(applications)
      .set({ [column]: now })
      .where(and(eq(applications.id, id), isNull(applications[column]), eq(applications.status, 'pending')))
      .returning();
    return row;
  }
  const [row] = await tx
    .update(grievances)
    .set({ [column]: now })
    .where(and(eq(grievances.id, id), isNull(grievances[column]), inArray(grievances.status, UNDECIDED_GRIEVANCE)))
    .returning();
  return row;
}

/** The active officers of a department: who its reminders go to. */
async function officersOf(tx: Executor, department: Department): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, 'officer'), isNull(users.deactivatedAt), sql`${users.departments} @> ${JSON.stringify([department])}::jsonb`),
    );
  return rows.map((row) => row.id);
}

/** The timers' handlers: each key names its item. */
export function dueHandlers(work: Escalation) {
  return {
    [ESCALATE]: async (key: string, now: Date) => {
      const item = itemOf(key);
      if (item) await work.escalate(item.kind, item.id, now);
    },
    [REMIND]: async (key: string, now: Date) => {
      const item = itemOf(key);
      if (item) await work.remind(item.kind, item.id, now);
    },
  };
}
