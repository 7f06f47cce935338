import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { authEvents, signInThrottles } from '../../src/server/db/schema';
import { aRegistration, registerUser } from './helpers/accounts';
import { expectErrorBody, postJson } from './helpers/http';
import { TEST_SETUP_KEY, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const TOO_COMMON = 'This password is too common';
const INVALID = { error: 'Invalid username or password' };

describe.each(testDatabases())('passwords and sign-in lockout on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it.each(['password', 'PASSWORD', '123456', 'Qwerty123', 'iloveyou'])(
    'refuses %s at registration on the password field',
    async (password) => {
      const response = await postJson(t.app, apiPaths.auth.register, aRegistration({ password }));
      expect(expectErrorBody(response, 400)).toEqual({ error: TOO_COMMON, fields: { password: TOO_COMMON } });
    },
  );

  it('refuses a common password at admin setup too', async () => {
    const response = await postJson(t.app, adminApiPaths.auth.setup, {
      ...aRegistration({ password: 'football' }),
      setupKey: TEST_SETUP_KEY,
    });
    expect(expectErrorBody(response, 400).fields).toEqual({ password: TOO_COMMON });
  });

  it('accepts 128 characters whole, never truncated, and refuses 129 with a clear 400', async () => {
    const long = 'a long passphrase '.repeat(8).slice(0, 127) + 'x';
    expect(long).toHaveLength(128);
    const person = await registerUser(t.app, { password: long });
    expect((await postJson(t.app, apiPaths.auth.login, { username: person.registration.username, password: long })).status).toBe(200);
    expectErrorBody(
      await postJson(t.app, apiPaths.auth.login, { username: person.registration.username, password: long.slice(0, 127) }),
      401,
    );
    const tooLong = await postJson(t.app, apiPaths.auth.register, aRegistration({ password: `${long}y` }));
    expect(expectErrorBody(tooLong, 400).fields).toEqual({ password: 'Password must be at most 128 characters' });
  });

  it('locks an account after 5 failures, answers a real and an unknown name the same way, and lets the right password in once the lock is over', async () => {
    const person = await registerUser(t.app);
    const attempt = (username: string, password = 'wrong guess') => postJson(t.app, apiPaths.auth.login, { username, password });
    for (let i = 0; i < 5; i++) {
      expect(expectErrorBody(await attempt(person.registration.username), 401)).toEqual(INVALID);
      expect(expectErrorBody(await attempt('no_such_person'), 401)).toEqual(INVALID);
    }
    const locked = await attempt(person.registration.username, person.registration.password);
    const lockedUnknown = await attempt('no_such_person');
    expect(expectErrorBody(locked, 429)).toEqual({ error: 'Too many failed sign-in attempts. Please try again in 1 minute.' });
    expect(expectErrorBody(lockedUnknown, 429)).toEqual(expectErrorBody(locked, 429));
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);

    // The lock runs out (moved into the past here): the right password gets in and clears the count.
    await t.database.db
      .update(signInThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInThrottles.key, `user:${person.user._id}`));
    expect((await attempt(person.registration.username, person.registration.password)).status).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.key, `user:${person.user._id}`)),
    ).toEqual([]);
    const kinds = (await t.database.db.select().from(authEvents).where(eq(authEvents.userId, person.user._id))).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'sign_in_failed')).toHaveLength(5);
    expect(kinds).toContain('sign_in_locked');
    expect(kinds).toContain('sign_in_ok');
  });

  it('doubles the lock on the next failure after one runs out, up to 15 minutes', async () => {
    const person = await registerUser(t.app);
    const key = `user:${person.user._id}`;
    const attempt = () => postJson(t.app, apiPaths.auth.login, { username: person.registration.username, password: 'wrong guess' });
    const lockMinutes = async () => {
      const [row] = await t.database.db.select().from(signInThrottles).where(eq(signInThrottles.key, key));
      return row?.lockedUntil ? Math.round((row.lockedUntil.getTime() - row.lastFailureAt.getTime()) / 60_000) : 0;
    };
    const expire = () =>
      t.database.db
        .update(signInThrottles)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(signInThrottles.key, key));
    for (let i = 0; i < 5; i++) await attempt();
    const seen = [await lockMinutes()];
    for (let round = 0; round < 5; round++) {
      await expire();
      await attempt();
      seen.push(await lockMinutes());
    }
    expect(seen).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('never writes a password, a token or the typed name into auth_events', async () => {
    await postJson(t.app, apiPaths.auth.login, { username: 'someone_typed_this', password: 'their secret words' });
    const dump = JSON.stringify(await t.database.db.select().from(authEvents));
    expect(dump).not.toContain('someone_typed_this');
    expect(dump).not.toContain('their secret words');
    expect(dump).not.toContain('eyJ');
  });
});
