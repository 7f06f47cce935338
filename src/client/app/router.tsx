import { Suspense, useEffect, useLayoutEffect } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingIndicator } from '../ui/loading-indicator';
import { pageHydrated } from './page-hydrated';
import { routes } from './pages';
import type { PageRoute } from './pages';
import { RouteErrorBoundary } from './route-error';
import { RouteGuard } from './route-guard';
import { AppShell } from './shell/app-shell';
import { whenIdle } from '../lib/when-idle';

/*
 * Declarative routing (BrowserRouter + Routes) rather than the data router: the portal uses
 * no loaders or actions, and the data router's code would add to every first visit
 * (docs/decisions/008). Navigations run in a transition, so the current page stays on screen
 * while the next page's chunk arrives.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * Every route, under whichever router provides the location: BrowserRouter in the browser,
 * StaticRouter when the build prerenders a page (src/client/app/prerender-page.tsx). Both
 * must render the same tree, or hydration would not match the prerendered HTML.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<AppShell />}>
          <Route element={<PageFrame />}>
            {routes.filter((route) => !route.guard).map(pageRoute)}
            {guards.map((rule) => (
              <Route key={rule} element={<RouteGuard rule={rule} />}>
                {routes.filter((route) => route.guard === rule).map(pageRoute)}
              </Route>
            ))}
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/** The guards the table uses, each a layout route around the pages it admits to. */
const guards = [...new Set(routes.flatMap((route) => route.guard ?? []))];

/** One page's route: Home is the index route, shown at / itself. */
function pageRoute({ path, page: Page, leadsTo }: PageRoute) {
  const element = leadsTo ? (
    <>
      <Page />
      <LoadAhead paths={leadsTo} />
    </>
  ) : (
    <Page />
  );
  return path === '/' ? <Route key={path} index element={element} /> : <Route key={path} path={path} element={element} />;
}

/**
 * Renders nothing. Beside a form's page in its Suspense boundary, its effect runs once the form is
 * on screen; when the browser is next idle it loads the pages the form leads to (their code and
 * words), so that they do not slow the form's start. A load that fails is tried again when the
 * page opens (loadOnce).
 */
function LoadAhead({ paths }: { paths: readonly string[] }) {
  useEffect(() => {
    const load = () => {
      for (const path of paths) {
        const page = routes.find((route) => route.path === path)?.page;
        if (page && 'preload' in page) void page.preload().catch(() => undefined);
      }
    };
    return whenIdle(load);
  }, [paths]);
  return null;
}

/**
 * Inside the shell, around every page: a page that fails to load or render shows the error
 * page with the navigation still there, and moving to another path gives it a fresh start.
 */
function PageFrame() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingIndicator />}>
        <Outlet />
        <PageHydrated />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Renders nothing. Beside the page in its Suspense boundary, it is hydrated in the same commit as
 * the page (React hydrates that boundary after the shell): its layout effect runs in that commit,
 * before the browser takes another turn and before any later render. Only the first page of a
 * visit can have been prerendered; later ones find nothing to run.
 */
function PageHydrated() {
  useLayoutEffect(pageHydrated, []);
  return null;
}
