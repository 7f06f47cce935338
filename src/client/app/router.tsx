import { Suspense, useLayoutEffect } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { LoadingIndicator } from '../ui/loading-indicator';
import { NotFoundPage } from '../ui/not-found-page';
import { pageHydrated } from './page-hydrated';
import { pages } from './pages';
import { RouteErrorBoundary } from './route-error';
import { RouteGuard } from './route-guard';
import { AppShell } from './shell/app-shell';

/*
 * Declarative routing (BrowserRouter + Routes) rather than the data router: the portal uses
 * no loaders or actions, and the data router's code costs about 11 KB gzip of the first visit
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
            <Route index element={<HomePage />} />
            <Route path="contact" element={<pages.contact />} />
            <Route path="certificates" element={<pages.certificates />} />
            <Route path="certificates/:slug" element={<pages.certificateForm />} />
            <Route path="grievances" element={<pages.grievances />} />
            <Route path="taxes" element={<pages.taxes />} />
            <Route path="taxes/:slug" element={<pages.taxForm />} />
            <Route path="outbox" element={<pages.outbox />} />
            <Route path="certificates/submitted/:id" element={<pages.applicationSubmitted />} />
            <Route path="taxes/submitted/:id" element={<pages.paymentSubmitted />} />
            <Route path="grievances/submitted/:id" element={<pages.grievanceSubmitted />} />
            <Route element={<RouteGuard rule="user" />}>
              <Route path="my-requests" element={<pages.myRequests />} />
              <Route path="my-requests/applications/:type/:id" element={<pages.myApplication />} />
              <Route path="my-requests/payments/:id" element={<pages.myPayment />} />
              <Route path="my-requests/grievances/:complaintId" element={<pages.myGrievance />} />
              <Route path="my-requests/applications/:type/:id/correct" element={<pages.correctApplication />} />
              <Route path="account" element={<pages.account />} />
            </Route>
            <Route path="track" element={<pages.track />} />
            <Route path="kiosk/:code" element={<pages.kioskLink />} />
            <Route path="verify/:number" element={<pages.verify />} />
            <Route path="s/:code" element={<pages.smsStop />} />
            {/* An email change's links work signed in or out, on any device. */}
            <Route path="confirm-email" element={<pages.confirmEmail />} />
            <Route path="restore-email" element={<pages.restoreEmail />} />
            <Route element={<RouteGuard rule="guest" />}>
              <Route path="login" element={<pages.login />} />
              <Route path="register" element={<pages.register />} />
              <Route path="admin-login" element={<pages.adminLogin />} />
              <Route path="admin-setup" element={<pages.adminSetup />} />
              <Route path="forgot-password" element={<pages.forgotPassword />} />
              <Route path="reset-password" element={<pages.resetPassword />} />
            </Route>
            <Route element={<RouteGuard rule="admin" />}>
              <Route path="admin/*" element={<pages.adminArea />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
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
