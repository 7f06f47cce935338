/*
 * The one inline script of a prerendered page (docs/decisions/019). It starts the app's
 * JavaScript only once the page is on screen, so that the 85 KB of modules never compete with
 * the HTML and the stylesheet for a 2G link before the first paint:
 *
 *   (function () {
 *     var doc = document, tag = doc.currentScript;
 *     var started = 0, painted = 0, parsed = doc.readyState != 'loading';
 *     function start() {                        // once: preload the chunks, then the entry
 *       if (started) return; started = 1;
 *       var hrefs = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
 *       // One request per task: issuing one costs the main thread a few milliseconds on a slow
 *       // phone, and eight in one task made a long one (issue 8).
 *       (function next() {
 *         var href = hrefs.shift();
 *         if (href) {
 *           var link = doc.createElement('link');
 *           link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; doc.head.appendChild(link);
 *           setTimeout(next);
 *         } else {
 *           var script = doc.createElement('script');
 *           script.type = 'module'; script.crossOrigin = ''; script.src = tag.getAttribute('data-entry');
 *           doc.head.appendChild(script);
 *         }
 *       })();
 *     }
 *     function ready() { if (painted && parsed) start(); }
 *     var Observer = window.PerformanceObserver;
 *     // A hidden tab paints nothing, and a browser without paint timing cannot tell: start at
 *     // DOMContentLoaded, as a deferred module script would.
 *     if (doc.visibilityState == 'hidden' || !Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) painted = 1;
 *     else new Observer(function (list, observer) {
 *       if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); painted = 1; ready(); }
 *     }).observe({ type: 'paint', buffered: true });
 *     // The whole page parsed, so the paint that waits for it is of the whole page.
 *     if (!parsed) doc.addEventListener('DOMContentLoaded', function () { parsed = 1; ready(); });
 *     // Never a page left without its app: a second after load, whatever was seen.
 *     addEventListener('load', function () { setTimeout(start, 1000); });
 *     ready();
 *   })();
 *
 * The text below is that code, shortened by hand. It is written into every prerendered page by
 * scripts/prerender.mjs and allowed by the server's Content-Security-Policy through its SHA-256
 * (src/server/http/security-headers.ts): both read this constant, so they cannot disagree.
 * ES5 on purpose: it runs before anything else, in every browser that opens the page.
 */
export const PAGE_BOOT_SCRIPT =
  "(function(){var d=document,t=d.currentScript,s=0,p=0,q=d.readyState!='loading';" +
  "function go(){if(s)return;s=1;var h=(t.getAttribute('data-preload')||'').split(' ').filter(Boolean);" +
  "(function n(){var x=h.shift();if(x){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=x;d.head.appendChild(l);setTimeout(n)}" +
  "else{var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=t.getAttribute('data-entry');d.head.appendChild(m)}})()}" +
  'function r(){if(p&&q)go()}var O=window.PerformanceObserver;' +
  "if(d.visibilityState=='hidden'||!O||(O.supportedEntryTypes||[]).indexOf('paint')<0)p=1;" +
  "else new O(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();p=1;r()}}).observe({type:'paint',buffered:true});" +
  "if(!q)d.addEventListener('DOMContentLoaded',function(){q=1;r()});" +
  "addEventListener('load',function(){setTimeout(go,1000)});r()})();";

/** The attributes that tell the boot script what to load: the entry module and the chunks to preload with it. */
export function pageBootTag(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${PAGE_BOOT_SCRIPT}</script>`;
}

const PAGE_BOOT_ATTRIBUTES = /<script data-entry="([^"]*)" data-preload="([^"]*)">/;

/**
 * What pageBootTag wrote into a page, read back (scripts/bundle-report.mjs counts what a first
 * visit downloads with it); undefined for a page without the boot script, such as the shell.
 */
export function readPageBootTag(html: string): { entry: string; preloads: string[] } | undefined {
  const match = PAGE_BOOT_ATTRIBUTES.exec(html);
  if (!match) return undefined;
  const [, entry = '', preloads = ''] = match;
  return { entry, preloads: preloads.split(' ').filter(Boolean) };
}
