import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuthResponse } from '../../../src/shared/api/auth-types';
import { apiPaths } from '../../../src/shared/api/paths';
import { adminApiPaths } from '../../../src/shared/api/admin-paths';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { users } from '../../../src/server/db/schema';
import type { UserRow } from '../../../src/server/db/schema';
import { postJson } from './http';
import { TEST_SETUP_KEY } from './test-app';

export interface Registration {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** A valid registration body with a unique username and e-mail; override any field. */
export function aRegistration(overrides: Partial<Registration> = {}): Registration {
  const id = randomBytes(4).toString('hex');
  const password = overrides.password ?? 'correct horse battery';
  return {
    username: `citizen_${id}`,
    email: `citizen.${id}@example.com`,
    password,
    confirmPassword: password,
    ...overrides,
  };
}

/** Registers through the API and returns the answer and the credentials used. */
export async function registerUser(app: FastifyInstance, overrides: Partial<Registration> = {}) {
  const registration = aRegistration(overrides);
  const response = await postJson(app, apiPaths.auth.register, registration);
  expect(response.status, response.text).toBe(201);
  return { ...(response.body as AuthResponse), registration };
}

/** Creates the first administrator through the setup endpoint with the test setup key. */
export async function setupAdmin(app: FastifyInstance, overrides: Partial<Registration> = {}) {
  const registration = aRegistration({ username: `clerk_${randomBytes(3).toString('hex')}`, ...overrides });
  const response = await postJson(app, adminApiPaths.auth.setup, { ...registration, setupKey: TEST_SETUP_KEY });
  expect(response.status, response.text).toBe(201);
  return { ...(response.body as AuthResponse), registration };
}

/** What the users table holds, for asserting outcomes in the database itself. */
export async function allUsers(database: DatabaseHandle): Promise<UserRow[]> {
  return database.db.select().from(users);
}

/**
 * An officer made by `adminToken` on the staff routes, signed in at the admin sign-in: their
 * account, credentials and session token.
 */
export async function createOfficer(
  app: FastifyInstance,
  adminToken: string,
  scope: { departments: string[]; wards?: string[] },
  overrides: Partial<Registration> = {},
) {
  const registration = aRegistration({ username: `officer_${randomBytes(3).toString('hex')}`, ...overrides });
  const created = await postJson(
    app,
    adminApiPaths.staff,
    { username: registration.username, email: registration.email, password: registration.password, ...scope },
    { authorization: `Bearer ${adminToken}` },
  );
  expect(created.status, created.text).toBe(201);
  const signedIn = await postJson(app, adminApiPaths.auth.login, { username: registration.username, password: registration.password });
  expect(signedIn.status, signedIn.text).toBe(200);
  return { ...(signedIn.body as AuthResponse), id: (created.body as { _id: string })._id, registration };
}
