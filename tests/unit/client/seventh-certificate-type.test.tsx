import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminListAnswer, CertificateAdminRow } from '../../../src/shared/api/admin-types';
import { registerCertificateType } from '../../../src/shared/domain/certificates/certificate-definitions';
import { legalHeirCertificate } from '../../fixtures/legal-heir-certificate';
import { sendAfterCheckingAnswers } from '../check-answers';
import { AN_ADMIN, SignedInAs } from '../signed-in-as';

// Registered as the six are, before the modules that read the registry load: they are imported
// below, after this line.
registerCertificateType(legalHeirCertificate);
const { ADMIN_CATEGORIES, categoryStatuses } = await import('../../../src/shared/api/admin-types');
const { buildCertificateSchema, normalizeCertificateValues } = await import('../../../src/shared/schemas/certificate-schema');
const { validateStrict } = await import('../../../src/shared/validation/validate');
const { AppRoutes } = await import('../../../src/client/app/router');
const { AdminDashboardPage } = await import('../../../src/client/features/admin/admin-dashboard-page');
const { apiClient } = await import('../../../src/client/lib/api-client');
const { SessionProvider } = await import('../../../src/client/lib/session/session-provider');

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** The server, as far as the page can tell: every call is recorded and answered with `data`. */
function serverAnswers(status: number, data: unknown): string[] {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`);
    return { status, data, statusText: String(status), headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

/** The pages are lazy chunks: their first import in a test run can take a few seconds. */
const PAGE_LOAD = { timeout: 10_000 };

function openApp(path: string) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </SessionProvider>,
  );
}

const validValues = {
  petitionerName: 'Kavitha Subramanian',
  deceasedName: 'Subramanian',
  dateOfDeath: '2026-09-14',
  heirs: 'Kavitha, Arun',
  mobile: '9876543210',
};

describe('a seventh certificate type, registered by one line', () => {
  it('has its card in the catalogue, linking to its form', async () => {
    openApp('/certificates');
    const card = await screen.findByRole('link', { name: /Legal Heir/ }, PAGE_LOAD);
    expect(card).toHaveAttribute('href', '/certificates/legal-heir');
  });

  it('has a form at its route with every field of its definition, which submits to its API route', async () => {
    const calls = serverAnswers(201, { id: 'a7', reference: 'LGH-7K3M-9QXD', status: 'pending' });
    const user = userEvent.setup();
    openApp('/certificates/legal-heir');

    expect(await screen.findByRole('heading', { name: 'Legal Heir Certificate Application', level: 1 }, PAGE_LOAD)).toBeVisible();
    for (const field of [...legalHeirCertificate.fields, ...legalHeirCertificate.files])
      expect(screen.getByLabelText(field.label)).toBeVisible();

    for (const field of legalHeirCertificate.fields)
      await user.type(screen.getByLabelText(field.label), validValues[field.name as keyof typeof validValues]);
    await user.upload(screen.getByLabelText('Death Certificate'), new File(['%PDF-1.4'], 'death.pdf', { type: 'application/pdf' }));
    await sendAfterCheckingAnswers(user, 'Submit Application');

    expect(await screen.findByRole('region', { name: 'Application submitted' }, { timeout: 3000 })).toHaveTextContent('LGH-7K3M-9QXD');
    expect(calls).toEqual(['POST /api/legal-heir-certificate']);
  });

  it('is validated by the schema built from its definition', () => {
    const schema = buildCertificateSchema(legalHeirCertificate);
    const check = (values: Record<string, string>) => validateStrict(schema, normalizeCertificateValues(legalHeirCertificate, values));
    expect(check(validValues).ok).toBe(true);
    const empty = check({ ...validValues, petitionerName: '' });
    expect(empty.ok ? {} : empty.fields).toEqual({ petitionerName: "Petitioner's Name is required" });
  });

  it('has its table on the admin dashboard, after the six and before grievances', async () => {
    const row: CertificateAdminRow = {
      _id: '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c07',
      reference: 'LGH-7K3M-9QXD',
      status: 'pending',
      createdAt: '2026-11-20T06:30:00.000Z',
      updatedAt: '2026-11-20T06:30:00.000Z',
      ...validValues,
      documents: [],
    };
    const answer: AdminListAnswer = {
      data: { ...Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, []])), legalHeir: [row] },
      pages: {},
      counts: Object.fromEntries(
        ADMIN_CATEGORIES.map((category) => [
          category,
          { total: 0, byStatus: Object.fromEntries(categoryStatuses(category).map((status) => [status, 0])) },
        ]),
      ) as AdminListAnswer['counts'],
    };
    serverAnswers(200, answer);
    render(
      <MemoryRouter>
        <SignedInAs user={AN_ADMIN}>
          <AdminDashboardPage />
        </SignedInAs>
      </MemoryRouter>,
    );

    const table = await screen.findByRole('table', { name: 'Legal Heir Certificates' });
    expect(within(table).getByRole('row', { name: /LGH-7K3M-9QXD/ })).toHaveTextContent('Kavitha Subramanian');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(headings.indexOf('Nativity Certificates'), headings.indexOf('Grievances') + 1)).toEqual([
      'Nativity Certificates',
      'Legal Heir Certificates',
      'Grievances',
    ]);
  });
});
