import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { prerenderedRoutes } from '../../../src/client/app/prerender-page';
import { routes } from '../../../src/client/app/pages';
import { AppRoutes } from '../../../src/client/app/router';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import type { Session } from '../../../src/client/lib/session/session-context';

/*
 * The one list of pages (src/client/app/pages.ts), as the build and a visitor meet it: the pages
 * the build prerenders, and where the router sends an anonymous visitor.
 */

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

function visitAnonymously(path: string) {
  const session: Session = { status: 'ready', user: null, signIn: () => undefined, signOut: () => undefined };
  render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('the route table', () => {
  it('has the build prerender every page that needs no data, each naming the page it loads', () => {
    expect(prerenderedRoutes.map(({ path, page }) => `${path} ${page ?? '(home)'}`).sort()).toEqual(
      [
        '/ (home)',
        '/contact contact',
        '/certificates certificates',
        ...['birth', 'death', 'income', 'community', 'nativity', 'first-graduate'].map((slug) => `/certificates/${slug} certificateForm`),
        '/taxes taxes',
        ...['property', 'water', 'electricity', 'gas', 'land'].map((slug) => `/taxes/${slug} taxForm`),
        '/grievances grievances',
        '/track track',
        '/login login',
        '/register register',
        '/admin-login adminLogin',
      ].sort(),
    );
  });

  it.each(['/my-requests', '/account', '/my-requests/applications/birth/app-1/correct', '/admin/queue'])(
    'sends an anonymous visitor of %s to /login',
    (path) => {
      visitAnonymously(path);
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/login$/);
    },
  );

  it('shows Page Not Found at a path it does not know, in the portal frame', async () => {
    visitAnonymously('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('navigation')).toBeVisible();
  });

  it("has each form load its confirmation pages ahead: the request's own page and the one kept on the device, each a page of its own", () => {
    const ahead = routes.flatMap(({ path, leadsTo = [] }) => leadsTo.map((next) => `${path} → ${next}`));
    expect(ahead.sort()).toEqual(
      [
        '/certificates/:slug → /my-requests/applications/:type/:id',
        '/certificates/:slug → /certificates/submitted/:id',
        '/taxes/:slug → /my-requests/payments/:id',
        '/taxes/:slug → /taxes/submitted/:id',
        '/grievances → /my-requests/grievances/:complaintId',
        '/grievances → /grievances/submitted/:id',
      ].sort(),
    );
    for (const next of routes.flatMap(({ leadsTo = [] }) => leadsTo)) {
      expect(routes.find((route) => route.path === next)?.page, next).toHaveProperty('preload');
    }
  });
});
