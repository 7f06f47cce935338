import { useRouteError } from 'react-router-dom';
import { Button } from '../ui/button';
import { Page } from '../ui/page';

/**
 * Shown when a page fails to load or render. The usual cause is a page's code not arriving
 * (a dropped connection, or a new version deployed since this tab opened): a reload fixes both.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Page title="Something went wrong" intro="This page could not be loaded. Check your connection and try again.">
      {detail ? <p>Details: {detail}</p> : null}
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </Page>
  );
}
