import { ButtonLink } from './button';
import { Page } from './page';

export function NotFoundPage() {
  return (
    <Page title="Page Not Found" intro="The page you are looking for does not exist or has moved.">
      <ButtonLink to="/">Go Home</ButtonLink>
    </Page>
  );
}
