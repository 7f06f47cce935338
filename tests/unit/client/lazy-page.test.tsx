import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, startTransition, useState } from 'react';
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

  it('keeps a page opened by a navigation when the navigation around it renders again (what was typed stays)', async () => {
    const Form = () => <input aria-label="Name" />;
    const Page = lazyComponent(async () => Form);
    function Around() {
      const [opened, setOpened] = useState(false);
      const [count, setCount] = useState(0);
      return (
        <>
          {/* React Router navigates in a transition: React waits there for the page's code, then resumes. */}
          <button onClick={() => startTransition(() => setOpened(true))}>Open</button>
          <button onClick={() => setCount(count + 1)}>Navigate {count}</button>
          <Suspense fallback={<p>Loading...</p>}>{opened ? <Page /> : null}</Suspense>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Around />);
    // Clicked outside act(), as in a browser: React renders the transition in slices and, when the
    // page's code arrives while it waits, carries on from where it stopped.
    const reactTestEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactTestEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('button', { name: 'Open' }).click();
      await screen.findByRole('textbox', { name: 'Name' });
    } finally {
      reactTestEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Selvi');
    await user.click(screen.getByRole('button', { name: 'Navigate 0' }));
    expect(screen.getByRole('button', { name: 'Navigate 1' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Selvi');
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
