import type { BrowserContext, Page } from '@playwright/test';

export interface RepeatVisit {
  lcpMs: number;
  /** Bytes the page's requests took from the network (not from the service worker or a cache). */
  networkBytes: number;
  networkRequests: number;
  /** Requests the service worker itself sent to the network during the visit. */
  workerRequests: number;
}

interface CdpResponse {
  requestId: string;
  response: { fromServiceWorker?: boolean; fromDiskCache?: boolean; fromPrefetchCache?: boolean };
}

/**
 * One visit to `url` in a new tab of a context whose service worker already controls the
 * origin. Bytes are counted from the page's CDP Network events: a request counts unless its
 * response came from the service worker, the disk cache, the prefetch cache or the memory
 * cache. LCP is the last largest-contentful-paint entry once the page has loaded.
 */
export async function repeatVisit(context: BrowserContext, url: string): Promise<RepeatVisit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const fromLocal = new Set<string>();
  const finished = new Map<string, number>();
  cdp.on('Network.responseReceived', (event: CdpResponse) => {
    const { fromServiceWorker, fromDiskCache, fromPrefetchCache } = event.response;
    if (fromServiceWorker === true || fromDiskCache === true || fromPrefetchCache === true) fromLocal.add(event.requestId);
  });
  cdp.on('Network.requestServedFromCache', (event: { requestId: string }) => fromLocal.add(event.requestId));
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) =>
    finished.set(event.requestId, event.encodedDataLength),
  );
  let workerRequests = 0;
  const countWorker = (request: { serviceWorker(): unknown }) => {
    if (request.serviceWorker() !== null) workerRequests += 1;
  };
  context.on('request', countWorker);
  try {
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    const lcpMs = await largestContentfulPaint(page);
    let networkBytes = 0;
    let networkRequests = 0;
    for (const [requestId, bytes] of finished) {
      if (fromLocal.has(requestId)) continue;
      networkBytes += bytes;
      networkRequests += 1;
    }
    return { lcpMs, networkBytes, networkRequests, workerRequests };
  } finally {
    context.off('request', countWorker);
    await cdp.detach();
    await page.close();
  }
}

/** The page's LCP so far, from the buffered PerformanceObserver entries. */
async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const observer = new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          observer.disconnect();
          if (last === undefined) reject(new Error('no largest-contentful-paint entry'));
          else resolve(last.startTime);
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}
