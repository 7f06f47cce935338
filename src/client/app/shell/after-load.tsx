import { loadTexts } from '../../i18n/catalogue';
import { pageLanguage } from '../../i18n/page-language';
import { loadDeviceSettings } from '../../lib/device-settings';
import { keepPageLanguage } from '../../lib/keep-page-language';
import { AppNotices } from '../pwa/app-notices';
import { pwaTexts } from '../pwa/pwa-texts';
import { DeferredServices } from './deferred-services';

/**
 * What must be at hand before the first render of what follows: the notices' texts in the page's
 * language, and the device's settings (a kiosk device mounts its kiosk session at once). Then,
 * off the first render's path, the device's stored language and the `lang` cookie are made to
 * agree with this page's: the person's latest choice (docs/decisions/035).
 */
export async function beforeAfterLoad(): Promise<void> {
  await Promise.all([loadTexts([pwaTexts]), loadDeviceSettings()]);
  void keepPageLanguage(pageLanguage());
}

/** Everything the shell adds once the page has loaded, in one chunk (one request, one entry in the first download). */
export function AfterLoad() {
  return (
    <>
      <AppNotices />
      <DeferredServices />
    </>
  );
}
