import { describe, expect, it } from 'vitest';
import { pageBootTag, readPageBootTag } from '../../../src/shared/page-boot';

describe('page boot tag', () => {
  it('reads back the entry and the preloads it was written with, inside a whole page', () => {
    const preloads = ['/assets/react-Bx1.js', '/assets/certificate-form-page-C2y.js'];
    const page = `<!doctype html><html><head>\n    ${pageBootTag('/assets/index-A9z.js', preloads)}\n  </head><body><div id="root"></div></body></html>`;
    expect(readPageBootTag(page)).toEqual({ entry: '/assets/index-A9z.js', preloads });
  });

  it('reads a tag with nothing to preload as no preloads', () => {
    expect(readPageBootTag(pageBootTag('/assets/index-A9z.js', []))).toEqual({ entry: '/assets/index-A9z.js', preloads: [] });
  });

  it('finds nothing in a page without the boot script, such as the shell', () => {
    expect(readPageBootTag('<script type="module" crossorigin src="/assets/index-A9z.js"></script>')).toBeUndefined();
  });
});
