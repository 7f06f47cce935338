import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { certificateMessages } from '../../src/shared/schemas/certificate-schema';
import type { CertificateDefinition, FieldDefinition } from '../../src/shared/domain/certificates/definition-types';
import { TEXT_MAX, TEXTAREA_MAX } from '../../src/shared/domain/certificates/field-rules';
import { fileMessages } from '../../src/shared/schemas/file-checks';
import {
  applicationCounts,
  definitionOf,
  fileFieldOf,
  fixtures,
  postMultipart,
  submitApplication,
  uploadsOnDisk,
  validFiles,
  validValues,
} from './helpers/certificates';
import { registerUser } from './helpers/accounts';
import { expectErrorBody, postJson, request } from './helpers/http';
import { TEST_JWT_SECRET, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { craftToken, nowInSeconds } from './helpers/tokens';

const birth = definitionOf('birth');
const community = definitionOf('community');
const death = definitionOf('death');

/** Every way the shared rules can refuse a field, with the message the definition gives for it. */
function invalidCases(definition: CertificateDefinition): [string, string, string][] {
  const cases: [string, string, string][] = [];
  const add = (field: FieldDefinition, value: string, message: string) => cases.push([field.name, value, message]);
  for (const field of definition.fields) {
    if (field.required) add(field, '', field.requiredMessage ?? certificateMessages.required(field.label));
    switch (field.kind) {
      case 'aadhaar':
        add(field, '12345', field.invalidMessage ?? certificateMessages.aadhaar);
        add(field, '1234 5678 901x', field.invalidMessage ?? certificateMessages.aadhaar);
        break;
      case 'phone':
        add(field, '98765', field.invalidMessage ?? certificateMessages.phone);
        add(field, 'call me maybe', field.invalidMessage ?? certificateMessages.phone);
        break;
      case 'email':
        add(field, 'not-an-email', field.invalidMessage ?? certificateMessages.email);
        break;
      case 'date':
        add(field, '2001-02-30', certificateMessages.date);
        add(field, '2999-01-01', certificateMessages.future(field.label));
        break;
      case 'select':
        add(field, 'Not an option', certificateMessages.option(field.label));
        break;
      case 'textarea':
        add(field, 'x'.repeat(TEXTAREA_MAX + 1), certificateMessages.tooLong(field.label, TEXTAREA_MAX));
        break;
      case 'text':
        add(field, 'x'.repeat(TEXT_MAX + 1), certificateMessages.tooLong(field.label, TEXT_MAX));
        break;
    }
  }
  return cases;
}

describe.each(testDatabases())('certificate validation on %s', (target) => {
  let t: TestApp;
  let before: Awaited<ReturnType<typeof applicationCounts>>;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    before = await applicationCounts(t.database);
  });

  /** A refused request leaves no row, no stored file and no temp file. */
  async function expectNothingStored() {
    expect(await applicationCounts(t.database)).toEqual(before);
    expect(uploadsOnDisk(t.dataDir)).toEqual({ stored: expect.any(Array), temp: [] });
    expect(uploadsOnDisk(t.dataDir).stored).toHaveLength(before.documents);
  }

  describe.each([birth, community])('$slug', (definition) => {
    it.each(invalidCases(definition))('refuses %s = %j with the shared message', async (field, value, message) => {
      const response = await submitApplication(t.app, definition, { values: validValues(definition, { [field]: value }) });
      const body = expectErrorBody(response, 400);
      expect(body.fields?.[field]).toBe(message);
      expect(body.error).toBe(message);
      await expectNothingStored();
    });

    it.each(definition.files.filter((file) => file.required).map((file) => [file.name, file] as const))(
      'refuses a missing %s with the shared message',
      async (name, file) => {
        const response = await submitApplication(t.app, definition, {
          files: validFiles(definition).filter((part) => part.field !== name),
        });
        const body = expectErrorBody(response, 400);
        expect(body.fields).toEqual({ [name]: fileMessages.required(file) });
        await expectNothingStored();
      },
    );
  });

  it('reports every bad field and file of an application at once', async () => {
    const response = await submitApplication(t.app, birth, {
      values: validValues(birth, { contact: '', fatherAadhaar: '1' }),
      files: validFiles(birth).filter((part) => part.field !== 'birthProof'),
    });
    const body = expectErrorBody(response, 400);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['birthProof', 'contact', 'fatherAadhaar']);
    await expectNothingStored();
  });

  it.each([
    ['a text file named .pdf', 'proof.pdf', fixtures.text, 'application/pdf'],
    ['a Windows executable named .pdf', 'proof.pdf', fixtures.exe, 'application/pdf'],
    ['a Linux executable named .jpg', 'proof.jpg', fixtures.elf, 'image/jpeg'],
  ])('refuses %s by its bytes, with the wrong-type message', async (_case, name, bytes, claimed) => {
    const files = validFiles(birth).map((part) => (part.field === 'birthProof' ? { ...part, name, bytes, type: claimed } : part));
    const response = await submitApplication(t.app, birth, { files });
    const body = expectErrorBody(response, 400);
    expect(body.fields).toEqual({ birthProof: fileMessages.wrongType(fileFieldOf(birth, 'birthProof')) });
    await expectNothingStored();
  });

  it('refuses an empty file and a second file for a single upload', async () => {
    const birthProof = fileFieldOf(birth, 'birthProof');
    const empty = await submitApplication(t.app, birth, {
      files: validFiles(birth).map((part) => (part.field === 'birthProof' ? { ...part, bytes: Buffer.alloc(0) } : part)),
    });
    expect(expectErrorBody(empty, 400).fields).toEqual({ birthProof: fileMessages.empty(birthProof) });

    const twice = await submitApplication(t.app, birth, { files: [...validFiles(birth), ...validFiles(birth).slice(0, 1)] });
    expect(expectErrorBody(twice, 400).fields).toEqual({ birthProof: fileMessages.tooMany(birthProof) });
    await expectNothingStored();
  });

  it('refuses an unknown text field, an unknown file field and a repeated field', async () => {
    const unknownText = await submitApplication(t.app, birth, { values: { ...validValues(birth), isAdmin: 'yes' } });
    expect(expectErrorBody(unknownText, 400).fields).toEqual({ isAdmin: 'This field is not accepted' });

    const unknownFile = await submitApplication(t.app, birth, {
      files: [...validFiles(birth), { field: 'payload', name: 'x.png', bytes: fixtures.png }],
    });
    expect(expectErrorBody(unknownFile, 400).fields).toEqual({ payload: 'This field is not accepted' });

    const unknownJson = await postJson(t.app, death.apiPath, { ...validValues(death), status: 'accepted' });
    expect(expectErrorBody(unknownJson, 400).fields).toEqual({ status: 'This field is not accepted' });
    await expectNothingStored();
  });

  it('ignores an untouched optional file input (an empty part without a file name)', async () => {
    const response = await submitApplication(t.app, birth, {
      files: [...validFiles(birth), { field: 'idProof', name: '', bytes: Buffer.alloc(0) }],
    });
    expect(response.status, response.text).toBe(201);
    before = await applicationCounts(t.database);
  });

  it('answers 415 for the wrong content type', async () => {
    expectErrorBody(await postJson(t.app, birth.apiPath, validValues(birth)), 415);
    expectErrorBody(await postMultipart(t.app, death.apiPath, validValues(death), []), 415);
    const plain = await request(t.app, {
      method: 'POST',
      url: community.apiPath,
      payload: 'a=b',
      headers: { 'content-type': 'text/plain' },
    });
    expectErrorBody(plain, 415);
    await expectNothingStored();
  });

  it('answers 400 for a malformed multipart body and for a JSON body that is not an object', async () => {
    const broken = await request(t.app, {
      method: 'POST',
      url: birth.apiPath,
      payload: '--xyz\r\nContent-Disposition: form-data; name="childName"\r\n\r\nAsha',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expectErrorBody(broken, 400);
    expectErrorBody(await postJson(t.app, death.apiPath, ['not', 'an', 'object']), 400);
    await expectNothingStored();
  });

  it('refuses an oversize file with 413 and leaves nothing behind', async () => {
    const big = Buffer.concat([fixtures.png, Buffer.alloc(t.config.uploadMaxFileBytes, 0x20)]);
    const files = validFiles(birth).map((part) => (part.field === 'addressProof' ? { ...part, bytes: big } : part));
    const response = await submitApplication(t.app, birth, { files });
    const body = expectErrorBody(response, 413);
    expect(body.error).toBe('Address Proof must be at most 5 MB');
    expect(body.fields).toEqual({ addressProof: 'Address Proof must be at most 5 MB' });
    await expectNothingStored();
  });

  it("refuses a citizen's own bearer token once it has run out (the outbox renews it first), storing nothing", async () => {
    const { token } = await registerUser(t.app);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const runOut = craftToken({ ...claims, iat: nowInSeconds() - 16 * 60, exp: nowInSeconds() - 60 }, { secret: TEST_JWT_SECRET });
    const refused = expectErrorBody(await submitApplication(t.app, birth, { headers: { authorization: `Bearer ${runOut}` } }), 401);
    expect(refused.error).toBe('Your session has expired. Please sign in again.');
    await expectNothingStored();
  });

  it('answers 401 for an invalid or expired token and 400 for a malformed Idempotency-Key, storing nothing', async () => {
    const expired = craftToken({ sub: crypto.randomUUID(), role: 'user', username: 'x', exp: nowInSeconds() - 60 }, { secret: 'wrong' });
    expectErrorBody(await submitApplication(t.app, birth, { headers: { authorization: `Bearer ${expired}` } }), 401);
    expectErrorBody(await submitApplication(t.app, death, { headers: { authorization: 'Bearer nonsense' } }), 401);
    expectErrorBody(await submitApplication(t.app, death, { headers: { 'idempotency-key': 'x'.repeat(201) } }), 400);
    expectErrorBody(await submitApplication(t.app, birth, { headers: { 'idempotency-key': 'tab\there' } }), 400);
    await expectNothingStored();
  });
});
