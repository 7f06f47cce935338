import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../../src/client/app/route-access';
import type { AccessContext } from '../../../src/client/app/route-access';

const visit = (overrides: Partial<AccessContext> = {}): AccessContext => ({
  checking: false,
  role: null,
  path: '/admin',
  origin: null,
  ...overrides,
});

describe('route guard rules (spec section 2)', () => {
  it('waits while the session check runs', () => {
    expect(decideAccess('admin', visit({ checking: true }))).toEqual({ kind: 'wait' });
    expect(decideAccess('guest', visit({ checking: true }))).toEqual({ kind: 'wait' });
  });

  it('sends anonymous visitors of a protected page to /login, remembering the page', () => {
    expect(decideAccess('admin', visit({ path: '/admin?tab=taxes' }))).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberFrom: '/admin?tab=taxes',
    });
    expect(decideAccess('signed-in', visit({ path: '/my' }))).toMatchObject({ to: '/login', rememberFrom: '/my' });
  });

  it('sends non-admins away from admin pages to /', () => {
    expect(decideAccess('admin', visit({ role: 'user' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('admin', visit({ role: 'admin' }))).toEqual({ kind: 'allow' });
  });

  it('lets admins and officers into the staff pages (the dashboard), and no one else', () => {
    expect(decideAccess('staff', visit({ role: 'officer' }))).toEqual({ kind: 'allow' });
    expect(decideAccess('staff', visit({ role: 'admin' }))).toEqual({ kind: 'allow' });
    expect(decideAccess('staff', visit({ role: 'user' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('admin', visit({ role: 'officer' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('guest', visit({ role: 'officer', path: '/admin-login' }))).toEqual({ kind: 'redirect', to: '/admin' });
  });

  it('sends non-users away from user-only pages to /', () => {
    expect(decideAccess('user', visit({ role: 'admin' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('user', visit({ role: 'user' }))).toEqual({ kind: 'allow' });
  });

  it('bounces signed-in people off the sign-in screens: admins to /admin, users to /', () => {
    expect(decideAccess('guest', visit({ role: 'admin', path: '/login' }))).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideAccess('guest', visit({ role: 'user', path: '/register' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('guest', visit({ path: '/login' }))).toEqual({ kind: 'allow' });
  });

  it('returns a person who just signed in to the page they were sent from', () => {
    expect(decideAccess('guest', visit({ role: 'user', path: '/login', origin: '/certificates/birth' }))).toEqual({
      kind: 'redirect',
      to: '/certificates/birth',
    });
  });
});
