import { setImmediate } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { registerAccounts, registerDemands } from '../../db/schema';
import type { RegisterAccountRow, RegisterDemandRow } from '../../db/schema';
import type { ErrorList, RegisterRow } from './register-file';

/** Rows read or written per statement: short statements, so PGlite (on this thread) lets other work in between. */
const BATCH_ROWS = 500;
/** Imports of one tax type run one at a time: each plans against what the one before wrote. */
const REGISTER_LOCK_SPACE = 77;

/** What an import wrote, or a dry run would write: demands created, updated, and left as they were. */
export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** One account of a file: its number as the database keys it, and its rows in the file's order. */
export interface FileAccount {
  key: string;
  rows: RegisterRow[];
}

/**
 * The numbers of a file grouped by account as the database matches them (`number_key`: upper
 * case, no spaces, computed by PostgreSQL itself so that the file and the table agree on every
 * character). The same number and period twice is an error on the later line.
 */
export async function accountsOfFile(
  executor: Executor,
  rows: RegisterRow[],
  numberColumn: string,
  errors: ErrorList,
): Promise<FileAccount[]> {
  const keys = await numberKeysOf(executor, [...new Set(rows.map((row) => row.number))]);
  const accounts = new Map<string, FileAccount>();
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const key = keys.get(row.number) ?? row.number;
    const demandKey = `${key}\u0000${row.periodStart}`;
    const earlier = firstLine.get(demandKey);
    if (earlier !== undefined) {
      errors.add({
        line: row.line,
        column: numberColumn,
        message: (t) => t.repeated({ number: row.number, period: row.period, line: earlier }),
      });
      continue;
    }
    firstLine.set(demandKey, row.line);
    const account = accounts.get(key) ?? { key, rows: [] };
    account.rows.push(row);
    accounts.set(key, account);
  }
  return [...accounts.values()];
}

async function numberKeysOf(executor: Executor, numbers: string[]): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (let start = 0; start < numbers.length; start += BATCH_ROWS) {
    const batch = numbers.slice(start, start + BATCH_ROWS);
    const found = await executor
      .select({ number: sql<string>`n.number`, key: sql<string>`upper(regexp_replace(n.number, '[[:space:]]', '', 'g'))` })
      .from(
        sql`(values ${sql.join(
          batch.map((number) => sql`(${number}::text)`),
          sql`, `,
        )}) as n(number)`,
      );
    for (const { number, key } of found) keys.set(number, key);
    await setImmediate();
  }
  return keys;
}

/**
 * Compares the file's accounts with the register, batch by batch, and (with `write`, inside the
 * import's transaction) writes what differs: new accounts and demands inserted, changed ones
 * updated, the rest not touched. A dry run and an import count alike, since both count the same
 * comparison. A row counts as updated when its demand changed, or when it is its account's last
 * row (whose name, ward and identifiers the account takes) and those changed.
 */
export async function importAccounts(executor: Executor, type: string, accounts: FileAccount[], write: boolean): Promise<ImportCounts> {
  if (write) await executor.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCK_SPACE}, hashtext(${type}))`);
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  for (const batch of batchesOf(accounts)) {
    const plan = await planBatch(executor, type, batch);
    for (const [name, count] of Object.entries(plan.counts) as [keyof ImportCounts, number][]) counts[name] += count;
    if (write) await writeBatch(executor, type, plan);
    await setImmediate();
  }
  return counts;
}

/** Accounts together holding about BATCH_ROWS rows (an account's rows are never split). */
function* batchesOf(accounts: FileAccount[]): Generator<FileAccount[]> {
  let batch: FileAccount[] = [];
  let rows = 0;
  for (const account of accounts) {
    batch.push(account);
    rows += account.rows.length;
    if (rows >= BATCH_ROWS) {
      yield batch;
      [batch, rows] = [[], 0];
    }
  }
  if (batch.length > 0) yield batch;
}

interface AccountValues {
  number: string;
  name: string | null;
  ward: string | null;
  identifiers: Record<string, string>;
}

interface BatchPlan {
  counts: ImportCounts;
  /** Accounts to insert or update, by key. */
  accounts: Map<string, AccountValues>;
  /** The id of each account the register already holds, by key. */
  ids: Map<string, string>;
  /** Demands to insert or update, with their account's key. */
  demands: { key: string; row: RegisterRow }[];
}

async function planBatch(executor: Executor, type: string, batch: FileAccount[]): Promise<BatchPlan> {
  const existing = await executor
    .select()
    .from(registerAccounts)
    .where(
      and(
        eq(registerAccounts.type, type),
        inArray(
          registerAccounts.numberKey,
          batch.map((account) => account.key),
        ),
      ),
    );
  const byKey = new Map(existing.map((account) => [account.numberKey ?? '', account]));
  const held =
    existing.length === 0
      ? []
      : await executor
          .select()
          .from(registerDemands)
          .where(
            inArray(
              registerDemands.accountId,
              existing.map((account) => account.id),
            ),
          );
  const demandsOf = new Map<string, RegisterDemandRow>(held.map((demand) => [`${demand.accountId} ${demand.periodStart}`, demand]));

  const plan: BatchPlan = { counts: { created: 0, updated: 0, unchanged: 0 }, accounts: new Map(), ids: new Map(), demands: [] };
  for (const { key, rows } of batch) {
    const last = rows.at(-1) as RegisterRow;
    const values: AccountValues = { number: last.number, name: last.name, ward: last.ward, identifiers: last.identifiers };
    const account = byKey.get(key);
    const accountChanged = !account || !sameAccount(account, values);
    if (accountChanged) plan.accounts.set(key, values);
    if (account) plan.ids.set(key, account.id);
    for (const row of rows) {
      const demand = account ? demandsOf.get(`${account.id} ${row.periodStart}`) : undefined;
      const demandChanged = demand !== undefined && !sameDemand(demand, row);
      if (!demand || demandChanged) plan.demands.push({ key, row });
      if (!demand) plan.counts.created += 1;
      else if (demandChanged || (accountChanged && row === last)) plan.counts.updated += 1;
      else plan.counts.unchanged += 1;
    }
  }
  return plan;
}

function sameAccount(account: RegisterAccountRow, values: AccountValues): boolean {
  return (
    account.number === values.number &&
    account.name === values.name &&
    account.ward === values.ward &&
    canonical(account.identifiers) === canonical(values.identifiers)
  );
}

const canonical = (identifiers: Record<string, string>) => JSON.stringify(Object.entries(identifiers).sort(([a], [b]) => (a < b ? -1 : 1)));

function sameDemand(demand: RegisterDemandRow, row: RegisterRow): boolean {
  return demand.period === row.period && demand.dueDate === row.dueDate && demand.amountPaise === row.amountPaise;
}

/**
 * Writes a batch's plan. Each statement also updates a row only where its values differ (ON
 * CONFLICT … DO UPDATE … WHERE … IS DISTINCT FROM), so an unchanged row keeps its `updated_at`
 * even if the plan read it before another import changed it.
 */
async function writeBatch(tx: Executor, type: string, plan: BatchPlan): Promise<void> {
  if (plan.accounts.size > 0) {
    const written = await tx
      .insert(registerAccounts)
      .values([...plan.accounts.values()].map((values) => ({ type, ...values })))
      .onConflictDoUpdate({
        target: [registerAccounts.type, registerAccounts.numberKey],
        set: {
          number: sql`excluded.number`,
          name: sql`excluded.name`,
          ward: sql`excluded.ward`,
          identifiers: sql`excluded.identifiers`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${registerAccounts.number}, ${registerAccounts.name}, ${registerAccounts.ward}, ${registerAccounts.identifiers})
          is distinct from (excluded.number, excluded.name, excluded.ward, excluded.identifiers)`,
      })
      .returning({ id: registerAccounts.id, key: registerAccounts.numberKey });
    for (const { id, key } of written) plan.ids.set(key ?? '', id);
  }
  if (plan.demands.length === 0) return;
  await tx
    .insert(registerDemands)
    .values(
      plan.demands.map(({ key, row }) => ({
        accountId: idOf(plan, key),
        period: row.period,
        periodStart: row.periodStart,
        dueDate: row.dueDate,
        amountPaise: row.amountPaise,
      })),
    )
    .onConflictDoUpdate({
      target: [registerDemands.accountId, registerDemands.periodStart],
      set: {
        period: sql`excluded.period`,
        dueDate: sql`excluded.due_date`,
        amountPaise: sql`excluded.amount_paise`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${registerDemands.period}, ${registerDemands.dueDate}, ${registerDemands.amountPaise})
        is distinct from (excluded.period, excluded.due_date, excluded.amount_paise)`,
    });
}

function idOf(plan: BatchPlan, key: string): string {
  const id = plan.ids.get(key);
  if (id === undefined) throw new Error('A register account was neither found nor written');
  return id;
}
