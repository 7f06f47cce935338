import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../../src/client/features/auth/pages/register-page';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';

function renderRegisterPage() {
  const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], { initialEntries: ['/register'] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

describe('registration form', () => {
  it('lists every problem at the top, marks each field, and focuses the summary', async () => {
    const user = userEvent.setup();
    renderRegisterPage();

    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm Password'), '456');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    for (const message of [
      'Username must be at least 3 characters',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      'Passwords do not match',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/Username must be at least 3 characters/);
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    const user = userEvent.setup();
    renderRegisterPage();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email is required', { selector: 'p *, p' })).toBeVisible();

    await user.type(screen.getByLabelText('Email'), 'a');

    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Email is required', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus to a field from its summary link', async () => {
    const user = userEvent.setup();
    renderRegisterPage();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.click(await screen.findByRole('link', { name: 'Email is required' }));

    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
