/*
 * The one inline script of a prerendered page (docs/decisions/019 and 032). It starts the app's
 * JavaScript only once the page is on screen, so that the modules never compete with the HTML and
 * the stylesheet for a 2G link before the first paint. Once the page is painted and parsed it adds
 * a modulepreload for every chunk its tag lists (data-preload), then the entry (data-entry).
 *
 * Not part of the app's bundle: scripts/page-boot-script.mjs compiles it into a small classic
 * script at build time, which scripts/prerender.mjs writes into every prerendered page and the
 * server's Content-Security-Policy allows by its SHA-256 (src/server/http/security-headers.ts).
 * It runs before anything else on the page, and imports only what runs there too. It also holds the
 * browser's install offer for the app, which is not there yet when the offer comes (docs/decisions/041),
 * and watches the language switch, which can be clicked before the app has started.
 */

import { watchLanguageSwitch } from './lib/session/language-choice';

const tag = document.currentScript;
let started = false;
let painted = false;
let parsed = document.readyState !== 'loading';

/** Once: preloads the listed chunks, then starts the entry. */
function start(): void {
  if (started || !tag) return;
  started = true;
  const hrefs = (tag.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  // One request per task: issuing one costs a slow phone's main thread a few milliseconds, and
  // eight in one task made a long one (docs/decisions/023).
  const next = (): void => {
    const href = hrefs.shift();
    if (href) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
      setTimeout(next);
    } else {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = tag.getAttribute('data-entry') ?? '';
      document.head.appendChild(script);
    }
  };
  next();
}

function startWhenReady(): void {
  if (painted && parsed) start();
}

const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
// A hidden tab paints nothing, and a browser without paint timing cannot tell: start at
// DOMContentLoaded, as a deferred module script would.
if (document.visibilityState === 'hidden' || !Observer || !(Observer.supportedEntryTypes ?? []).includes('paint')) {
  painted = true;
} else {
  // Reported once the frame is presented, not merely committed.
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    painted = true;
    startWhenReady();
  }).observe({ type: 'paint', buffered: true });
}
// The whole page parsed, so the paint that waits for it is of the whole page.
if (!parsed) {
  document.addEventListener('DOMContentLoaded', () => {
    parsed = true;
    startWhenReady();
  });
}
// Never a page left without its app: a second after load, whatever was seen.
addEventListener('load', () => setTimeout(start, 1000));
startWhenReady();

// Chromium's install offer comes right after load, usually before the app has started: held here
// for the app's notices (src/client/app/pwa/install-prompt.ts), and the browser's own banner, which
// would come back on every visit whatever the person answered the portal, kept away.
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.heldInstallOffer = event;
});

watchLanguageSwitch();
