import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '../../db/database';
import { timers } from '../../db/schema';

/** What a timer does when it is due: `key` names its item; `now` is the moment it runs. */
export type DueHandler = (key: string, now: Date) => Promise<void>;

/**
 * Durable timers on the database (decision 083): a timer scheduled in the transaction of the
 * change that needs it survives a restart, and runs once it is due on one of the servers. A
 * handler may still run twice (a server that died mid-run): each one makes its change with a
 * conditional update, so the second run changes nothing.
 */
export interface Timers {
  /** Schedules (or moves) the timer `name` of `key` to `at`, in `tx`: it commits with the change. */
  scheduleAt(tx: Executor, name: string, key: string, at: Date): Promise<void>;
  /** What runs when a timer of `name` is due; set before start. */
  onDue(name: string, handler: DueHandler): void;
  start(): Promise<void>;
  /** Stops taking timers and waits for the runs under way. */
  stop(): Promise<void>;
}

/** How often a server looks for due timers: the "within a minute" of escalation. */
const POLL_SECONDS = 15;
/** A claimed PGlite timer is free again after this long, when its run died. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 50;
/** Tries at creating a queue that another instance creates at the same moment. */
const QUEUE_ATTEMPTS = 5;
/**
 * pg-boss's policy for a timer's job. A run takes milliseconds: one still active after a minute
 * belonged to a server that died, and runs again (pg-boss's maintenance, every 30 s, finds it),
 * not after pg-boss's default quarter of an hour. A run that fails is tried again for about a
 * day, backing off, rather than three times: an escalation is never given up.
 */
const JOB_POLICY = { expireInSeconds: 60, retryLimit: 12, retryDelay: 30, retryBackoff: true } as const;
const MAINTENANCE_SECONDS = 30;

/** pg-boss on PostgreSQL, which several servers share; the table `timers` on PGlite, one server per DATA_DIR. */
export function databaseTimers(database: DatabaseHandle, log: FastifyBaseLogger): Timers {
  return database.jobs ? pgBossTimers(database.jobs, log) : tableTimers(database, log);
}

/**
 * pg-boss 10: each timer a job that starts after its due time, sent on the portal's own connection
 * (within the change's transaction); pg-boss hands each job to one worker of one server.
 */
function pgBossTimers(jobs: NonNullable<DatabaseHandle['jobs']>, log: FastifyBaseLogger): Timers {
  const boss = new PgBoss({
    db: jobs,
    schema: jobs.schema,
    supervise: true,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'The job library failed'));
  const handlers = new Map<string, DueHandler>();
  return {
    async scheduleAt(tx, name, key, at) {
      await boss.send(name, { key }, { startAfter: at, db: { executeSql: (text, values) => executeIn(tx, text, values) } });
    },
    onDue(name, handler) {
      handlers.set(name, handler);
    },
    async start() {
      await boss.start();
      for (const [name, handler] of handlers) {
        await createQueueOnce(boss, name);
        await boss.work<{ key: string }>(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: BATCH }, async (due) => {
          for (const job of due) await handler(job.data.key, new Date());
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false });
    },
  };
}

/**
 * Creates the queue with its policy unless another instance has: two starting at once may
 * deadlock in pg-boss's creation, and the one that lost finds the queue made by the other, or
 * tries again.
 */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    // A queue made before this policy takes it now: jobs sent from here on follow it.
    if (await boss.getQueue(name)) return boss.updateQueue(name, { name, ...JOB_POLICY });
    try {
      await boss.createQueue(name, { name, ...JOB_POLICY });
      return;
    } catch (err) {
      if (attempt >= QUEUE_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, attempt * 100));
    }
  }
}

/** A statement with $1, $2… placeholders run on a Drizzle executor: what pg-boss sends in a transaction of ours. */
async function executeIn(executor: Executor, text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, at) => (at % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
  const result = await executor.execute(sql.join(chunks));
  return { rows: Array.isArray(result) ? result : (result as { rows: unknown[] }).rows };
}

/**
 * The table `timers` on PGlite, where a job library cannot run (it needs connections of its own,
 * and PGlite has one): a poll claims the due rows, runs each, and deletes it once it ran.
 */
function tableTimers(database: DatabaseHandle, log: FastifyBaseLogger): Timers {
  const { db } = database;
  const handlers = new Map<string, DueHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function runDue(now: Date): Promise<void> {
    const claimed = await db
      .update(timers)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        sql`(${timers.name}, ${timers.key}) in (${db
          .select({ name: timers.name, key: timers.key })
          .from(timers)
          .where(and(lte(timers.dueAt, now), or(isNull(timers.claimedUntil), lte(timers.claimedUntil, now))))
          .orderBy(asc(timers.dueAt))
          .limit(BATCH)})`,
      )
      .returning({ name: timers.name, key: timers.key, dueAt: timers.dueAt });
    for (const due of claimed) {
      const handler = handlers.get(due.name);
      if (!handler) continue;
      try {
        await handler(due.key, now);
        // Unless it was moved meanwhile: then it waits for its new time.
        await db.delete(timers).where(and(eq(timers.name, due.name), eq(timers.key, due.key), eq(timers.dueAt, due.dueAt)));
      } catch (err) {
        log.error({ err, timer: due.name, key: due.key }, 'A due timer failed: it runs again once its claim ends');
      }
    }
  }

  // One run at a time: a tick while one is under way waits for the next.
  const tick = () => {
    running ??= runDue(new Date())
      .catch((err: unknown) => log.error({ err }, 'Due timers could not be claimed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    async scheduleAt(tx, name, key, at) {
      await tx
        .insert(timers)
        .values({ name, key, dueAt: at })
        .onConflictDoUpdate({ target: [timers.name, timers.key], set: { dueAt: at, claimedUntil: null } });
    },
    onDue(name, handler) {
      handlers.set(name, handler);
    },
    async start() {
      // The only server: what a dead process had claimed is free again now.
      await db.update(timers).set({ claimedUntil: null });
      timer = setInterval(tick, POLL_SECONDS * 1000);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
