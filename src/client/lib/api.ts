import type { AxiosInstance } from 'axios';
import { loadOnce } from './load-once';

/**
 * The module holding axios could not be loaded: the device is offline and this version of the
 * app was never stored by the service worker. describeFailure() counts it as a network failure,
 * as the call it was for would have been one.
 */
export class ApiClientUnavailable extends Error {
  constructor(cause: unknown) {
    super('The app could not load what it needs to reach the server.', { cause });
    this.name = 'ApiClientUnavailable';
  }
}

/**
 * The app's HTTP client (lib/api-client.ts), loaded on the first call rather than with the page
 * (issue 8: axios only when a call is made), so that a form page hydrates without evaluating it.
 * A failed load is not kept: the next call tries again.
 */
export const api: () => Promise<AxiosInstance> = loadOnce(() =>
  import('./api-client').then(
    (module) => module.apiClient,
    (err: unknown) => {
      throw new ApiClientUnavailable(err);
    },
  ),
);
