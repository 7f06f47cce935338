import { afterEach, beforeEach } from 'vitest';
import { loadEveryCatalogue } from '../../src/client/i18n/catalogue';
import { setPageLanguage } from '../../src/client/i18n/page-language';

/**
 * Every test of the calling file (or describe block) sees its pages in Tamil, as a page served
 * under /ta/ does, with every catalogue's Tamil texts loaded; English again after each test.
 */
export function showPagesInTamil(): void {
  beforeEach(async () => {
    setPageLanguage('ta');
    await loadEveryCatalogue('ta');
  });
  afterEach(() => setPageLanguage('en'));
}
