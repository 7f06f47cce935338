import { randomUUID } from 'node:crypto';
import { isSchema } from 'yup';
import type { AnySchema } from 'yup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorTextsTamil from '../../src/shared/api/error-texts.ta';
import type { ApiErrorBody } from '../../src/shared/api/auth-types';
import { IDEMPOTENCY_HEADER } from '../../src/shared/api/submissions/certificate-types';
import { ERROR_CODES, FIELD_CODES } from '../../src/shared/api/error-codes';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { buildCertificateSchema } from '../../src/shared/schemas/certificate-schema';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { grievanceSchema } from '../../src/shared/domain/grievances/grievance-rules';
import { buildTaxOrderSchema } from '../../src/shared/schemas/tax-order-schema';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import * as userSchemas from '../../src/shared/domain/users/user-schemas';
import { profileChangeSchema } from '../../src/server/modules/auth/profile-change';
import { aRegistration, registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, postMultipart, validValues } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, aGrievance } from './grievance-support';
import { validOrder } from './tax-support';

/*
 * Every error answer carries a stable code, and its words in the request's language come from one
 * catalogue keyed by those codes (decisions 036, 070). The fuzz tests check the code of every
 * answer to arbitrary input; this one walks the error paths on purpose, naming the code each must
 * give, and asks for some of them in Tamil.
 */

const FAILING_ROUTE = '/api/test-probe/fails';

/** The names of the tests a Yup schema can fail with, as `toFieldCodes` reports them. */
function yupTestNames(schema: AnySchema): Set<string> {
  const names = new Set<string>();
  const visit = (description: ReturnType<AnySchema['describe']>) => {
    const field = description as {
      tests?: { name?: string }[];
      optional?: boolean;
      oneOf?: unknown[];
      type?: string;
      fields?: Record<string, unknown>;
    };
    for (const test of field.tests ?? []) if (test.name) names.add(test.name);
    if (field.optional === false) names.add('required');
    if ((field.oneOf ?? []).length > 0) names.add('oneOf');
    if (field.type !== 'mixed') names.add('typeError');
    for (const inner of Object.values(field.fields ?? {})) visit(inner as ReturnType<AnySchema['describe']>);
  };
  for (const inner of Object.values((schema.describe() as { fields?: Record<string, unknown> }).fields ?? {}))
    visit(inner as ReturnType<AnySchema['describe']>);
  return names;
}

describe('the codes', () => {
  it('codes are lower snake case, optionally dotted by area, and unique', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^([a-z][a-z0-9]*\.)?[a-z]+(_[a-z]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('every test the shared schemas can fail has a field code, so a text', () => {
    const schemas: AnySchema[] = [
      ...certificateDefinitions.map((definition) => buildCertificateSchema(definition) as unknown as AnySchema),
      ...taxDefinitions.map((definition) => buildTaxOrderSchema(definition) as unknown as AnySchema),
      grievanceSchema as unknown as AnySchema,
      profileChangeSchema as unknown as AnySchema,
      ...(Object.values(userSchemas) as unknown[]).filter((value): value is AnySchema => isSchema(value)),
    ];
    const names = new Set(schemas.flatMap((schema) => [...yupTestNames(schema)]));
    expect(names.size).toBeGreaterThan(5);
    expect([...names].filter((name) => !(FIELD_CODES as readonly string[]).includes(name))).toEqual([]);
  });
});

describe.each(testDatabases())('error answers and their codes on %s', (target) => {
  let t: TestApp;
  let citizen: Awaited<ReturnType<typeof registerUser>>;
  let admin: Awaited<ReturnType<typeof setupAdmin>>;
  const seen = new Set<string>();
  const seenFieldCodes = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp(target, {
      env: UNLIMITED,
      beforeReady: (app) => {
        app.get(FAILING_ROUTE, { config: { access: 'public' } }, async () => {
          throw new Error('a bug of ours, with details no client may see');
        });
      },
    });
    citizen = await registerUser(t.app);
    admin = await setupAdmin(t.app);
  });
  afterAll(() => t?.close());

  /** The answer's code is `code` (and it is a well-formed error answer, expectCodedError). */
  function expectCode(response: JsonResponse, status: number, code: string): ApiErrorBody {
    const body = expectCodedError(response, status);
    expect(body.code, response.text).toBe(code);
    seen.add(body.code);
    for (const fieldCode of Object.values(body.fieldCodes ?? {})) seenFieldCodes.add(fieldCode);
    return body;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const raw = (url: string, payload: string, contentType: string, headers: Record<string, string> = {}) =>
    request(t.app, { method: 'POST', url, payload, headers: { 'content-type': contentType, ...headers } });

  it('Fastify’s own errors: invalid JSON, an empty body, another media type, too large, a URL that does not decode, an unknown path, a bug', async () => {
    expectCode(await raw(apiPaths.auth.register, '{"username":', 'application/json'), 400, 'invalid_json');
    expectCode(await raw(apiPaths.auth.register, '', 'application/json'), 400, 'empty_json');
    expectCode(await raw(apiPaths.auth.register, 'username=a', 'text/plain'), 415, 'unsupported_media_type');
    expectCode(await postJson(t.app, apiPaths.auth.register, { padding: 'x'.repeat(1_100_000) }), 413, 'body_too_large');
    expect(expectCode(await request(t.app, { method: 'GET', url: '/api/admin/%zz' }), 400, 'bad_request')).toEqual({
      error: 'The request could not be understood',
      code: 'bad_request',
    });
    expect(expectCode(await request(t.app, { method: 'GET', url: '/api/no-such-thing' }), 404, 'not_found')).toEqual({
      error: 'Not found',
      code: 'not_found',
    });
    expect(expectCode(await request(t.app, { method: 'GET', url: FAILING_ROUTE }), 500, 'internal')).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal',
    });
  });

  it('validation: the body’s shape, unknown fields, and each field with the Yup test that failed', async () => {
    expectCode(await postJson(t.app, apiPaths.auth.register, ['not', 'an', 'object']), 400, 'body_not_object');
    const unknown = expectCode(await postJson(t.app, apiPaths.auth.register, { ...aRegistration(), theme: 'dark' }), 400, 'unknown_field');
    expect(unknown).toMatchObject({
      error: 'Unknown field: theme',
      values: { names: 'theme' },
      fields: { theme: 'This field is not accepted' },
      fieldCodes: { theme: 'notAccepted' },
    });
    const invalid = expectCode(
      await postJson(t.app, apiPaths.auth.register, { username: 'a', email: 'not-an-email', password: 7, confirmPassword: 'other' }),
      400,
      'validation_failed',
    );
    expect(invalid.fieldCodes).toEqual({ username: 'min', email: 'matches', password: 'typeError', confirmPassword: 'oneOf' });
    const missing = expectCode(await postJson(t.app, apiPaths.auth.login, {}), 400, 'validation_failed');
    expect(missing.fieldCodes).toEqual({ username: 'required', password: 'required' });
    const grievance = expectCode(
      await postJson(t.app, apiPaths.grievances, aGrievance({ email: 'nope', subject: 'Not a subject' })),
      400,
      'validation_failed',
    );
    expect(Object.keys(grievance.fieldCodes ?? {}).sort()).toEqual(['email', 'subject']);
  });

  it('accounts and sessions', async () => {
    const taken = expectCode(
      await postJson(t.app, apiPaths.auth.register, aRegistration({ username: citizen.registration.username })),
      409,
      'auth.username_taken',
    );
    expect(taken.fieldCodes).toEqual({ username: 'taken' });
    expectCode(
      await postJson(t.app, apiPaths.auth.register, aRegistration({ email: citizen.registration.email })),
      409,
      'auth.email_taken',
    );
    expect(
      expectCode(await postJson(t.app, apiPaths.auth.register, aRegistration({ password: 'password' })), 400, 'auth.password_too_common')
        .fieldCodes,
    ).toEqual({ password: 'common' });
    expectCode(
      await postJson(t.app, apiPaths.auth.login, { username: citizen.registration.username, password: 'not the password' }),
      401,
      'auth.invalid_credentials',
    );
    expectCode(await getWithToken(t.app, apiPaths.auth.profile), 401, 'auth.sign_in_required');
    expectCode(await getWithToken(t.app, apiPaths.auth.profile, 'not-a-token'), 401, 'auth.session_invalid');
    expectCode(await postJson(t.app, apiPaths.auth.refresh, { refreshToken: 'not-a-token' }), 401, 'auth.session_invalid');
    expectCode(await getWithToken(t.app, adminApiPaths.list, citizen.token), 403, 'auth.admin_required');
    expectCode(await postJson(t.app, adminApiPaths.auth.setup, { ...aRegistration(), setupKey: 'whatever' }), 409, 'auth.setup_completed');
    const wrongCurrent = await postJson(
      t.app,
      apiPaths.auth.password,
      { currentPassword: 'not it', password: 'a new long passphrase', confirmPassword: 'a new long passphrase' },
      bearer(citizen.token),
    );
    expect(expectCode(wrongCurrent, 400, 'auth.current_password_wrong').fieldCodes).toEqual({ currentPassword: 'wrong' });
    expectCode(
      await postJson(t.app, adminApiPaths.auth.totpConfirm, { code: '000000' }, bearer(admin.token)),
      409,
      'auth.totp_not_started',
    );
  });

  it('a locked account: the minutes go with the answer as a value', async () => {
    const person = await registerUser(t.app);
    for (let i = 0; i < 5; i++)
      await postJson(t.app, apiPaths.auth.login, { username: person.registration.username, password: 'wrong guess' });
    const locked = expectCode(
      await postJson(t.app, apiPaths.auth.login, { username: person.registration.username, password: 'wrong guess' }),
      429,
      'auth.locked_out',
    );
    expect(locked).toEqual({
      error: 'Too many failed sign-in attempts. Please try again in 1 minute.',
      code: 'auth.locked_out',
      values: { minutes: 1 },
    });
  });

  it('certificates: the wrong transport, missing files, an unknown application, a bad document link', async () => {
    const birth = definitionOf('birth');
    const death = definitionOf('death');
    expectCode(await postJson(t.app, birth.apiPath, validValues(birth)), 415, 'certificate.multipart_expected');
    expectCode(await postMultipart(t.app, death.apiPath, validValues(death), []), 415, 'certificate.json_expected');
    const noFiles = expectCode(await postMultipart(t.app, birth.apiPath, validValues(birth), []), 400, 'validation_failed');
    expect(Object.values(noFiles.fieldCodes ?? {})).toContain('required');
    expectCode(await getWithToken(t.app, adminApiPaths.certificate('birth', randomUUID()), admin.token), 404, 'certificate.not_found');
    expectCode(
      await request(t.app, {
        method: 'GET',
        url: `/uploads/${'a'.repeat(32)}?expires=${Math.floor(Date.now() / 1000) + 60}&signature=${'0'.repeat(64)}`,
      }),
      403,
      'certificate.document_link_invalid',
    );
  });

  it('grievances, taxes, payments, idempotency and the admin lists', async () => {
    expectCode(await request(t.app, { method: 'GET', url: apiPaths.complaint('GRV-AAAA-AAAA') }), 404, 'grievance.complaint_not_found');
    expectCode(
      await postJson(t.app, `/api/admin/grievances/${randomUUID()}/status`, { status: 'Resolved' }, bearer(admin.token)),
      404,
      'grievance.not_found',
    );
    const unknownTax = expectCode(
      await postJson(t.app, apiPaths.taxes.createOrder, { ...validOrder('property'), type: 'sunshine' }),
      400,
      'tax.unknown_type',
    );
    expect(unknownTax.fieldCodes).toEqual({ type: 'oneOf' });
    expectCode(
      await postJson(t.app, `/api/admin/taxes/${randomUUID()}/status`, { status: 'declined' }, bearer(admin.token)),
      404,
      'tax.not_found',
    );
    expectCode(
      await postJson(t.app, apiPaths.payments.sandboxCheckout, { orderId: 'order_nothere', outcome: 'success' }),
      404,
      'payment.order_not_found',
    );

    expectCode(
      await postJson(t.app, apiPaths.grievances, aGrievance(), { [IDEMPOTENCY_HEADER]: 'x'.repeat(201) }),
      400,
      'idempotency.key_invalid',
    );
    const key = randomUUID();
    expect((await postJson(t.app, apiPaths.grievances, aGrievance(), { [IDEMPOTENCY_HEADER]: key })).status).toBe(201);
    expectCode(
      await postJson(t.app, apiPaths.grievances, aGrievance({ message: 'Another problem entirely, on another street.' }), {
        [IDEMPOTENCY_HEADER]: key,
      }),
      422,
      'idempotency.key_reused',
    );

    const list = expectCode(await getWithToken(t.app, `${adminApiPaths.list}?limit=0&whatever=1`, admin.token), 400, 'admin.list_invalid');
    expect(list.fieldCodes).toEqual({ limit: 'limit', whatever: 'unknown' });
    expectCode(await getWithToken(t.app, `${adminApiPaths.audit}?after=nonsense`, admin.token), 400, 'admin.audit_invalid');
  });

  it('every field code met above has its Tamil text', () => {
    expect(seen.size).toBeGreaterThan(30);
    for (const code of seenFieldCodes) expect(Object.keys(errorTextsTamil.fields), code).toContain(code);
  });
});
