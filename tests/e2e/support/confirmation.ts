import type { Page } from '@playwright/test';

/**
 * The confirmation after a submission: a panel named by what was done, with the form's
 * success text and the reference in it. The form's page is left for it.
 */
export function confirmationPanel(page: Page, name: 'Application submitted' | 'Payment received' | 'Grievance submitted') {
  return page.getByRole('region', { name, exact: true });
}
