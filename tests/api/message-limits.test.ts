import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { outboundMessages, smsNumbers } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication, validValues } from './helpers/certificates';
import { expectCodedError, postJson, request } from './helpers/http';
import { createSecondInstance, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const death = definitionOf('death');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const deathFor = (contact: string) => validValues(death, { contact });
let nextNumber = 9700000000;
/** A number no other test of this file texts. */
const freshNumber = () => String((nextNumber += 1));

async function submitted(t: TestApp, values: Record<string, string>, headers: Record<string, string> = {}): Promise<string> {
  const answer = await submitApplication(t.app, death, { values, headers });
  expect(answer.status, answer.text).toBe(201);
  return (answer.body as { id: string }).id;
}

/** What the stop page does when it opens: POST, no body. */
const stop = (t: TestApp, code: string) => request(t.app, { method: 'POST', url: apiPaths.smsStop(code) });

const smsAbout = async (t: TestApp, ids: string[]) =>
  (await t.database.db.select().from(outboundMessages).where(inArray(outboundMessages.recordId, ids))).filter(
    (row) => row.channel === 'sms',
  );

describe.each(testDatabases())('anonymous applications from one address on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // The default limit, not the tests' unlimited one.
    t = await createTestApp(target, { env: { CERTIFICATE_SUBMIT_RATE_LIMIT_MAX: undefined } });
  });
  afterAll(() => t?.close());

  it('a family applies for all six certificates in a sitting; a burst of forty to one number gets 429s, and the number one SMS', async () => {
    for (const definition of certificateDefinitions) {
      const answer = await submitApplication(t.app, definition);
      expect(answer.status, `${definition.slug}: ${answer.text}`).toBe(201);
    }
    const victim = freshNumber();
    const answers = [];
    for (let index = 0; index < 40; index += 1) answers.push(await submitApplication(t.app, death, { values: deathFor(victim) }));
    const accepted = answers.filter((answer) => answer.status === 201);
    // Counted per form and client address: the family's death application was one of the twenty.
    expect(answers.map((answer) => answer.status).filter((status) => status !== 429 && status !== 201)).toEqual([]);
    expect(accepted.length).toBe(19);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(expectCodedError(refused, 429).code).toBe('rate_limited');
    const sms = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, victim));
    expect(sms.map((row) => [row.event, row.channel])).toEqual([['application.received', 'sms']]);
  });
});

describe.each(testDatabases())("SMS to a number that is not the account's own on %s", (target) => {
  let t: TestApp;
  let clerk: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { PUBLIC_URL: 'https://portal.example.gov.in' } });
    clerk = (await setupAdmin(t.app)).token;
  });
  afterAll(() => t?.close());

  it('gets one acknowledgement a day, then only the news of the request it acknowledged', async () => {
    const number = freshNumber();
    const first = await submitted(t, deathFor(number));
    // Typed another way, it is the same number.
    const second = await submitted(t, deathFor(`+91 ${number.slice(0, 5)}-${number.slice(5)}`));
    expect((await smsAbout(t, [first, second])).map((row) => [row.recordId, row.event, row.recipient])).toEqual([
      [first, 'application.received', number],
    ]);

    for (const id of [first, second])
      expect((await postJson(t.app, `/api/admin/certificates/death/${id}/decline`, { reason: 'No record.' }, bearer(clerk))).status).toBe(
        200,
      );
    expect((await smsAbout(t, [first, second])).map((row) => [row.recordId, row.event])).toEqual(
      expect.arrayContaining([
        [first, 'application.received'],
        [first, 'application.declined'],
      ]),
    );
    expect(await smsAbout(t, [second])).toEqual([]);
  });

  it("the account's own number is not limited", async () => {
    const number = freshNumber();
    const citizen = await registerUser(t.app);
    const profile = await request(t.app, {
      method: 'PATCH',
      url: apiPaths.me.profile,
      payload: JSON.stringify({ mobile: number }),
      headers: { ...bearer(citizen.token), 'content-type': 'application/json' },
    });
    expect(profile.status, profile.text).toBe(200);
    const ids = [await submitted(t, deathFor(number), bearer(citizen.token)), await submitted(t, deathFor(number), bearer(citizen.token))];
    expect((await smsAbout(t, ids)).map((row) => row.event)).toEqual(['application.received', 'application.received']);
  });

  it('stops from the link in the SMS: no SMS is queued to the number, email goes on, and undoing it sends them again', async () => {
    const number = freshNumber();
    const citizen = await registerUser(t.app);
    await request(t.app, {
      method: 'PATCH',
      url: apiPaths.me.profile,
      payload: JSON.stringify({ mobile: number }),
      headers: { ...bearer(citizen.token), 'content-type': 'application/json' },
    });
    const first = await submitted(t, deathFor(number), bearer(citizen.token));
    const [sms] = await smsAbout(t, [first]);
    const code = /https:\/\/portal\.example\.gov\.in\/s\/([A-Za-z0-9_-]{8})$/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(code, sms?.body).not.toBe('');
    expect(sms?.variables.at(-1)).toBe(code);
    const masked = `${number.slice(0, 2)}xxxxxx${number.slice(-2)}`;

    const stopped = await stop(t, code);
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body).toEqual({ mobile: masked, stopped: true });
    expect((await stop(t, code)).body).toEqual({ mobile: masked, stopped: true });
    const [row] = await t.database.db.select().from(smsNumbers).where(eq(smsNumbers.mobile, number));
    expect(row?.stoppedAt).toBeInstanceOf(Date);

    const quiet = await submitted(t, deathFor(number), bearer(citizen.token));
    const quietMessages = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recordId, quiet));
    expect(quietMessages.map((message) => message.channel)).toEqual(['email']);

    const resumed = await request(t.app, { method: 'DELETE', url: apiPaths.smsStop(code) });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body).toEqual({ mobile: masked, stopped: false });
    const again = await submitted(t, deathFor(number), bearer(citizen.token));
    expect((await smsAbout(t, [again])).map((message) => message.body.endsWith(`/s/${code}`))).toEqual([true]);

    expect(expectCodedError(await stop(t, 'AAAAAAAA'), 404).code).toBe('sms.stop_not_found');
    expect(expectCodedError(await stop(t, 'not a code'), 404).code).toBe('sms.stop_not_found');
  });
});

const postgres = testDatabases().find((target) => target.url !== null);

describe.runIf(postgres)('two servers on PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    if (!postgres) return;
    first = await createTestApp(postgres);
    second = await createSecondInstance(postgres, first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('agree: applications to one number at once on both give it one acknowledgement', async () => {
    const number = freshNumber();
    const ids = await Promise.all(Array.from({ length: 6 }, (_, index) => submitted(index % 2 === 0 ? first : second, deathFor(number))));
    expect((await smsAbout(first, ids)).length).toBe(1);
  });
});
