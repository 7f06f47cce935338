/*
 * The prerenderer's entry: built with `vite build --ssr` and run by scripts/prerender.mjs at
 * build time, never shipped to the browser. It renders the same tree as main.tsx, under a
 * StaticRouter, for every page that needs no data (docs/decisions/011).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { certificateDefinitions } from '../../shared/domain/certificates/certificate-definitions';
import { taxDefinitions } from '../../shared/domain/taxes/tax-definitions';
import type { Language } from '../../shared/i18n/languages';
import { appTexts } from '../i18n/app-texts';
import { loadEveryCatalogue } from '../i18n/catalogue';
import { setPageLanguage } from '../i18n/page-language';
import { SessionProvider } from '../lib/session/session-provider';
import { takePrerenderedTitle } from '../ui/page';
import { pages, routes } from './pages';
import type { PageName } from './pages';
import { AppRoutes } from './router';

/** The prerenderer writes each page's boot script with it (docs/decisions/019 and 032). */
export { pageBootTag, pageStyleTag } from '../../shared/page-boot';
/** Every page is prerendered once per language (docs/decisions/035). */
export { languages } from '../../shared/i18n/languages';

/** What the prerenderer writes into the page's <head> and <noscript> in each language. */
export async function documentTexts(language: Language): Promise<{ title: string; description: string; noscript: string }> {
  const texts = await appTexts.load(language);
  return { title: texts.portalName, description: texts.description, noscript: texts.noscript };
}

export interface PrerenderedRoute {
  path: string;
  /** The lazily loaded page the path renders (Home is in the entry chunk). */
  page?: PageName;
}

/** The values a prerendered route's `:slug` takes (./pages.ts). */
const slugs = {
  'each certificate type': certificateDefinitions.map((definition) => definition.slug),
  'each tax type': taxDefinitions.map((definition) => definition.slug),
};

/** The pages whose content is the same for everyone, no data, no session: those ./pages.ts marks `prerender`. */
export const prerenderedRoutes: readonly PrerenderedRoute[] = routes.flatMap(({ name, path, prerender }) => {
  if (!prerender) return [];
  const paths = prerender === 'path' ? [path] : slugs[prerender].map((slug) => path.replace(':slug', slug));
  return paths.map((each) => ({ path: each, page: name }));
});

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The document title the page sets once it runs. */
  title: string;
}

/**
 * Renders one route as an anonymous visitor sees it, in one language. Only the route's own page is loaded
 * first, so a route listed with the wrong page leaves a loading fallback in the output, and
 * that fails the build instead of shipping a spinner as content.
 */
export async function renderPage(route: PrerenderedRoute, language: Language): Promise<RenderedPage> {
  setPageLanguage(language);
  if (route.page) await pages[route.page].preload();
  await loadEveryCatalogue(language);
  takePrerenderedTitle();
  const html = renderToString(
    <StrictMode>
      <SessionProvider>
        <StaticRouter location={route.path}>
          <AppRoutes />
        </StaticRouter>
      </SessionProvider>
    </StrictMode>,
  );
  // <!--$?--> and <!--$!--> mark a Suspense boundary rendered as its fallback.
  if (/<!--\$[?!]-->/.test(html)) {
    throw new Error(`${route.path} rendered a loading fallback: is '${route.page ?? 'none'}' the page its route shows?`);
  }
  const title = takePrerenderedTitle();
  if (!title) throw new Error(`${route.path} set no document title`);
  return { html, title };
}
