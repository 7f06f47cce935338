import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { fillPath, paramsOf, recordRoutes, routeLabel } from '../reliability/support/routes';
import type { RouteEntry } from '../reliability/support/routes';
import { expectCodedError, request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED } from './grievance-support';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'HEAD';

/** A 400 `validation_failed` naming `name` with the field code `repeated`. */
function expectRepeatedRefused(response: JsonResponse, name: string): void {
  const body = expectCodedError(response, 400);
  expect(body.code, response.text).toBe('validation_failed');
  expect(body.error).toMatch(/give each parameter once/i);
  expect(body.fieldCodes, response.text).toEqual({ [name]: 'repeated' });
  expect(body.fields?.[name], response.text).toBe('Give each parameter once.');
}

/**
 * A query parameter given twice (`?t=a&t=b`) is a 400 naming it on every route, never a 500: the
 * parser makes it an array that a route reading its declared string would fail on (the verify
 * route hashed it). Walks every route the app registers, so a new route is covered unlisted.
 */
describe.each(testDatabases())('a repeated query parameter on %s', (target) => {
  let t: TestApp;
  let routes: RouteEntry[] = [];
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED, beforeReady: (app) => void (routes = recordRoutes(app)) });
  });
  afterAll(() => t?.close());

  it('the verify link with its token twice is a 400 naming `t`', async () => {
    const url = `${apiPaths.verify('MUN/BIR/2026/000001', 'AAAAAAAAAAAAAAAAAAAAAA')}&t=x`;
    expectRepeatedRefused(await request(t.app, { method: 'GET', url }), 't');
  });

  it('every route × each parameter its query declares (or any name, for a route without one), given twice → 400 naming it', async () => {
    const withQuery = routes.filter((route) => route.query.length > 0).map(routeLabel);
    expect(withQuery).toEqual(
      expect.arrayContaining([
        `GET ${apiPaths.verifyPattern}`,
        `GET ${apiPaths.applicationTrack}`,
        `GET ${apiPaths.me.grievances}`,
        'GET /api/admin/list',
      ]),
    );
    const wrong: string[] = [];
    for (const route of routes) {
      const path = fillPath(route.url, Object.fromEntries(paramsOf(route.url).map((name) => [name, 'x'])));
      for (const name of route.query.length > 0 ? route.query : ['q']) {
        const response = await request(t.app, { method: route.method as Method, url: `${path}?${name}=1&${name}=2` });
        const body = response.body as { code?: string; fieldCodes?: Record<string, string> } | null;
        // Open311's errors are the standard's list (decision 086), each naming its parameter.
        const open311 =
          Array.isArray(response.body) && (response.body as { description?: string }[])[0]?.description?.startsWith(`${name}: `);
        const refused =
          response.status === 400 &&
          (route.method === 'HEAD' ||
            (route.url.startsWith(apiPaths.open311)
              ? open311 === true
              : body?.code === 'validation_failed' && body.fieldCodes?.[name] === 'repeated'));
        if (!refused) wrong.push(`${routeLabel(route)} ${name}: ${response.status} ${response.text.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
