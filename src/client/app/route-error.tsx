import { Component } from 'react';
import type { ReactNode } from 'react';
import { appTexts } from '../i18n/app-texts';
import { Button } from '../ui/button';
import { Page } from '../ui/page';

/**
 * Shown when a page fails to load or render. The usual cause is a page's code not arriving
 * (a dropped connection, or a new version deployed since this tab opened): a reload fixes both.
 */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  const t = appTexts.get().routeError;
  return (
    <Page title={t.title} intro={t.intro}>
      {detail ? <p>{t.details({ detail })}</p> : null}
      <Button onClick={() => window.location.reload()}>{t.tryAgain}</Button>
    </Page>
  );
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

/** Catches what its children throw while rendering (a chunk that did not load included). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
