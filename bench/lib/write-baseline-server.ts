/**
 * The writes' same-run baseline, run as its own process (write-baseline.ts starts it): a bare
 * node:http server that answers POST /grievances and POST /tax-orders with one INSERT … RETURNING
 * of the row the portal writes plus its first event, through `pg`, one statement that commits on
 * its own with synchronous_commit on. No validation, no Idempotency-Key, no framework: the least a
 * Node server can do for a durable write on this machine, to read the portal's write rates against.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pg from 'pg';

/** The portal's own pool size per server process (src/server/db/open-postgres.ts). */
const POOL_SIZE = 10;
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE, options: '-c synchronous_commit=on' });

/** GRV-XXXX-XXXX or TAX-XXXX-XXXX, 40 random bits as the portal's. */
function code(prefix: string): string {
  let symbols = '';
  for (const byte of randomBytes(8)) symbols += ALPHABET.charAt(byte & 0b11111);
  return `${prefix}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

const GRIEVANCE = {
  name: 'bench-baseline-grievance',
  text: `with row as (
    insert into grievances (complaint_id, name, email, subject, message) values ($1, $2, $3, $4, $5)
    returning id, complaint_id, status, created_at
  ), event as (insert into grievance_events (grievance_id, status) select id, status from row)
  select complaint_id, status, created_at from row`,
};

const TAX_ORDER = {
  name: 'bench-baseline-tax-order',
  text: `with row as (
    insert into tax_payments (reference, type, identifiers, period, due_date, amount_paise, late_fee_paise, total_paise, payment_method, gateway, gateway_order_id)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'sandbox', $10)
    returning id, reference, status, total_paise, gateway_order_id, created_at
  ), event as (insert into tax_payment_events (payment_id, status) select id, status from row)
  select id, reference, status, total_paise, gateway_order_id, created_at from row`,
};

type Body = Record<string, unknown>;

function valuesOf(path: string | undefined, body: Body): { name: string; text: string; values: unknown[] } | null {
  if (path === '/grievances') return { ...GRIEVANCE, values: [code('GRV'), body.name, body.email, body.subject, body.message] };
  if (path === '/tax-orders') {
    const amountPaise = Math.round(Number(body.amount) * 100);
    const orderId = `order_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    return {
      ...TAX_ORDER,
      values: [
        code('TAX'),
        body.type,
        body.identifiers,
        body.period,
        body.dueDate,
        amountPaise,
        0,
        amountPaise,
        body.paymentMethod,
        orderId,
      ],
    };
  }
  return null;
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const query = valuesOf(request.url, JSON.parse(Buffer.concat(chunks).toString()) as Body);
  if (query === null) {
    response.writeHead(404).end();
    return;
  }
  const { rows } = await pool.query(query);
  const body = JSON.stringify(rows[0]);
  response.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

createServer((request, response) => {
  answer(request, response).catch((err: unknown) => {
    process.stderr.write(`write baseline: ${err instanceof Error ? err.message : String(err)}\n`);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
