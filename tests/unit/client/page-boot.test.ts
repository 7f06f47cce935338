/*
 * The prerendered pages' boot script as the build compiles it (scripts/page-boot-script.mjs), run
 * in a page of its own (jsdom, scripts enabled) as scripts/prerender.mjs writes it: the chunks are
 * requested in the listed order, then the entry, and only once the page is painted and parsed.
 */
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPageBootScript } from '../../../scripts/page-boot-script.mjs';
import { pageBootTag, readPageBootTag } from '../../../src/shared/page-boot';

const ENTRY = '/assets/index-A9z.js';
const PRELOADS = ['/assets/framework-Bx1.js', '/assets/certificate-form-page-C2y.js'];

let script: string;
beforeAll(async () => {
  script = await buildPageBootScript();
}, 60_000);

/** A stand-in for the paint timing of a browser, reporting the first paint when told. */
function fakePaintTiming(window: Window) {
  let report: (() => void) | undefined;
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: unknown, observer: Observer) => void) {}
    observe() {
      report = () => this.callback({ getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
    }
    disconnect() {
      report = undefined;
    }
  }
  Object.assign(window, { PerformanceObserver: Observer });
  return { paint: () => report?.() };
}

/** A prerendered page with the boot tag in its <head>, scripts enabled; `setUp` runs before it is parsed. */
function openPage(setUp: (window: Window) => void = () => undefined, content = '<h1>Home</h1>') {
  const html = `<!doctype html><html><head>${pageBootTag({ script, entry: ENTRY, preloads: PRELOADS })}<title>Home</title></head><body><div id="root">${content}</div></body></html>`;
  const dom = new JSDOM(html, { url: 'https://portal.example/', runScripts: 'dangerously', beforeParse: setUp });
  const requested = () =>
    [...dom.window.document.head.querySelectorAll<HTMLElement>('link[rel="modulepreload"], script[type="module"]')].map((element) =>
      element instanceof dom.window.HTMLLinkElement ? `preload ${element.getAttribute('href')}` : `module ${element.getAttribute('src')}`,
    );
  return { dom, requested };
}

const everything = [...PRELOADS.map((href) => `preload ${href}`), `module ${ENTRY}`];

describe('the page boot script, as built', () => {
  it('is one classic script that leaves no name behind', () => {
    expect(script).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
    expect(script).not.toContain('</script');
  });

  it('preloads the listed chunks in order, one per task, then starts the entry', async () => {
    const { dom, requested } = openPage();
    // Without paint timing (jsdom has none) it starts once the page is parsed, as a deferred module would.
    await expect.poll(requested).toEqual(everything);
    const crossOrigin = [...dom.window.document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) =>
      element.getAttribute('crossorigin'),
    );
    expect(crossOrigin).toEqual(['', '', '']);
  });

  it('waits for the first paint where the browser reports it', async () => {
    let timing: ReturnType<typeof fakePaintTiming> | undefined;
    const { requested } = openPage((window) => (timing = fakePaintTiming(window)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested()).toEqual([]);
    timing?.paint();
    await expect.poll(requested).toEqual(everything);
  });

  it('starts a second after load when no paint is ever reported', async () => {
    const { requested } = openPage(fakePaintTiming);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requested()).toEqual([]);
    await expect.poll(requested, { timeout: 3000 }).toEqual(everything);
  });

  it("holds the browser's install offer for the app, and keeps the browser's own banner away", () => {
    const { dom } = openPage();
    const offer = new dom.window.Event('beforeinstallprompt', { cancelable: true });
    dom.window.dispatchEvent(offer);
    // Chromium shows its own banner unless the page prevents it; the app takes the offer when it starts.
    expect(offer.defaultPrevented).toBe(true);
    expect((dom.window as unknown as { heldInstallOffer?: Event }).heldInstallOffer).toBe(offer);
  });

  it('keeps a choice made with the language switch before the app has started, and lets the link lead on', () => {
    const links = '<nav><a href="#taxes">Taxes</a><a href="#switch" lang="ta-IN" data-language-switch="ta"><span>தமிழ்</span></a></nav>';
    const { dom } = openPage(undefined, links);
    const { window } = dom;
    const click = (text: string) => {
      const inside = [...window.document.querySelectorAll('nav a, nav span')].find(
        (element) => element.textContent === text && !element.firstElementChild,
      );
      return inside?.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    };

    expect(click('Taxes')).toBe(true);
    expect(window.sessionStorage.getItem('portal.languageToSave')).toBeNull();
    expect(window.languageChosenOnThisPage).toBeUndefined();

    // Not cancelled: the link's own navigation goes on.
    expect(click('தமிழ்')).toBe(true);
    expect(window.sessionStorage.getItem('portal.languageToSave')).toBe('ta');
    expect(window.languageChosenOnThisPage).toBe('ta');
  });

  it('is read back from the page with what it was written with', () => {
    const tag = { script, entry: ENTRY, preloads: PRELOADS };
    expect(readPageBootTag(`<!doctype html><html><head>\n    ${pageBootTag(tag)}\n  </head></html>`)).toEqual(tag);
    expect(readPageBootTag(pageBootTag({ ...tag, preloads: [] }))).toEqual({ ...tag, preloads: [] });
    // The shell starts its entry with a module script of its own.
    expect(readPageBootTag(`<script type="module" crossorigin src="${ENTRY}"></script>`)).toBeUndefined();
  });
});
