import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, GrievanceDetail } from '../../src/shared/api/admin-types';
import type { MyApplicationDetail, MyGrievanceItem, MyPaymentDetail, MyRequestsPage } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { applicationEvents, outboundMessages } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication } from './helpers/certificates';
import { expectCodedError, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, submitGrievance } from './grievance-support';
import { bearer } from './me-support';
import { adminStatusPath, createOrder, validOrder } from './tax-support';

/**
 * Decision 073: the reasons a clerk chooses travel as codes and are stored as codes beside the
 * clerk's own words; each reader reads them in their language (the messages sent in the
 * account's, the answers in the request's), the words as written.
 */
describe.each(testDatabases())("the clerk's chosen reasons on %s", (target) => {
  let t: TestApp;
  let admin: string;
  let tamil: { token: string };
  let english: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    admin = (await setupAdmin(t.app)).token;
    const registered = await registerUser(t.app);
    tamil = { token: registered.token };
    english = (await registerUser(t.app)).token;
    const chosen = await request(t.app, {
      method: 'PATCH',
      url: apiPaths.auth.profile,
      payload: JSON.stringify({ language: 'ta' }),
      headers: { ...bearer(tamil.token), 'content-type': 'application/json' },
    });
    expect(chosen.status, chosen.text).toBe(200);
  });
  afterAll(() => t?.close());

  const submit = async (slug: 'income' | 'community', token: string) => {
    const response = await submitApplication(t.app, definitionOf(slug), { headers: bearer(token) });
    expect(response.status, response.text).toBe(201);
    return (response.body as { id: string }).id;
  };
  const asClerk = (url: string, body: unknown, language?: string) =>
    postJson(t.app, url, body, { ...bearer(admin), ...(language ? { 'accept-language': language } : {}) });
  const read = async <T>(url: string, token: string, language?: string): Promise<T> => {
    const response = await request(t.app, {
      method: 'GET',
      url,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.status, response.text).toBe(200);
    return response.body as T;
  };
  const sent = async (recordId: string, event: string) =>
    t.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.recordId, recordId), eq(outboundMessages.event, event)));

  it('stores a decline’s codes and words apart, and words them in Tamil for a Tamil citizen: the email, /api/me, the clerk’s view', async () => {
    const id = await submit('income', tamil.token);
    const declined = await asClerk(adminApiPaths.certificateDecision('income', id, 'decline'), {
      reasonCodes: ['not_eligible'],
      reason: '  The income is above the limit.  ',
    });
    expect(declined.status, declined.text).toBe(200);

    const [event] = await t.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.action, 'declined')));
    expect(event).toMatchObject({ reasonCodes: ['not_eligible'], message: 'The income is above the limit.' });

    const [email] = await sent(id, 'application.declined');
    expect(email?.language).toBe('ta');
    expect(email?.body).toContain('தகுதி இல்லை: The income is above the limit.');
    expect(email?.body).not.toContain('Not eligible');

    // The citizen's page asks in its language (the app sends the page's); without one, the account's.
    const inTamil = await read<MyApplicationDetail>(apiPaths.me.application('income', id), tamil.token, 'ta');
    expect(inTamil.timeline.at(-1)).toMatchObject({ status: 'declined', message: 'தகுதி இல்லை: The income is above the limit.' });
    const byAccount = await read<MyApplicationDetail>(apiPaths.me.application('income', id), tamil.token);
    expect(byAccount.timeline.at(-1)?.message).toBe('தகுதி இல்லை: The income is above the limit.');
    const inEnglish = await read<MyApplicationDetail>(apiPaths.me.application('income', id), tamil.token, 'en');
    expect(inEnglish.timeline.at(-1)?.message).toBe('Not eligible: The income is above the limit.');

    // The clerk reads it in the clerk's page language, and is told which language the citizen reads.
    const clerk = await read<ApplicationDetail>(adminApiPaths.certificate('income', id), admin, 'en');
    expect(clerk.history.at(-1)).toMatchObject({ action: 'declined', message: 'Not eligible: The income is above the limit.' });
    expect(clerk.citizenLanguage).toBe('ta');
  });

  it('returns for correction with a chosen reason and no words; an English citizen reads it in English', async () => {
    const id = await submit('community', english);
    const returned = await asClerk(adminApiPaths.certificateReturn('community', id), {
      reasonCodes: ['unreadable'],
      fields: ['address'],
    });
    expect(returned.status, returned.text).toBe(200);
    const mine = await read<MyApplicationDetail>(apiPaths.me.application('community', id), english);
    expect(mine.timeline.at(-1)).toMatchObject({ status: 'returned', message: 'A document cannot be read' });
    const [email] = await sent(id, 'application.returned');
    expect(email?.language).toBe('en');
    expect(email?.body).toContain('A document cannot be read');
    expect((await read<ApplicationDetail>(adminApiPaths.certificate('community', id), admin)).citizenLanguage).toBe('en');
  });

  it('keeps the spec’s text-only bodies working, stores them as written, and refuses an unknown code (400) writing nothing', async () => {
    const id = await submit('community', tamil.token);
    const unknown = expectCodedError(
      await asClerk(adminApiPaths.certificateReturn('community', id), { reasonCodes: ['blurry'], fields: ['address'] }),
      400,
    );
    expect(Object.keys(unknown.fieldCodes ?? {})[0]).toMatch(/^reasonCodes/);
    expect(
      expectCodedError(await asClerk(adminApiPaths.certificateReturn('community', id), { reasonCodes: [], fields: ['address'] }), 400)
        .fieldCodes?.message,
    ).toBe('required');
    expect(
      expectCodedError(await asClerk(adminApiPaths.certificateDecision('community', id, 'decline'), { reasonCodes: ['wrong_amount'] }), 400)
        .code,
    ).toBe('validation_failed');
    const events = await t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    expect(events.map((event) => event.action)).toEqual(['submitted']);

    const returned = await asClerk(adminApiPaths.certificateReturn('community', id), {
      message: 'Upload a clear ration card.',
      fields: ['address'],
    });
    expect(returned.status, returned.text).toBe(200);
    const mine = await read<MyApplicationDetail>(apiPaths.me.application('community', id), tamil.token, 'ta');
    expect(mine.timeline.at(-1)).toMatchObject({ status: 'returned', message: 'Upload a clear ration card.' });
  });

  it('words a grievance’s and a payment’s declining reasons in the reader’s language', async () => {
    const { complaintId } = await submitGrievance(t.app, undefined, bearer(tamil.token));
    const list = (
      await read<{ data: { grievances: { _id: string; complaintId: string }[] } }>(`${adminApiPaths.list}?q=${complaintId}`, admin)
    ).data.grievances;
    const grievanceId = list[0]?._id ?? '';
    const declined = await asClerk(adminApiPaths.grievanceStatus(grievanceId), { status: 'Declined', reasonCodes: ['not_municipal'] });
    expect(declined.status, declined.text).toBe(200);
    const item = (await read<MyRequestsPage<MyGrievanceItem>>(apiPaths.me.grievances, tamil.token, 'ta')).items.find(
      (candidate) => candidate.complaintId === complaintId,
    );
    expect(item).toMatchObject({ status: 'Declined', message: 'நகராட்சியின் பொறுப்பில் இல்லாத விஷயம்' });
    const [email] = await sent(grievanceId, 'grievance.status_changed');
    expect(email?.body).toContain('நகராட்சியின் பொறுப்பில் இல்லாத விஷயம்');
    const detail = await read<GrievanceDetail>(adminApiPaths.grievance(grievanceId), admin, 'en');
    expect(detail.history.at(-1)).toMatchObject({ status: 'Declined', note: 'Not a matter for the municipality' });

    const order = await createOrder(t.app, validOrder('water'), bearer(tamil.token));
    const payment = await asClerk(adminStatusPath(order.id), { status: 'declined', reasonCodes: ['wrong_number'], reason: 'Ward 7.' });
    expect(payment.status, payment.text).toBe(200);
    const timeline = (await read<MyPaymentDetail>(apiPaths.me.payment(order.id), tamil.token, 'ta')).timeline;
    expect(timeline.at(-1)).toMatchObject({ status: 'declined', message: 'தவறான சொத்து அல்லது இணைப்பு எண்: Ward 7.' });
  });

  it('names the citizen’s language on every list row and on the grievance’s page, so the row’s dialogs can say it', async () => {
    const tamilId = await submit('income', tamil.token);
    const englishId = await submit('income', english);
    const { complaintId } = await submitGrievance(t.app, undefined, bearer(tamil.token));
    const anonymous = await submitGrievance(t.app);
    type Lists = {
      data: {
        income: { _id: string; citizenLanguage?: string }[];
        grievances: { _id: string; complaintId: string; citizenLanguage?: string }[];
      };
    };
    const lists = (await read<Lists>(adminApiPaths.list, admin)).data;
    expect(lists.income.find((row) => row._id === tamilId)?.citizenLanguage).toBe('ta');
    expect(lists.income.find((row) => row._id === englishId)?.citizenLanguage).toBe('en');
    const grievanceRow = lists.grievances.find((row) => row.complaintId === complaintId);
    expect(grievanceRow?.citizenLanguage).toBe('ta');
    // Without an account, the messages go in the default language, and the row says so.
    expect(lists.grievances.find((row) => row.complaintId === anonymous.complaintId)?.citizenLanguage).toBe('en');
    expect((await read<GrievanceDetail>(adminApiPaths.grievance(grievanceRow?._id ?? ''), admin)).citizenLanguage).toBe('ta');
  });

  it('leaves the words of a decision made before the codes as they were written', async () => {
    const id = await submit('income', tamil.token);
    expect(
      (await asClerk(adminApiPaths.certificateDecision('income', id, 'decline'), { reason: 'Not eligible: above the limit.' })).status,
    ).toBe(200);
    const mine = await read<MyApplicationDetail>(apiPaths.me.application('income', id), tamil.token, 'ta');
    expect(mine.timeline.at(-1)?.message).toBe('Not eligible: above the limit.');
  });
});
