/*
 * The inline code of a prerendered page. The tag of its inline boot script (docs/decisions/019 and 032): the script
 * itself, compiled at build time from src/client/page-boot.ts, and the attributes that tell it
 * what to load. scripts/prerender.mjs writes it; scripts/bundle-report.mjs and the server (which
 * allows the script by its hash, src/server/http/security-headers.ts) read it back from the build.
 */

export interface PageBootTag {
  /** The compiled boot script, as it stands between the tags. */
  script: string;
  /** The entry module, started last. */
  entry: string;
  /** The chunks preloaded before it, each after the chunks it imports. */
  preloads: string[];
}

/** The tag as it goes into a page's <head>. */
export function pageBootTag({ script, entry, preloads }: PageBootTag): string {
  return `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${script}</script>`;
}

const PAGE_BOOT_TAG = /<script data-entry="([^"]*)" data-preload="([^"]*)">(.*?)<\/script>/s;

/** What pageBootTag wrote into a page, read back; undefined for a page without it, such as the shell. */
export function readPageBootTag(html: string): PageBootTag | undefined {
  const match = PAGE_BOOT_TAG.exec(html);
  if (!match) return undefined;
  const [, entry = '', preloads = '', script = ''] = match;
  return { script, entry, preloads: preloads.split(' ').filter(Boolean) };
}

/**
 * A prerendered page's stylesheet, written into the page (docs/decisions/042): its first paint
 * then waits for nothing but the page itself. The server allows it by its hash, read back here.
 */
export function pageStyleTag(css: string): string {
  return `<style>${css}</style>`;
}

const PAGE_STYLE_TAG = /<style>(.*?)<\/style>/s;

/** The stylesheet pageStyleTag wrote into a page; undefined for a page without it, such as the shell. */
export function readPageStyle(html: string): string | undefined {
  return PAGE_STYLE_TAG.exec(html)?.[1];
}
