import { join } from 'node:path';
import { build } from 'vite';
import type { Rollup } from 'vite';

/** The global the bundle puts the drafts module on, and its shape as the page functions use it. */
export const DRAFTS_GLOBAL = 'portalDrafts';

/**
 * bench/browser/drafts-entry.ts bundled into one classic script (the app's drafts module and
 * Dexie), for page.addScriptTag: it opens the same `portal-offline` database, same schema, as
 * the app in the page does.
 */
export async function appDraftsBundle(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: join(root, 'bench', 'browser', 'drafts-entry.ts'), formats: ['iife'], name: DRAFTS_GLOBAL, fileName: 'drafts' },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((result) => result.output).find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('the drafts bundle came out empty');
  return chunk.code;
}
