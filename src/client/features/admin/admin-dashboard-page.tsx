import { Page } from '../../ui/page';

/**
 * The clerks' dashboard. Its tables (certificates, grievances, tax payments) arrive with the
 * admin dashboard issue; the route, its guard and its heading are in place now.
 */
export function AdminDashboardPage() {
  return (
    <Page title="Admin Dashboard" intro="Review certificate requests, grievances and tax payments.">
      <p>There is nothing to review yet.</p>
    </Page>
  );
}
