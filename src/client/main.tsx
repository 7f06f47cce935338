import { StrictMode, startTransition } from 'react';
import { pages } from './app/pages';
import { captureInstallPrompt } from './app/pwa/install-prompt';
import { AppRouter } from './app/router';
import { appTexts } from './i18n/app-texts';
import { watchLanguageSwitch } from './lib/session/language-choice';
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

/** Resolves in a later task, so that the browser has a turn (input, paint) before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React DOM, started in a task of its own: imported here rather than at the top, where its start
 * (a long task on a slow phone, most of it V8 parsing its code) would join the entry's evaluation.
 */
const loadReactDom = () => import('react-dom/client');

/**
 * A prerendered page (docs/decisions/011): its chunks were requested by the boot script alongside
 * this one; hydrating once they have arrived renders the page as it stands, never the loading
 * fallback in its place. A page that cannot load hydrates anyway and shows its error. A form may
 * already hold someone's input: ./app/early-input hands it over in the commit that hydrates the page.
 *
 * The chunks are evaluated one per task first, in the boot script's order (src/client/page-boot.ts),
 * where scripts/prerender.mjs lists each after the chunks it imports: each task runs one chunk's
 * own code. Evaluated together, a form page's chunks would make one long task on a slow phone
 * (docs/decisions/025). The root's start (its event listeners) gets a task of its own as well.
 */
async function hydratePrerenderedPage(root: HTMLElement): Promise<void> {
  const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
  for (const href of boot?.dataset.preload?.split(' ') ?? []) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
  const page = pages[root.dataset.page as keyof typeof pages] as (typeof pages)[keyof typeof pages] | undefined;
  const early = root.querySelector('form') ? await import('./app/early-input').catch(() => undefined) : undefined;
  await appTexts.load();
  await page?.preload().catch(() => undefined);
  const { hydrateRoot } = await loadReactDom();
  await nextTask();
  early?.watchEarlyInput(root);
  startTransition(() => void hydrateRoot(root, app));
}

if (container.firstElementChild) {
  // Its boot script watches the language switch already, from before the page was on screen.
  void hydratePrerenderedPage(container);
} else {
  watchLanguageSwitch();
  void appTexts.load().then(async () => (await loadReactDom()).createRoot(container).render(app));
}
