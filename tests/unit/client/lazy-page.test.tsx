import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../../src/client/lib/load-once';
import { RouteErrorBoundary } from '../../../src/client/app/route-error';

const Ready = () => <h1>Ready page</h1>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazily loaded pages', () => {
  it('downloads a page once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(async () => Ready);
    const Page = lazyComponent(load);
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Ready page' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a page already loaded at once, never its loading fallback (prerendered pages hydrate this way)', async () => {
    const Page = lazyComponent(async () => Ready);
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Ready page' })).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('tries the download again after a failed one (a dropped connection)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(Ready);
    const Page = lazyComponent(load);
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    await expect(Page.preload()).resolves.toBe(Ready);
  });

  it('shows the error page, with a way to try again, when a page cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyComponent(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading...</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('This page could not be loaded. Check your connection and try again.')).toBeVisible();
    expect(screen.getByText('Details: Failed to fetch dynamically imported module')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
