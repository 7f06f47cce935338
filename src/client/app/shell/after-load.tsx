import { AppNotices } from '../pwa/app-notices';
import { DeferredServices } from './deferred-services';

/** Everything the shell adds once the page has loaded, in one chunk (one request, one entry in the first download). */
export function AfterLoad() {
  return (
    <>
      <AppNotices />
      <DeferredServices />
    </>
  );
}
