import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** poppler's tools on a PDF's bytes: pdfsig's report, the text, the page count, a page as PNG. */
export function poppler(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  // pdfsig exits 1..4 when it finds a problem; its report says which, so read it either way.
  const run = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { encoding: 'utf8' });
    } catch (err) {
      return String((err as { stdout?: unknown }).stdout ?? err);
    }
  };
  return {
    signature: () => run('pdfsig', [file]),
    text: () => run('pdftotext', ['-layout', file, '-']),
    /** How many pages pdfinfo counts. */
    pages: () => Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]))?.[1]),
    /** Rendered at 110 dpi into test-results/, where a person looks at the Tamil shaping. */
    png: (name: string) => {
      mkdirSync('test-results', { recursive: true });
      execFileSync('pdftoppm', ['-r', '110', '-png', '-singlefile', file, join('test-results', name)]);
    },
  };
}
