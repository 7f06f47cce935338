import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../src/client/lib/api-client';
import type { OutboxRow } from '../../../src/client/offline/db';
import { classifyFailure, deliverOutboxItem } from '../../../src/client/offline/deliver';
import { tokenSubject } from '../../../src/client/offline/form/owner';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function answered(status: number, data: unknown): AxiosError {
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, { status, statusText: 'Status', data, headers: {}, config });
}

describe('what a failed delivery means', () => {
  it('retries later when nothing came back: offline, dropped connection, timeout', () => {
    expect(classifyFailure(new AxiosError('Network Error', 'ERR_NETWORK', config, {})).kind).toBe('unreachable');
    expect(classifyFailure(new AxiosError('timeout', 'ECONNABORTED', config, {})).kind).toBe('unreachable');
  });

  it('retries later on a server failure or rate limit', () => {
    expect(classifyFailure(answered(500, { error: 'Internal Server Error' }))).toEqual({
      kind: 'server-error',
      message: 'Internal Server Error',
    });
    expect(classifyFailure(answered(503, {})).kind).toBe('server-error');
    expect(classifyFailure(answered(429, { error: 'Too many requests' })).kind).toBe('server-error');
  });

  it('waits for a sign-in on 401', () => {
    expect(classifyFailure(answered(401, { error: 'Invalid token' })).kind).toBe('unauthorized');
  });

  it("asks a person to act on any other 4xx, with the server's words", () => {
    expect(
      classifyFailure(
        answered(422, { error: 'Please correct the errors in the form', fields: { contact: 'Please enter a valid contact number' } }),
      ),
    ).toEqual({
      kind: 'rejected',
      message: 'Please correct the errors in the form Please enter a valid contact number',
    });
    expect(classifyFailure(answered(400, { error: 'Proof of Birth must be a JPG, PNG or PDF file' }))).toEqual({
      kind: 'rejected',
      message: 'Proof of Birth must be a JPG, PNG or PDF file',
    });
  });
});

describe('owner of a session token', () => {
  it('reads the user id from the token and refuses anything else', () => {
    const payload = btoa(JSON.stringify({ sub: '5a7d3e1c-2b4f-4c6d-8e9f-0a1b2c3d4e5f', role: 'user' })).replace(/=+$/, '');
    expect(tokenSubject(`header.${payload}.signature`)).toBe('5a7d3e1c-2b4f-4c6d-8e9f-0a1b2c3d4e5f');
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
  });
});

describe("an item's token, whoever is signed in when it is sent", () => {
  const realAdapter = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = realAdapter;
    localStorage.clear();
  });

  function grievance(token: string | null): OutboxRow {
    return {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      owner: token ? 'user:ravi' : 'device:kiosk',
      kind: 'grievance',
      form: 'grievance',
      title: 'Grievance',
      values: { subject: 'Street light' },
      token,
      state: 'sending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      createdAt: 0,
      updatedAt: 0,
      wipeAfterDelivery: false,
    };
  }

  /** Someone else is signed in now, with a session the client could renew. */
  function signInSomeoneElse() {
    localStorage.setItem('portal.token', 'h.e30.s');
    localStorage.setItem('portal.refresh', 'refresh-of-someone-else');
  }

  it("goes with its owner's token, or with none when it was sent anonymously", async () => {
    signInSomeoneElse();
    const sent: Array<string | undefined> = [];
    apiClient.defaults.adapter = async (config) => {
      sent.push(config.headers.get('Authorization')?.toString());
      return { status: 201, statusText: 'Created', headers: {}, config, data: { complaintId: 'GRV-AAAA-BBBB' } };
    };
    expect(await deliverOutboxItem(grievance('owner-token'), {}, 'owner-token')).toEqual({ kind: 'delivered', reference: 'GRV-AAAA-BBBB' });
    expect(await deliverOutboxItem(grievance(null), {}, null)).toEqual({ kind: 'delivered', reference: 'GRV-AAAA-BBBB' });
    expect(sent).toEqual(['Bearer owner-token', undefined]);
  });

  it("waits for its owner's sign-in on 401, without renewing the session of whoever is signed in", async () => {
    signInSomeoneElse();
    const urls: Array<string | undefined> = [];
    apiClient.defaults.adapter = async (config) => {
      urls.push(config.url);
      throw new AxiosError(
        'Unauthorized',
        'ERR_BAD_REQUEST',
        config,
        {},
        { status: 401, statusText: 'Unauthorized', headers: {}, config, data: {} },
      );
    };
    expect((await deliverOutboxItem(grievance('owner-token'), {}, 'owner-token')).kind).toBe('unauthorized');
    expect(urls).toEqual(['/api/grievances']);
  });
});

describe('a returned application’s correction (decision 048)', () => {
  const realAdapter = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = realAdapter;
  });

  it('goes to its resubmission with its key, as JSON for death; one for a form this version does not know is refused', async () => {
    const sent: Array<{ url?: string; key?: string; data: unknown }> = [];
    apiClient.defaults.adapter = async (config) => {
      sent.push({ url: config.url, key: config.headers.get('Idempotency-Key')?.toString(), data: JSON.parse(String(config.data)) });
      return { status: 200, statusText: 'OK', headers: {}, config, data: { id: 'a1', reference: 'DEA-AAAA-BBBB', status: 'pending' } };
    };
    const item = (form: OutboxRow['form']): OutboxRow => ({
      id: 'c0ffee00-0000-4000-8000-000000000002',
      owner: 'user:ravi',
      kind: 'correction',
      form,
      title: 'Correct application DEA-AAAA-BBBB',
      values: { placeOfDeath: 'Government Hospital, Madurai' },
      token: 'owner-token',
      state: 'sending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      createdAt: 0,
      updatedAt: 0,
      wipeAfterDelivery: false,
    });
    const id = '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01';
    expect(await deliverOutboxItem(item(`correction:death:${id}`), {}, 'owner-token')).toEqual({
      kind: 'delivered',
      reference: 'DEA-AAAA-BBBB',
    });
    expect(sent).toEqual([
      {
        url: `/api/me/applications/death/${id}/resubmit`,
        key: 'c0ffee00-0000-4000-8000-000000000002',
        data: { placeOfDeath: 'Government Hospital, Madurai' },
      },
    ]);
    expect((await deliverOutboxItem(item(`correction:passport:${id}`), {}, 'owner-token')).kind).toBe('rejected');
    expect(sent).toHaveLength(1);
  });
});
