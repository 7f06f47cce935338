import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { ReactFloor } from '../browser/react-floor';
import { pageHtml, startStaticSite } from './baseline-page';
import type { StaticSite } from './baseline-page';

const SCRIPT_PATH = '/floor.js';

/**
 * bench/browser/react-floor-entry.ts bundled as one ES module, production React, minified as
 * Vite minifies the app: what any React page pays before its own code.
 */
async function floorScript(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      // Not library mode, which leaves an ES module's whitespace unminified.
      rollupOptions: { input: join(root, 'bench', 'browser', 'react-floor-entry.ts') },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((result) => result.output).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (chunks.length !== 1 || chunks[0] === undefined) throw new Error(`the React floor script came out as ${chunks.length} chunks`);
  return chunks[0].code;
}

/**
 * The React floor page (decision 033): the baseline page's markup prerendered by React into #root,
 * its module script in the head as the portal's entry is, hydrating that root. Lighthouse's TBT
 * on it is the least any React page has on this machine in this run.
 */
export async function startReactFloorPage(root: string): Promise<StaticSite> {
  const script = await floorScript(root);
  const html = pageHtml(
    'React floor',
    `<div id="root">${renderToString(createElement(ReactFloor))}</div>`,
    `<script type="module" src="${SCRIPT_PATH}"></script>\n`,
  );
  return startStaticSite({
    '/': { contentType: 'text/html; charset=utf-8', body: html },
    [SCRIPT_PATH]: { contentType: 'text/javascript; charset=utf-8', body: script },
  });
}
