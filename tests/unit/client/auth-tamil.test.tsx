import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../../../src/client/features/auth/pages/login-page';
import { RegisterPage } from '../../../src/client/features/auth/pages/register-page';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { userMessages } from '../../../src/shared/domain/users/user-messages';
import { buildRegisterSchema, registerSchema } from '../../../src/shared/domain/users/user-schemas';
import { validateStrict } from '../../../src/shared/validation/validate';
import { showPagesInTamil } from '../in-tamil';

function renderPage(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

describe('sign-in and registration in Tamil', () => {
  showPagesInTamil();

  it('an empty sign-in says what is missing in Tamil, in the summary and on each field', async () => {
    const user = userEvent.setup();
    renderPage('/login', <LoginPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'பயனர் உள்நுழைவு' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'உள்நுழைய' }));

    const summary = await screen.findByRole('alert');
    for (const message of ['பயனர் பெயர் அல்லது மின்னஞ்சல் தேவை', 'கடவுச்சொல் தேவை']) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(screen.getByLabelText('பயனர் பெயர் அல்லது மின்னஞ்சல்')).toHaveAccessibleDescription(/பயனர் பெயர் அல்லது மின்னஞ்சல் தேவை/);
    expect(screen.getByLabelText('கடவுச்சொல்')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'பதிவு செய்ய' })).toHaveAttribute('href', '/register');
  });

  it('the registration summary lists every problem in Tamil', async () => {
    const user = userEvent.setup();
    renderPage('/register', <RegisterPage />);

    await user.type(screen.getByLabelText('பயனர் பெயர்'), 'ab');
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'not-an-email');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), '123');
    await user.type(screen.getByLabelText('கடவுச்சொல்லை உறுதிப்படுத்தவும்'), '456');
    await user.click(screen.getByRole('button', { name: 'கணக்கை உருவாக்கவும்' }));

    const summary = await screen.findByRole('alert');
    for (const message of [
      'பயனர் பெயரில் குறைந்தது 3 எழுத்துகள் இருக்க வேண்டும்',
      'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
      'கடவுச்சொல்லில் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்',
      'கடவுச்சொற்கள் பொருந்தவில்லை',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(summary).toHaveFocus();
  });
});

describe('the account rules with other messages', () => {
  it('say the same thing as the English ones, in the words given; the default stays English', () => {
    const tamil = { ...userMessages, passwordsMismatch: 'கடவுச்சொற்கள் பொருந்தவில்லை' };
    const input = { username: 'lakshmi', email: 'lakshmi@example.in', password: 'secret1', confirmPassword: 'secret2' };
    expect(validateStrict(buildRegisterSchema(tamil), input)).toMatchObject({
      ok: false,
      fields: { confirmPassword: 'கடவுச்சொற்கள் பொருந்தவில்லை' },
    });
    expect(validateStrict(registerSchema, input)).toMatchObject({ ok: false, fields: { confirmPassword: 'Passwords do not match' } });
  });
});
