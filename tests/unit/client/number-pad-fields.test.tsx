import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CertificateFormPage } from '../../../src/client/features/certificates/pages/certificate-form-page';
import { SubmitGrievanceForm } from '../../../src/client/features/grievances/components/submit-grievance-form';
import { TaxFormPage } from '../../../src/client/features/taxes/pages/tax-form-page';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { certificateDefinitions } from '../../../src/shared/domain/certificates/certificate-definitions';
import type { InputKind } from '../../../src/shared/domain/form-fields';
import { taxFormFields } from '../../../src/shared/domain/taxes/tax-form-fields';
import { taxDefinitions } from '../../../src/shared/domain/taxes/tax-definitions';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

/** The keyboard a phone shows for each kind of field typed in digits. */
const numberPads: Partial<Record<InputKind, string>> = { aadhaar: 'numeric', phone: 'tel', amount: 'decimal', ward: 'numeric' };

function open(path: string, pattern: string, page: ReactNode) {
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [path] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

/** Each field's control on the page, by its label, with the keyboard its kind calls for. */
function expectNumberPads(fields: readonly { label: string; kind: string }[]) {
  const typedInDigits = fields.filter((field) => field.kind in numberPads);
  for (const field of typedInDigits) {
    expect(screen.getByLabelText(field.label, { exact: false }), field.label).toHaveAttribute(
      'inputmode',
      numberPads[field.kind as InputKind],
    );
  }
  return typedInDigits.map((field) => field.label);
}

describe('Aadhaar, mobile and amount fields open the number pad', () => {
  it.each(certificateDefinitions.map((definition) => [definition.slug, definition] as const))(
    'on the %s certificate form, Aadhaar checked strictly or not',
    (slug, definition) => {
      open(`/certificates/${slug}`, '/certificates/:slug', <CertificateFormPage />);
      expect(expectNumberPads(definition.fields)).not.toEqual([]);
    },
  );

  it.each(taxDefinitions.map((definition) => [definition.slug, definition] as const))('on the %s tax form', (slug, definition) => {
    open(`/taxes/${slug}`, '/taxes/:slug', <TaxFormPage />);
    const fields = taxFormFields(definition);
    expect(expectNumberPads(fields)).toContain(definition.amountLabel);
  });

  it('on the grievance form, which asks for no number: its email field opens the email keyboard', () => {
    open('/grievances', '/grievances', <SubmitGrievanceForm onSubmitted={() => undefined} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('inputmode', 'email');
    expect(document.querySelectorAll('[inputmode="numeric"], [inputmode="tel"], [inputmode="decimal"]')).toHaveLength(0);
  });
});
