import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { identifyUser, requireAdmin, requireCitizen, requireSignedIn, requireStaff, requireStaffUnlessLinked } from './guards';

/**
 * Who may call a route. Every route declares one in `config.access`; the guard follows from it:
 * - public: anyone, and who they are does not matter (sign-in, the health check);
 * - public-identified: anyone, but a signed-in caller becomes the owner of what they submit
 *   (a token that is sent must be valid: 401 otherwise);
 * - signed-in: any signed-in account (401 without a valid session);
 * - citizen: a citizen's own records (401 without a valid session, 403 for a clerk);
 * - admin: the municipality's administration (staff, setup, messages): an admin only (401 without
 *   a session, 403 for a citizen or an officer);
 * - staff: the dashboard's work: an admin, or an officer within their departments and wards,
 *   which the handler checks with the scope the guard loads (staff-scope.ts, decision 082);
 * - staff-or-signed-link: a member of staff's session, or (a document opens in a new tab, where no
 *   token can be sent) a signed link whose HMAC and expiry the handler must check on every request
 *   (/uploads).
 */
export const ROUTE_ACCESS = ['public', 'public-identified', 'signed-in', 'admin', 'staff', 'staff-or-signed-link', 'citizen'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

const GUARDS: Readonly<Record<RouteAccess, onRequestHookHandler | null>> = {
  public: null,
  'public-identified': identifyUser,
  'signed-in': requireSignedIn,
  citizen: requireCitizen,
  admin: requireAdmin,
  staff: requireStaff,
  'staff-or-signed-link': requireStaffUnlessLinked,
};

const tables = new WeakMap<FastifyInstance, RouteAccessEntry[]>();
/** Plugin contexts whose routes are the static client's files: public by nature, and not ours to configure. */
const publicContexts = new WeakSet<FastifyInstance>();

/**
 * Deny by default: a route registered without `config.access` stops the server at start-up
 * (the error names the route), so a new endpoint cannot ship unguarded by omission. The guard is
 * put first in the route's onRequest hooks, before its body is read. Call before any route is
 * registered, on the root instance.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const table: RouteAccessEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', function declareAccess(route) {
    const access = route.config?.access ?? (publicContexts.has(this) ? 'public' : undefined);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const name = `${methods.join(',')} ${route.url}`;
    if (access === undefined || !(ROUTE_ACCESS as readonly string[]).includes(access)) {
      throw new Error(`Route ${name} declares no access: add config: { access: ${ROUTE_ACCESS.map((value) => `'${value}'`).join(' | ')} }`);
    }
    route.config = { ...route.config, access };
    const guard = GUARDS[access];
    if (guard) {
      const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [guard, ...existing];
    }
    for (const method of methods) table.push({ method, url: route.url, access });
  });
}

/** Marks a plugin context (the static client's) whose routes are all public files. */
export function markPublicFileContext(context: FastifyInstance): void {
  publicContexts.add(context);
}

/**
 * Every route of this app with its access, in registration order (after `ready()`): how the tests
 * reach every route to check what each answers.
 * @internal
 */
export function routeAccessTable(app: FastifyInstance): readonly RouteAccessEntry[] {
  return tables.get(app) ?? [];
}
