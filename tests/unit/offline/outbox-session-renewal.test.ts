import 'fake-indexeddb/auto';
import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { apiClient } from '../../../src/client/lib/api-client';
import { offlineDb } from '../../../src/client/offline/db';
import { enqueueSubmission } from '../../../src/client/offline/outbox';
import { sendOutboxNow } from '../../../src/client/offline/outbox-sync';

/*
 * The signed-in person's own queued item, sent when the connection returns after the bearer token
 * it was queued with has run out (decision 014): the token is renewed first, and a session the
 * server has ended keeps the item for the next sign-in instead of sending it anonymously.
 */
const ravi: PublicUser = {
  _id: '5a7d3e1c-2b4f-4c6d-8e9f-0a1b2c3d4e5f',
  username: 'ravi',
  email: 'ravi@example.in',
  role: 'user',
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** A token as the client sees it: only its sub and exp are read (the server verifies the rest). */
function tokenEnding(label: string, secondsFromNow: number): string {
  const payload = btoa(JSON.stringify({ sub: ravi._id, label, exp: Math.floor(Date.now() / 1000) + secondsFromNow })).replace(/=+$/, '');
  return `h.${payload}.s`;
}

type Reply = { status: number; data: unknown };
const calls: string[] = [];
function serverAnswers(answer: (config: InternalAxiosRequestConfig) => Reply) {
  apiClient.defaults.adapter = async (config) => {
    calls.push(`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''} ${config.headers.get('Authorization') ?? 'no token'}`);
    const reply = answer(config);
    const response = { status: reply.status, statusText: '', headers: {}, config, data: reply.data };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
}

const realAdapter = apiClient.defaults.adapter;
const runOut = tokenEnding('queued-with', -60);
const renewed = tokenEnding('renewed', 900);

beforeEach(async () => {
  calls.length = 0;
  localStorage.setItem('portal.token', runOut);
  localStorage.setItem('portal.refresh', 'refresh-1');
  localStorage.setItem('portal.user', JSON.stringify(ravi));
  await enqueueSubmission({
    id: 'c0ffee00-0000-4000-8000-000000000042',
    owner: `user:${ravi._id}`,
    kind: 'grievance',
    form: 'grievance',
    title: 'Grievance about Water — Ravi',
    values: { name: 'Ravi', email: 'ravi@example.in', subject: 'water', message: 'No water since Monday.' },
    token: runOut,
  });
});

afterEach(async () => {
  apiClient.defaults.adapter = realAdapter;
  const db = offlineDb();
  await Promise.all([db.outbox.clear(), db.sent.clear(), db.files.clear()]);
});

function health(config: InternalAxiosRequestConfig): Reply | null {
  return config.url === '/api/health' ? { status: 200, data: { status: 'ok' } } : null;
}

describe("the signed-in person's queued item, after its bearer token ran out", () => {
  it('goes once, with the token renewed by the session’s renewal token', async () => {
    serverAnswers(
      (config) =>
        health(config) ??
        (config.url === '/api/auth/refresh'
          ? { status: 200, data: { token: renewed, refreshToken: 'refresh-2', user: ravi } }
          : config.headers.get('Authorization') === `Bearer ${renewed}`
            ? { status: 201, data: { complaintId: 'GRV-7K3M-9QXD' } }
            : { status: 401, data: { error: 'Your session has expired. Please sign in again.' } }),
    );

    await sendOutboxNow();

    expect(calls.filter((call) => !call.startsWith('GET /api/health'))).toEqual([
      'POST /api/auth/refresh no token',
      `POST /api/grievances Bearer ${renewed}`,
    ]);
    expect(await offlineDb().outbox.count()).toBe(0);
    expect((await offlineDb().sent.toArray()).map((row) => row.reference)).toEqual(['GRV-7K3M-9QXD']);
    expect(localStorage.getItem('portal.refresh')).toBe('refresh-2');
  });

  it('waits for the next sign-in when the server has ended the session, and the device shows it signed out', async () => {
    serverAnswers((config) => health(config) ?? { status: 401, data: { error: 'Your session has ended. Please sign in again.' } });

    await sendOutboxNow();

    expect(calls.filter((call) => !call.startsWith('GET /api/health'))).toEqual(['POST /api/auth/refresh no token']);
    expect((await offlineDb().outbox.toArray()).map((row) => row.state)).toEqual(['waiting-sign-in']);
    expect(await offlineDb().sent.count()).toBe(0);
    expect(localStorage.getItem('portal.token')).toBeNull();
  });
});
