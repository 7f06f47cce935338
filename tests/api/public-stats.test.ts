import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { apiPaths } from '../../src/shared/api/paths';
import type { PublicStats } from '../../src/shared/api/public-stats-types';
import type { TaxSlug } from '../../src/shared/domain/taxes/tax-definitions';
import { registerAccounts, registerDemands, taxPayments } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication } from './helpers/certificates';
import { expectCodedError, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, aGrievance, grievanceByComplaintId, submitGrievance } from './grievance-support';
import { bearer } from './me-support';

/** India's time of a day in the past, e.g. at('2025-03-02', 10). */
const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);

describe.each(testDatabases())('the public figures on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { ...UNLIMITED, SERVICE_TIMES: 'death=P4D,grievances=PT48H' } });
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  const stats = async (query = '') => {
    const response = await request(t.app, { method: 'GET', url: `${apiPaths.publicStats}${query}` });
    expect(response.status, response.text).toBe(200);
    return { body: response.body as PublicStats, cacheControl: String(response.headers['cache-control']) };
  };

  /** A death application received then, decided (accepted) at `decided` if given. */
  async function death(received: Date, decided?: Date): Promise<void> {
    const response = await submitApplication(t.app, definitionOf('death'), { headers: bearer(citizen) });
    expect(response.status, response.text).toBe(201);
    const { id } = response.body as { id: string };
    if (decided) {
      const accepted = await postJson(t.app, adminApiPaths.certificateDecision('death', id, 'accept'), {}, bearer(admin));
      expect(accepted.status, accepted.text).toBe(200);
    }
    await t.database.db.execute(
      sql`update applications set created_at = ${received.toISOString()}::timestamptz, decided_at = ${decided?.toISOString() ?? null}::timestamptz where id = ${id}::uuid`,
    );
  }

  interface GrievanceFacts {
    subject: string;
    ward: string;
    received: Date;
    resolved?: Date;
    reopened?: boolean;
    rating?: number;
  }

  /** A grievance sent through the API; its place and what became of it written as the clerk's and submitter's routes leave them. */
  async function grievance(facts: GrievanceFacts): Promise<string> {
    const { complaintId } = await submitGrievance(t.app, aGrievance({ subject: facts.subject }));
    const { id } = await grievanceByComplaintId(t.database, complaintId);
    await t.database.db.execute(sql`update grievances set
      ward = ${facts.ward}, created_at = ${facts.received.toISOString()}::timestamptz,
      status = ${facts.resolved ? 'Resolved' : 'Pending'}, resolved_at = ${facts.resolved?.toISOString() ?? null}::timestamptz,
      reopen_count = ${facts.reopened ? 1 : 0}, rating = ${facts.rating ?? null}::smallint
      where id = ${id}::uuid`);
    return complaintId;
  }

  /** A register account of `type` in `ward` with one demand of that period, paid when `paid`. */
  async function demand(type: TaxSlug, ward: string, periodStart: string, amountPaise: number, paid: boolean): Promise<void> {
    const number = `N-${randomUUID().slice(0, 8)}`;
    const [account] = await t.database.db
      .insert(registerAccounts)
      .values({ type, number, name: 'Ravi Kumar', ward, identifiers: { number } })
      .returning({ id: registerAccounts.id });
    const [row] = await t.database.db
      .insert(registerDemands)
      .values({ accountId: account?.id ?? '', period: periodStart.slice(0, 7), periodStart, dueDate: periodStart, amountPaise })
      .returning({ id: registerDemands.id });
    if (!paid) return;
    await t.database.db.insert(taxPayments).values({
      reference: `TAX-${randomUUID().slice(0, 4).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`,
      type,
      identifiers: { ownerName: 'Ravi Kumar' },
      billMonth: periodStart.slice(0, 7),
      dueDate: periodStart,
      amountPaise,
      lateFeePaise: 0,
      rebatePaise: 0,
      totalPaise: amountPaise,
      demandId: row?.id ?? null,
      paymentMethod: 'upi',
      status: 'paid',
      gateway: 'sandbox',
      gatewayOrderId: `order_${randomUUID()}`,
      gatewayPaymentId: `pay_${randomUUID()}`,
      paidAt: at(periodStart),
    });
  }

  it('counts a month from its records: services, grievances by subject and ward, collection by tax and ward', async () => {
    // March 2025: three deaths (service time 4 days): one decided in a day, one in ten, one not yet.
    await death(at('2025-03-02'), at('2025-03-03'));
    await death(at('2025-03-05'), at('2025-03-15'));
    await death(at('2025-03-10'));
    await death(at('2025-04-01'), at('2025-04-02'));
    // Ward 3: five about water, three resolved in 1, 2 and 4 days, one of them reopened once, two rated.
    const complaintIds = [
      await grievance({ subject: 'water', ward: '3', received: at('2025-03-01'), resolved: at('2025-03-02'), rating: 4 }),
      await grievance({ subject: 'water', ward: '3', received: at('2025-03-03'), resolved: at('2025-03-05'), rating: 5, reopened: true }),
      await grievance({ subject: 'water', ward: '3', received: at('2025-03-04'), resolved: at('2025-03-08') }),
      await grievance({ subject: 'water', ward: '3', received: at('2025-03-20') }),
      await grievance({ subject: 'water', ward: '3', received: at('2025-03-31', 23) }),
    ];
    // Ward 4: four about gas, one rated: fewer than five.
    for (const day of ['2025-03-06', '2025-03-07', '2025-03-08'])
      complaintIds.push(await grievance({ subject: 'gas', ward: '4', received: at(day) }));
    complaintIds.push(await grievance({ subject: 'gas', ward: '4', received: at('2025-03-09'), resolved: at('2025-03-10'), rating: 1 }));
    // April's is not March's.
    await grievance({ subject: 'gas', ward: '4', received: at('2025-04-01', 0) });
    // Property: ward 7 with five demands (three paid), ward 8 with two. Water: wards 9 and 10 with five each.
    for (const paid of [true, true, true, false, false]) await demand('property', '7', '2025-03-01', 100_000, paid);
    for (const paid of [true, false]) await demand('property', '8', '2025-03-01', 70_000, paid);
    for (const ward of ['9', '10'])
      for (const paid of [true, false, false, false, false]) await demand('water', ward, '2025-03-01', 20_000, paid);

    const { body } = await stats('?month=2025-03');
    expect(body).toMatchObject({ from: '2025-03-01', to: '2025-03-31', month: '2025-03' });
    expect(body.services.find((figure) => figure.type === 'death')).toEqual({
      type: 'death',
      received: 3,
      decided: 2,
      onTimeShare: 0.5,
      medianDays: 5.5,
    });
    expect(body.services.find((figure) => figure.type === 'birth')).toMatchObject({ received: 0, onTimeShare: null, medianDays: null });

    expect(body.grievances.bySubject.find((figure) => figure.subject === 'water')).toEqual({
      subject: 'water',
      received: 5,
      resolved: 3,
      medianDaysToResolve: 2,
      reopenedShare: 0.2,
      averageRating: 4.5,
    });
    expect(body.grievances.bySubject.find((figure) => figure.subject === 'gas')).toMatchObject({ received: 4, averageRating: 1 });
    // Five in a ward are shown; four are "fewer than 5", never their count or their one rating.
    expect(body.grievances.byWard).toEqual([
      { ward: '3', suppressed: false, received: 5, resolved: 3, medianDaysToResolve: 2, reopenedShare: 0.2, averageRating: 4.5 },
      { ward: '4', suppressed: true, received: null, resolved: null, medianDaysToResolve: null, reopenedShare: null, averageRating: null },
    ]);

    expect(body.collection.byWard).toEqual([
      { type: 'property', ward: '7', suppressed: false, demand: 5000, collected: 3000, collectedShare: 0.6 },
      { type: 'property', ward: '8', suppressed: true, demand: null, collected: null, collectedShare: null },
      { type: 'water', ward: '9', suppressed: false, demand: 1000, collected: 200, collectedShare: 0.2 },
      { type: 'water', ward: '10', suppressed: false, demand: 1000, collected: 200, collectedShare: 0.2 },
    ]);
    // Property's total less ward 7 would tell ward 8's two demands: it is suppressed with them.
    expect(body.collection.byTax).toEqual([
      { type: 'property', suppressed: true, demand: null, collected: null, collectedShare: null },
      { type: 'water', suppressed: false, demand: 2000, collected: 400, collectedShare: 0.2 },
    ]);

    // Nothing personal: no name, email, complaint ID or free text of the records counted.
    const text = JSON.stringify(body);
    for (const complaintId of complaintIds) expect(text).not.toContain(complaintId);
    for (const personal of ['Ravi', 'Lakshmi', 'example.com', String(aGrievance().message)]) expect(text).not.toContain(personal);
  });

  it('gives the last 90 days by default, kept for at most an hour as its Cache-Control says, to anyone', async () => {
    await grievance({ subject: 'cleanliness', ward: '12', received: new Date(Date.now() - 10 * 86_400_000) });
    const first = await stats();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(first.body).toMatchObject({ to: today, month: null });
    expect(Date.parse(`${first.body.to}T00:00:00Z`) - Date.parse(`${first.body.from}T00:00:00Z`)).toBe(89 * 86_400_000);
    expect(first.body.grievances.bySubject.find((figure) => figure.subject === 'cleanliness')?.received).toBe(1);
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(first.cacheControl)?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);

    // Within the hour the same figures come again, counted once.
    await grievance({ subject: 'cleanliness', ward: '12', received: new Date(Date.now() - 86_400_000) });
    const again = await stats();
    expect(again.body).toEqual(first.body);
    expect(Number(/max-age=(\d+)/.exec(again.cacheControl)?.[1])).toBeLessThanOrEqual(maxAge);
  });

  it('refuses a month that is not one, one to come and a parameter it does not have, with its code', async () => {
    for (const query of ['?month=2025-13', '?month=March', '?month=2999-01', '?from=2025-01-01']) {
      const response = await request(t.app, { method: 'GET', url: `${apiPaths.publicStats}${query}` });
      expect(expectCodedError(response, 400).code, query).toBe('public.stats_invalid');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
