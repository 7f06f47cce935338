import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../src/shared/api/admin-types';
import { adminApiPaths } from '../../../src/shared/api/admin-paths';
import { StaffPage } from '../../../src/client/features/admin/pages/staff-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { showPagesInTamil } from '../in-tamil';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const ADMIN: StaffMember = {
  _id: 'a1',
  username: 'clerk',
  email: 'clerk@example.in',
  role: 'admin',
  departments: [],
  wards: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const OFFICER: StaffMember = {
  _id: 'o1',
  username: 'registrar',
  email: 'registrar@example.in',
  role: 'officer',
  departments: ['registration'],
  wards: ['12'],
  active: true,
  createdAt: '2026-02-01T00:00:00.000Z',
};

type Answer = { status: number; data: unknown };

/** The server as the page sees it; each call's method, path and body, in order. */
function serverAnswers(answer: (config: InternalAxiosRequestConfig) => Answer) {
  const calls: { call: string; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push({
      call: `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`,
      body: config.data ? JSON.parse(String(config.data)) : undefined,
    });
    const { status, data } = answer(config);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

const openPage = () =>
  render(
    <MemoryRouter>
      <StaffPage />
    </MemoryRouter>,
  );

describe('the staff page', () => {
  it('lists the staff, adds an officer with their departments and wards, and deactivates one', async () => {
    let staff = [ADMIN, OFFICER];
    const calls = serverAnswers((config) => {
      if (config.method === 'post') {
        const added = {
          ...OFFICER,
          _id: 'o2',
          username: 'collector',
          email: 'collector@example.in',
          departments: ['taxes'],
          wards: ['3', '4'],
        };
        staff = [...staff, added as StaffMember];
        return { status: 201, data: added };
      }
      if (config.method === 'patch') {
        staff = staff.map((member) => (member._id === 'o1' ? { ...member, active: false } : member));
        return { status: 200, data: staff[1] };
      }
      return { status: 200, data: { staff } };
    });
    const user = userEvent.setup();
    openPage();

    const table = await screen.findByRole('table', { name: 'Administrators and officers' });
    const officerRow = within(table).getByRole('row', { name: /registrar/ });
    expect(officerRow).toHaveTextContent('Registration');
    expect(officerRow).toHaveTextContent('12');
    expect(within(table).getByRole('row', { name: /clerk/ })).toHaveTextContent('Every department');

    // No department chosen: said before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Add officer' }));
    expect(screen.getByText('Choose at least one department')).toBeVisible();
    expect(calls.filter(({ call }) => call.startsWith('POST'))).toEqual([]);

    const form = screen.getByRole('form', { name: 'Add an officer' });
    await user.type(within(form).getByLabelText('Username'), 'collector');
    await user.type(within(form).getByLabelText('Email'), 'collector@example.in');
    await user.type(within(form).getByLabelText('Password'), 'a long collector passphrase');
    await user.click(within(form).getByRole('checkbox', { name: 'Taxes' }));
    await user.type(within(form).getByLabelText('Wards (optional)'), '3, 4,');
    await user.click(screen.getByRole('button', { name: 'Add officer' }));
    expect(await screen.findByText('collector is added and can sign in at the staff sign-in.')).toBeVisible();
    expect(calls.find(({ call }) => call === `POST ${adminApiPaths.staff}`)?.body).toEqual({
      username: 'collector',
      email: 'collector@example.in',
      password: 'a long collector passphrase',
      departments: ['taxes'],
      wards: ['3', '4'],
    });

    await user.click(screen.getByRole('button', { name: 'Deactivate registrar' }));
    expect(await screen.findByText('registrar is deactivated and signed out everywhere.')).toBeVisible();
    expect(calls.find(({ call }) => call === `PATCH ${adminApiPaths.staffMember('o1')}`)?.body).toEqual({ active: false });
    expect(await screen.findByRole('button', { name: 'Reactivate registrar' })).toBeVisible();
  });

  it('shows the server’s word on a taken username beside the field', async () => {
    serverAnswers((config) =>
      config.method === 'post'
        ? {
            status: 409,
            data: { error: 'Username already taken', code: 'auth.username_taken', fields: { username: 'Username already taken' } },
          }
        : { status: 200, data: { staff: [ADMIN] } },
    );
    const user = userEvent.setup();
    openPage();
    const form = await screen.findByRole('form', { name: 'Add an officer' });
    await user.type(within(form).getByLabelText('Username'), 'clerk');
    await user.type(within(form).getByLabelText('Email'), 'x@example.in');
    await user.type(within(form).getByLabelText('Password'), 'a long passphrase');
    await user.click(within(form).getByRole('checkbox', { name: 'Revenue' }));
    await user.click(screen.getByRole('button', { name: 'Add officer' }));
    expect(await within(form).findAllByText('Username already taken')).not.toHaveLength(0);
    expect(within(form).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the staff page in Tamil', () => {
  showPagesInTamil();

  it('names the staff, the departments and the actions in Tamil', async () => {
    serverAnswers(() => ({ status: 200, data: { staff: [ADMIN, OFFICER] } }));
    openPage();
    expect(screen.getByRole('heading', { name: 'ஊழியர்கள்', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'நிர்வாகிகள் மற்றும் அலுவலர்கள்' });
    const row = within(table).getByRole('row', { name: /registrar/ });
    expect(row).toHaveTextContent('பதிவு');
    expect(row).toHaveTextContent('அலுவலர்');
    expect(within(row).getByRole('button', { name: 'registrar – செயலிழக்கச் செய்ய' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'அலுவலரைச் சேர்க்க' });
    expect(within(form).getByRole('checkbox', { name: 'குறைகள்' })).toBeVisible();
  });
});
