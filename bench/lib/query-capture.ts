/**
 * Preloaded into the portal server by the admin-list section (node --import): writes the SQL the
 * server sends, with its parameters, as JSON lines to BENCH_CAPTURE_QUERIES while capture is on.
 * SIGUSR2 switches it on and off and writes a marker, so the bench captures exactly the queries
 * of the requests it sends in between, and then asks PostgreSQL how it plans them. Off, it costs
 * one boolean check per query, so the load runs measure the server as it is.
 */
import { appendFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

export type CaptureLine = CapturedQuery | { marker: 'on' | 'off' };

const target = process.env.BENCH_CAPTURE_QUERIES;

if (target) {
  const file = target;
  let capturing = false;
  process.on('SIGUSR2', () => {
    capturing = !capturing;
    appendFileSync(file, `${JSON.stringify({ marker: capturing ? 'on' : 'off' })}\n`);
  });
  const record = (text: unknown, values: unknown) => {
    if (!capturing || typeof text !== 'string') return;
    appendFileSync(file, `${JSON.stringify({ text, values: Array.isArray(values) ? values : [] })}\n`);
  };

  // node-postgres: query(text, values) or query({ text, values, … }, values?).
  const pgQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function capturedQuery(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') record(first, second);
    else if (typeof first === 'object' && first !== null && 'text' in first) {
      record(first.text, Array.isArray(second) ? second : 'values' in first ? first.values : []);
    }
    return Reflect.apply(pgQuery, this, args) as unknown;
  } as unknown as typeof pgQuery;

  // PGlite: query(text, params, options).
  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function capturedPgliteQuery(this: PGlite, ...args: unknown[]) {
    record(args[0], args[1]);
    return Reflect.apply(pgliteQuery, this, args) as unknown;
  } as unknown as typeof pgliteQuery;
}
