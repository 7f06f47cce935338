// Compiles src/client/page-boot.ts, the prerendered pages' inline boot script (docs/decisions/032),
// into the classic script that scripts/prerender.mjs writes into every page. The unit test
// tests/unit/client/page-boot.test.ts runs what this returns in a prerendered page.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '../src/client/page-boot.ts');

/** The boot script as it goes into the HTML: minified, wrapped in a function, without a trailing newline. */
export async function buildPageBootScript() {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      // The app's own target: a browser that cannot run this cannot run the app's modules either.
      target: 'es2022',
      lib: { entry: SOURCE, formats: ['iife'], name: 'pageBoot' },
    },
  });
  // One output, for the one format; build() answers it alone or in an array.
  const [{ output }] = [built].flat();
  return output[0].code.trim();
}
