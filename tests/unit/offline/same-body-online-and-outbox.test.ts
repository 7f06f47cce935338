import axios from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { certificateBySlug } from '../../../src/shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../src/shared/domain/certificates/definition-types';
import { grievanceForm } from '../../../src/shared/domain/grievances/grievance-form';
import { submitCertificate } from '../../../src/client/features/certificates/api/submit-certificate';
import { toSubmission } from '../../../src/client/features/certificates/form/form-values';
import { submitGrievance } from '../../../src/client/features/grievances/api/grievance-api';
import { apiClient } from '../../../src/client/lib/api-client';
import type { OutboxRow } from '../../../src/client/offline/db';

/** What reached the server: the path, the key and the body (a FormData as its entries, files by name, size and type). */
interface Sent {
  url: string | undefined;
  key: string;
  body: unknown;
}

function describeBody(data: unknown): unknown {
  if (!(data instanceof FormData)) return data;
  return [...data.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : { file: value.name, size: value.size, type: value.type },
  ]);
}

const sent: Sent[] = [];
const capture: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  sent.push({ url: config.url, key: String(config.headers['Idempotency-Key']), body: describeBody(config.data) });
  const data = { id: 'a', reference: 'BRT-1', complaintId: 'GRV-2222-2222' };
  return { data, status: 201, statusText: 'Created', headers: {}, config };
};

// Every client the app makes from here on answers through `capture`: the outbox's among them.
const realAdapter = axios.defaults.adapter;
axios.defaults.adapter = capture;
apiClient.defaults.adapter = capture;
afterEach(() => {
  sent.length = 0;
});
afterAll(() => {
  axios.defaults.adapter = realAdapter;
});

function queued(form: OutboxRow['form'], kind: OutboxRow['kind'], id: string, values: Record<string, string>): OutboxRow {
  const now = Date.now();
  return {
    id,
    owner: 'device:test',
    kind,
    form,
    title: 't',
    values,
    token: null,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    updatedAt: now,
    wipeAfterDelivery: false,
  };
}

/** A form as a person filled it: every field, every upload with one document. */
function filled(definition: CertificateDefinition): Record<string, string | File[]> {
  return {
    ...Object.fromEntries(definition.fields.map((field) => [field.name, ` ${field.options?.[0]?.value ?? `${field.label} text`} `])),
    ...Object.fromEntries(
      definition.files.map((file) => [file.name, [new File(['%PDF-1.4'], `${file.name}.pdf`, { type: 'application/pdf' })]]),
    ),
  };
}

const grievance = { name: 'Meena Sundaram', email: 'meena@example.in', subject: 'water', message: 'No water since Tuesday.' };

describe('the online submit and the outbox send the same request for the same values', () => {
  it.each(['birth', 'death', 'income'])('%s certificate', async (slug) => {
    const { deliverOutboxItem } = await import('../../../src/client/offline/deliver');
    const definition = certificateBySlug(slug) as CertificateDefinition;
    const submission = toSubmission(definition, filled(definition));

    await submitCertificate(definition, submission, 'key-1');
    await deliverOutboxItem(queued(`certificate:${slug}`, 'certificate', 'key-1', submission.values), submission.files, null);

    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.url).toBe(definition.apiPath);
  });

  it('grievance', async () => {
    const { deliverOutboxItem } = await import('../../../src/client/offline/deliver');
    const values = { name: 'Meena Sundaram', email: 'meena@example.in', subject: 'water', message: 'No water since Tuesday.' };

    await submitGrievance({ values, files: {} }, 'key-2');
    await deliverOutboxItem(queued('grievance', 'grievance', 'key-2', values), {}, null);

    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.url).toBe(grievanceForm.apiPath);
  });

  it('grievance with a place: JSON, its point as numbers, what was left empty absent', async () => {
    const { deliverOutboxItem } = await import('../../../src/client/offline/deliver');
    const values = { ...grievance, latitude: '13.0827', longitude: '80.2707', ward: '12', landmark: '' };

    await submitGrievance({ values, files: {} }, 'key-3');
    await deliverOutboxItem(queued('grievance', 'grievance', 'key-3', values), {}, null);

    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ ...grievance, latitude: 13.0827, longitude: 80.2707, ward: '12' });
  });

  it('grievance with a photo: multipart, the fields then the photo, from the outbox as from the form', async () => {
    const { deliverOutboxItem } = await import('../../../src/client/offline/deliver');
    const values = { ...grievance, latitude: '', longitude: '', ward: '', landmark: 'Opposite the bus stand' };
    const photo = [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'pipe.jpg', { type: 'image/jpeg' })];

    await submitGrievance({ values, files: { photo } }, 'key-4');
    await deliverOutboxItem(queued('grievance', 'grievance', 'key-4', values), { photo }, null);

    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.url).toBe(grievanceForm.apiPath);
    expect(sent[0]?.body).toEqual([
      ...Object.entries(grievance),
      ['landmark', 'Opposite the bus stand'],
      ['photo', { file: 'pipe.jpg', size: 4, type: 'image/jpeg' }],
    ]);
  });
});
