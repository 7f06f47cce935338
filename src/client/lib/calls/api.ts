import type { AxiosInstance } from 'axios';
import { ApiClientUnavailable } from './api-error';
import { loadOnce } from '../load-once';

/**
 * The app's HTTP client (lib/api-client.ts), loaded on the first call rather than with the page
 * (docs/decisions/023: axios only when a call is made), so that a form page hydrates without evaluating it.
 * A failed load is not kept: the next call tries again.
 */
export const api: () => Promise<AxiosInstance> = loadOnce(() =>
  import('../api-client').then(
    (module) => module.apiClient,
    (err: unknown) => {
      throw new ApiClientUnavailable(err);
    },
  ),
);
