import { and, asc, eq, getTableColumns, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { CLOSED_UNPAID_STATUSES, UNPAID_STATUSES } from '../../../shared/domain/taxes/payment-status';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { afterKeyset, cursorMicros, looksLikeReference, matchesWords, newestFirst } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { preparedStatement } from '../../db/prepared-statement';
import { registerDemands, taxPaymentEvents, taxPayments } from '../../db/schema';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import type { TaxPaymentRow, TaxPaymentStatus } from '../../db/schema';
import { claimedKeyWithAnswer, noKeyToClaim } from '../idempotency/idempotency-repository';
import type { AnsweredClaim } from '../idempotency/idempotency-repository';
import { taxWardFields, wardKeySql } from '../staff/staff-scope';

export type NewTaxPayment = typeof taxPayments.$inferInsert;

/**
 * The new payment and its first event in one statement: the event is inserted from what the
 * payment's insert returns (a data-modifying CTE), so it exists exactly when the payment does,
 * and an order makes one round trip for both. Its time is the payment's created_at, the
 * transaction's now(), as the column default would give it. Null when the reference is taken
 * (db/fresh-code.ts tries another).
 */
export async function insertTaxPaymentWithEvent(executor: Executor, payment: NewTaxPayment): Promise<{ reference: string } | null> {
  const inserted = executor
    .$with('inserted')
    .as(
      executor
        .insert(taxPayments)
        .values(payment)
        .onConflictDoNothing({ target: taxPayments.reference })
        .returning({ id: taxPayments.id, status: taxPayments.status, createdAt: taxPayments.createdAt }),
    );
  const [event] = await executor
    .with(inserted)
    .insert(taxPaymentEvents)
    .select((qb) =>
      qb
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          paymentId: inserted.id,
          status: inserted.status,
          actorId: sql<string | null>`${payment.ownerId ?? null}::uuid`.as('actor_id'),
          note: sql<string | null>`null`.as('note'),
          message: sql<string | null>`null`.as('message'),
          reasonCodes: sql<string[] | null>`null`.as('reason_codes'),
          at: inserted.createdAt,
        })
        .from(inserted),
    )
    .returning({ paymentId: taxPaymentEvents.paymentId });
  return event ? { reference: payment.reference } : null;
}

/** What insertClaimedTaxPayment did: wrote the payment and its event, found the key taken, or found the reference taken. */
export type TaxPaymentWrite = 'written' | 'key-taken' | 'reference-taken';

const REFERENCE_CONSTRAINT = 'tax_payments_reference_key';

/** The values of a new payment as the one-statement write takes them: identifiers as JSON text. */
export interface NewClaimedTaxPayment {
  id: string;
  reference: string;
  type: string;
  identifiers: string;
  period: string | null;
  billMonth: string | null;
  dueDate: string;
  amountPaise: number;
  lateFeePaise: number;
  totalPaise: number;
  paymentMethod: string;
  gateway: string;
  gatewayOrderId: string;
  ownerId: string | null;
}

/**
 * The payment ('created') and its first event, and the Idempotency-Key with its answer, in one
 * statement (decision 022), as the grievance's: the payment is inserted from `claimed_key`, so
 * only when the key was claimed, and the event from what the payment's insert returns.
 */
function claimedPaymentStatement(claim: SQL): SQL {
  const value = (name: keyof NewClaimedTaxPayment, type: 'text' | 'uuid' | 'jsonb' | 'date' | 'integer') =>
    sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  return sql`with ${claim}, inserted as (
    insert into ${taxPayments} (id, reference, type, identifiers, period, bill_month, due_date, amount_paise, late_fee_paise, total_paise,
                                payment_method, status, gateway, gateway_order_id, owner_id)
    select ${value('id', 'uuid')}, ${value('reference', 'text')}, ${value('type', 'text')}, ${value('identifiers', 'jsonb')},
           ${value('period', 'text')}, ${value('billMonth', 'text')}, ${value('dueDate', 'date')}, ${value('amountPaise', 'integer')},
           ${value('lateFeePaise', 'integer')}, ${value('totalPaise', 'integer')}, ${value('paymentMethod', 'text')}, 'created',
           ${value('gateway', 'text')}, ${value('gatewayOrderId', 'text')}, ${value('ownerId', 'uuid')}
    from claimed_key
    returning id, status, created_at
  )
  insert into ${taxPaymentEvents} (payment_id, status, actor_id, note, at)
  select id, status, ${value('ownerId', 'uuid')}, null, created_at from inserted
  returning payment_id`;
}

const insertKeyed = preparedStatement<{ payment_id: string }>('tax_payment_insert_keyed', claimedPaymentStatement(claimedKeyWithAnswer()));
const insertUnkeyed = preparedStatement<{ payment_id: string }>('tax_payment_insert', claimedPaymentStatement(noKeyToClaim()));

/**
 * Runs on the database, not in a transaction: the statement is its own. A reference that is
 * already taken fails the whole statement (claim included) with a unique violation, reported as
 * 'reference-taken' so that the caller tries another: nothing of the attempt is left behind.
 */
export async function insertClaimedTaxPayment(
  db: Database,
  claim: AnsweredClaim | null,
  payment: NewClaimedTaxPayment,
): Promise<TaxPaymentWrite> {
  try {
    const rows = claim ? await insertKeyed(db, { ...claim, ...payment }) : await insertUnkeyed(db, { ...payment });
    return rows.length > 0 ? 'written' : 'key-taken';
  } catch (err) {
    if (uniqueViolationConstraint(err) === REFERENCE_CONSTRAINT) return 'reference-taken';
    throw err;
  }
}

export async function insertTaxPaymentEvent(
  executor: Executor,
  event: {
    paymentId: string;
    status: TaxPaymentStatus;
    actorId: string | null;
    note?: string | null;
    message?: string | null;
    reasonCodes?: string[] | null;
  },
): Promise<void> {
  await executor
    .insert(taxPaymentEvents)
    .values({ ...event, note: event.note ?? null, message: event.message ?? null, reasonCodes: event.reasonCodes ?? null });
}

export async function findTaxPayment(executor: Executor, id: string): Promise<TaxPaymentRow | null> {
  const [row] = await executor.select().from(taxPayments).where(eq(taxPayments.id, id)).limit(1);
  return row ?? null;
}

/** The number of the register bill a payment pays; null for a self-assessed one (no demand). */
export async function billNoOf(executor: Executor, demandId: string | null): Promise<number | null> {
  if (demandId === null) return null;
  const [row] = await executor
    .select({ billNo: registerDemands.billNo })
    .from(registerDemands)
    .where(eq(registerDemands.id, demandId))
    .limit(1);
  return row?.billNo ?? null;
}

export async function findTaxPaymentByOrderId(executor: Executor, orderId: string): Promise<TaxPaymentRow | null> {
  const [row] = await executor.select().from(taxPayments).where(eq(taxPayments.gatewayOrderId, orderId)).limit(1);
  return row ?? null;
}

/** The payment, locked until the end of the transaction (FOR UPDATE), or null. */
export async function lockTaxPayment(executor: Executor, id: string): Promise<TaxPaymentRow | null> {
  const [row] = await executor.select().from(taxPayments).where(eq(taxPayments.id, id)).limit(1).for('update');
  return row ?? null;
}

/**
 * Moves a payment to `to` only if it is still in one of `from`: the WHERE lets the database pick
 * the one winner when two requests race (two verifies, two clerks). Null when nothing changed.
 */
export async function transition(
  executor: Executor,
  id: string,
  from: readonly TaxPaymentStatus[],
  to: TaxPaymentStatus,
  changes: Partial<Pick<TaxPaymentRow, 'gatewayPaymentId' | 'gatewayRefundId' | 'paidAt'>> = {},
): Promise<TaxPaymentRow | null> {
  const [row] = await executor
    .update(taxPayments)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(taxPayments.id, id), inArray(taxPayments.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Orders still unpaid (`created`, or `failed` at the checkout) that were made before `madeBefore`
 * become `expired`, each with its history entry, in one transaction. Answers how many expired.
 */
export async function expireUnpaidOrders(db: Database, madeBefore: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(taxPayments)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(inArray(taxPayments.status, [...UNPAID_STATUSES]), sql`${taxPayments.createdAt} < ${madeBefore.toISOString()}::timestamptz`),
      )
      .returning({ id: taxPayments.id });
    if (expired.length > 0) {
      await tx
        .insert(taxPaymentEvents)
        .values(expired.map(({ id }) => ({ paymentId: id, status: 'expired' as const, actorId: null, note: 'Not paid within 24 hours' })));
    }
    return expired.length;
  });
}

/** When an unpaid order is asked about at the gateway again: `everyMs` after the last question while it is younger than `untilAgeMs`. */
export interface GatewayQuestionBackOff {
  steps: readonly { untilAgeMs: number; everyMs: number }[];
  /** For orders older than every step. */
  thenEveryMs: number;
}

/**
 * Claims up to `limit` orders of `gateway` to ask the gateway about (decision 076): unpaid
 * (`created`, `failed`), or closed unpaid (`expired`, `cancelled`) within `closedWithinMs`; made
 * before `madeBefore`; never asked, or asked long enough ago by `backOff`. Their
 * `gateway_checked_at` becomes `now` in the same statement, and rows another sweep holds are
 * skipped, so several servers on one database each ask about different orders. `updated_at`
 * stays: it is the clerks' version of the row (decision 064), and nothing they see changed.
 */
export async function claimOrdersToAsk(
  db: Database,
  options: {
    gateway: TaxPaymentRow['gateway'];
    now: Date;
    madeBefore: Date;
    closedWithinMs: number;
    backOff: GatewayQuestionBackOff;
    limit: number;
  },
): Promise<TaxPaymentRow[]> {
  const { now, backOff } = options;
  const at = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const askedBefore = sql.join(
    [
      sql`case`,
      ...backOff.steps.map(({ untilAgeMs, everyMs }) => sql`when ${taxPayments.createdAt} > ${at(untilAgeMs)} then ${at(everyMs)}`),
      sql`else ${at(backOff.thenEveryMs)} end`,
    ],
    sql` `,
  );
  const due = db
    .select({ id: taxPayments.id })
    .from(taxPayments)
    .where(
      and(
        or(
          inArray(taxPayments.status, [...UNPAID_STATUSES]),
          and(inArray(taxPayments.status, [...CLOSED_UNPAID_STATUSES]), sql`${taxPayments.updatedAt} > ${at(options.closedWithinMs)}`),
        ),
        eq(taxPayments.gateway, options.gateway),
        sql`${taxPayments.createdAt} < ${options.madeBefore.toISOString()}::timestamptz`,
        or(isNull(taxPayments.gatewayCheckedAt), sql`${taxPayments.gatewayCheckedAt} <= (${askedBefore})`),
      ),
    )
    .orderBy(asc(taxPayments.createdAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db.update(taxPayments).set({ gatewayCheckedAt: now }).where(inArray(taxPayments.id, due)).returning();
}

/** A payment of the admin list, with the number of the register bill it pays (null when self-assessed). */
export type TaxPaymentPageRow = TaxPaymentRow & { billNo: number | null; cursorMicros: string };

/**
 * One page of payments, newest first, `limit + 1` rows, each with its register bill's number. Served by tax_payments_[status_]created_idx;
 * a search is a receipt reference, matched exactly through its unique index.
 */
export async function pageTaxPayments(executor: Executor, query: PageQuery): Promise<TaxPaymentPageRow[]> {
  const conditions: SQL[] = [];
  // Expired and cancelled orders were never paid: they leave the list unless asked for by their filter.
  conditions.push(
    query.status ? sql`${taxPayments.status} = ${query.status}` : notInArray(taxPayments.status, [...CLOSED_UNPAID_STATUSES]),
  );
  if (query.search) {
    const reference = eq(taxPayments.reference, query.search.toUpperCase());
    conditions.push(
      looksLikeReference(query.search) ? reference : (or(matchesWords(taxPayments.searchText, query.search), reference) as SQL),
    );
  }
  if (query.after) conditions.push(afterKeyset(taxPayments.createdAt, taxPayments.id, query.after));
  if (query.wards) conditions.push(inWards(query.wards));
  return executor
    .select({ ...getTableColumns(taxPayments), billNo: registerDemands.billNo, cursorMicros: cursorMicros(taxPayments.createdAt) })
    .from(taxPayments)
    .leftJoin(registerDemands, eq(registerDemands.id, taxPayments.demandId))
    .where(and(...conditions))
    .orderBy(...newestFirst(taxPayments.createdAt, taxPayments.id))
    .limit(query.limit + 1);
}

/**
 * Payments of these wards (wardKey: trimmed, lower case, without leading zeros), where the type
 * names a ward; a type that names none is in every ward (decision 082).
 */
function inWards(wards: readonly string[]): SQL {
  const typed = [...taxWardFields].map(([type, field]) => {
    const key = wardKeySql(sql`${taxPayments.identifiers} ->> ${field}`);
    const listed =
      wards.length === 0
        ? sql`false`
        : sql`${key} in (${sql.join(
            wards.map((ward) => sql`${ward}`),
            sql`, `,
          )})`;
    return sql`(${taxPayments.type} <> ${type} or ${listed})`;
  });
  return typed.length === 0 ? sql`true` : (and(...typed) as SQL);
}

/** A ward-bound officer's figures by status: counted from the rows, as the counters are not kept per ward. */
export async function countTaxPaymentsInWards(executor: Executor, wards: readonly string[]): Promise<{ status: string; count: number }[]> {
  const rows = await executor
    .select({ status: taxPayments.status, count: sql<string>`count(*)::text` })
    .from(taxPayments)
    .where(inWards(wards))
    .groupBy(taxPayments.status);
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
