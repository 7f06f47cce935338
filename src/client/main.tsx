import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pages } from './app/pages';
import { captureInstallPrompt } from './app/pwa/install-prompt';
import { AppRouter } from './app/router';
import { SessionProvider } from './lib/session/session-provider';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Before React starts: the browser's install offer may come early, and is kept for the notices.
captureInstallPrompt();

const app = (
  <StrictMode>
    <SessionProvider>
      <AppRouter />
    </SessionProvider>
  </StrictMode>
);

if (container.firstElementChild) {
  // A prerendered page (docs/decisions/011). Its chunk was requested by the HTML's modulepreload
  // alongside this one; hydrating once it has arrived renders the page as it stands, never the
  // loading fallback in its place. A page that cannot load hydrates anyway and shows its error.
  // A form may already hold someone's input: ./app/early-input hands it over after hydration.
  const page = pages[container.dataset.page as keyof typeof pages] as (typeof pages)[keyof typeof pages] | undefined;
  const hasForm = container.querySelector('form') !== null;
  // A form's page evaluates its form kit (Formik, Yup, the form components: one chunk, preloaded
  // with the page) in a task of its own before the page: two shorter tasks on a slow phone's main
  // thread instead of one long one (issue 8).
  const formKit = hasForm ? import('formik').then(() => new Promise((resolve) => setTimeout(resolve, 0))) : Promise.resolve();
  void Promise.all([formKit.then(() => page?.preload()), hasForm ? import('./app/early-input') : undefined])
    .then(([, early]) => early?.watchEarlyInput(container))
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
