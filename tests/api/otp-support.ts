import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { otpCodes } from '../../src/server/db/schema';
import type { TestApp } from './helpers/test-app';
import { postJson } from './helpers/http';

/** The SMS the log sender wrote (no MSG91 configured): one JSON line each, as a deployer reads them. */
export interface LoggedSms {
  to: string;
  body: string;
  line: string;
}

export function loggedSms(lines: readonly string[]): LoggedSms[] {
  return lines.flatMap((line) => {
    const entry = JSON.parse(line) as { message?: { channel?: string; to?: string; body?: string } };
    const message = entry.message;
    return message?.channel === 'sms' && message.to && message.body ? [{ to: message.to, body: message.body, line }] : [];
  });
}

/** Waits (the SMS goes out after the answer) for the `count`-th SMS to `mobile`, and answers it. */
export async function nthSmsTo(lines: readonly string[], mobile: string, count: number): Promise<LoggedSms> {
  const until = Date.now() + 10_000;
  for (;;) {
    const sent = loggedSms(lines).filter((sms) => sms.to === mobile);
    const found = sent[count - 1];
    if (found) return found;
    if (Date.now() > until) throw new Error(`No SMS number ${count} to ${mobile}: ${sent.length} logged`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The code of an SMS, read from its WebOTP line as the phone reads it. */
export function codeOf(body: string): string {
  const [, code] = /\n@[^\s]+ #(\d{6})$/.exec(body) ?? [];
  if (!code) throw new Error(`No WebOTP line in ${JSON.stringify(body)}`);
  return code;
}

/** Any six digits but `code`. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Asks for a sign-in code and answers the one the SMS brought. */
export async function signInCode(app: FastifyInstance, lines: readonly string[], mobile: string, headers: Record<string, string> = {}) {
  const before = loggedSms(lines).filter((sms) => sms.to === mobile).length;
  const asked = await postJson(app, '/api/auth/otp/request', { mobile }, headers);
  expect(asked.status, asked.text).toBe(202);
  return codeOf((await nthSmsTo(lines, mobile, before + 1)).body);
}

/** The codes of a number were sent `seconds` earlier than they were: the test's clock, without sleeping. */
export async function ageCodes(t: TestApp, mobile: string, seconds: number): Promise<void> {
  await t.database.db
    .update(otpCodes)
    .set({
      createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${otpCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(sql`${otpCodes.mobile} = ${mobile}`);
}

/** A fresh ten-digit number for one test. */
let next = 0;
export function aMobile(): string {
  next += 1;
  return `9${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}${String(next).padStart(4, '0')}`;
}
