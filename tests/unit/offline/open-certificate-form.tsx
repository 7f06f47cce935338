import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { CertificateFormPage } from '../../../src/client/features/certificates/pages/certificate-form-page';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';

/** A certificate's form page as the app shows it at /certificates/<slug>, with the session around it. */
export function openCertificateForm(slug: string) {
  const router = createMemoryRouter([{ path: '/certificates/:slug', element: <CertificateFormPage /> }], {
    initialEntries: [`/certificates/${slug}`],
  });
  return render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}
