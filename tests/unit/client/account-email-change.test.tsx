import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountPage } from '../../../src/client/features/auth/account/pages/account-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { apiPaths } from '../../../src/shared/api/paths';
import { showPagesInTamil } from '../in-tamil';

/*
 * The account page's email address as a person changes it: the current password asked for only
 * when the address changes, its problems in the form's summary, and the new address waiting for
 * its link (the server's answers as tests/api/email-change.test.ts shows them).
 */

const OLD = 'asha@example.com';
const NEW = 'asha.new@example.org';
const profile = {
  username: 'asha',
  email: OLD,
  pendingEmail: null as string | null,
  mobile: null,
  language: 'en',
  notifyByEmail: true,
  notifyBySms: true,
};

const realAdapter = apiClient.defaults.adapter;
let sent: { method: string; url: string; body: unknown }[] = [];

/** The server, as far as the page can tell: the profile, and what each change answers. */
function serverAnswers(answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const adapter: AxiosAdapter = async (config) => {
    sent.push({
      method: config.method ?? '',
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    });
    const { status, data } = answer(config);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

const patches = () => sent.filter((call) => call.method === 'patch');

function openAccountPage() {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/account']}>
        <AccountPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

beforeEach(() => {
  sent = [];
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

describe('changing the email address on the account page', () => {
  it('asks for the current password only once the address changes, and lists it in the summary', async () => {
    const user = userEvent.setup();
    serverAnswers(() => ({ status: 200, data: profile }));
    openAccountPage();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(document.querySelector('input[name="emailPassword"]')).toBeNull();

    await user.clear(email);
    await user.type(email, NEW);
    const password = screen.getByLabelText(/^Current password/, { selector: 'input[name="emailPassword"]' });
    expect(password).toHaveAccessibleDescription(/Needed to change your email address/);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter your current password to change your email address' })).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(patches()).toEqual([]);

    // The address as it was: no password, and none asked for.
    await user.clear(email);
    await user.type(email, OLD);
    expect(document.querySelector('input[name="emailPassword"]')).toBeNull();
  });

  it('sends the password with the new address, keeps the old one and says what waits; the waiting change is cancelled', async () => {
    const user = userEvent.setup();
    serverAnswers((config) => {
      if (config.method === 'patch') return { status: 200, data: { ...profile, pendingEmail: NEW } };
      if (config.method === 'delete') return { status: 204, data: '' };
      return { status: 200, data: profile };
    });
    openAccountPage();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, NEW);
    await user.type(screen.getByLabelText(/^Current password/, { selector: 'input[name="emailPassword"]' }), 'my secret passphrase');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        `Your details are saved. Open the link we sent to ${NEW} to confirm it; until then your account keeps its address.`,
      ),
    ).toBeVisible();
    expect(patches().at(-1)?.body).toMatchObject({ email: NEW, currentPassword: 'my secret passphrase' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(OLD);
    expect(
      screen.getByText(`Waiting for confirmation from ${NEW}. Open the link we sent there; until then your account keeps its address.`),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(sent.at(-1)).toMatchObject({ method: 'delete', url: apiPaths.me.emailChange });
    expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  });

  it('shows a wrong password in the summary, linked to its field', async () => {
    const user = userEvent.setup();
    const wrong = {
      error: 'Your current password is not correct',
      code: 'auth.current_password_wrong',
      fields: { currentPassword: 'Your current password is not correct' },
      fieldCodes: { currentPassword: 'wrong' },
    };
    serverAnswers((config) => (config.method === 'patch' ? { status: 400, data: wrong } : { status: 200, data: profile }));
    openAccountPage();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, NEW);
    await user.type(screen.getByLabelText(/^Current password/, { selector: 'input[name="emailPassword"]' }), 'not it');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    // The answer is read out first (focus on it), as after any failed save; then the person follows the link.
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert === document.activeElement)).toBe(true));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await user.click(within(summary).getByRole('link', { name: 'Your current password is not correct' }));
    expect(screen.getByLabelText(/^Current password/, { selector: 'input[name="emailPassword"]' })).toHaveFocus();
  });

  it('changes the other details with no password, as before', async () => {
    const user = userEvent.setup();
    serverAnswers((config) => ({ status: 200, data: config.method === 'patch' ? { ...profile, notifyBySms: false } : profile }));
    openAccountPage();
    await user.click(await screen.findByLabelText('Send me SMS about my requests'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details are saved.')).toBeVisible();
    expect(patches().at(-1)?.body).not.toHaveProperty('currentPassword');
  });

  it('sends the link again from the waiting notice', async () => {
    const user = userEvent.setup();
    serverAnswers((config) =>
      config.method === 'post' ? { status: 202, data: { accepted: true } } : { status: 200, data: { ...profile, pendingEmail: NEW } },
    );
    openAccountPage();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(`A new link is on its way to ${NEW}.`)).toBeVisible();
    expect(sent.at(-1)).toMatchObject({ method: 'post', url: apiPaths.me.emailChangeResend });
  });
});

describe('in Tamil', () => {
  showPagesInTamil();

  it('names the password field and its problem in Tamil', async () => {
    const user = userEvent.setup();
    serverAnswers(() => ({ status: 200, data: { ...profile, language: 'ta', pendingEmail: NEW } }));
    openAccountPage();
    expect(
      await screen.findByText(
        `${NEW} இலிருந்து உறுதிப்படுத்தலுக்குக் காத்திருக்கிறது. அங்கே அனுப்பிய இணைப்பைத் திறங்கள்; அதுவரை உங்கள் கணக்கில் பழைய முகவரியே இருக்கும்.`,
      ),
    ).toBeVisible();
    const email = screen.getByRole('textbox', { name: 'மின்னஞ்சல்' });
    await user.clear(email);
    await user.type(email, 'vazhi@example.org');
    expect(screen.getByLabelText(/^தற்போதைய கடவுச்சொல்/, { selector: 'input[name="emailPassword"]' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'சேமி' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'மின்னஞ்சல் முகவரியை மாற்ற உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்' })).toBeVisible();
    expect(patches()).toEqual([]);
  });
});
