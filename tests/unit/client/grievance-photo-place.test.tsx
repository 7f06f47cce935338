import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { AxiosError } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../src/shared/api/paths';
import { GrievancesPage } from '../../../src/client/features/grievances/pages/grievances-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { offlineDb } from '../../../src/client/offline/db';
import { pressSubmit } from '../press-submit';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

/** What reached the server: a FormData as its entries (files by name and type), JSON as the object. */
interface Received {
  method: string;
  url: string;
  key: unknown;
  body: unknown;
}

function bodyOf(config: InternalAxiosRequestConfig): unknown {
  if (config.data instanceof FormData) {
    return [...config.data.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : { file: value.name, type: value.type },
    ]);
  }
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}

const received: Received[] = [];
const answers = new Map<string, { status: number; data: unknown }>();

/** The server as the contract says it answers (decision 085); `answers` overrides one path. */
function serve() {
  apiClient.defaults.adapter = async (config) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET' || url !== apiPaths.places)
      received.push({ method, url, key: config.headers['Idempotency-Key'], body: bodyOf(config) });
    const answer =
      answers.get(`${method} ${url}`) ??
      (url === apiPaths.places
        ? { status: 200, data: { wards: ['1', '2', '12', 'Zone 3 East'], mapTileUrl: null } }
        : { status: 201, data: { complaintId: 'GRV-7K3M-9QXD' } });
    const response = { status: answer.status, data: answer.data, statusText: '', headers: {}, config };
    if (answer.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
}

const realAdapter = apiClient.defaults.adapter;
beforeEach(() => {
  received.length = 0;
  answers.clear();
  serve();
});
afterEach(async () => {
  apiClient.defaults.adapter = realAdapter;
  Reflect.deleteProperty(navigator, 'geolocation');
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  await offlineDb().delete();
});

function openGrievances(entry = '/grievances') {
  const router = createMemoryRouter(
    [
      { path: '/grievances', element: <GrievancesPage /> },
      { path: '/grievances/submitted/:id', element: <p>Submitted</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

/** The phone's answer to "where am I?": a point, or a GeolocationPositionError's code. */
function phoneLocation(answer: { latitude: number; longitude: number; accuracy: number } | { code: number }) {
  const getCurrentPosition = (found: PositionCallback, failed: PositionErrorCallback) => {
    if ('code' in answer) failed({ code: answer.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    else found({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition);
  };
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

async function fillGrievance(user: UserEvent) {
  await user.type(screen.getByLabelText('Name', { exact: true }), 'Meena Sundaram');
  await user.type(screen.getByLabelText('Email', { exact: true }), 'meena@example.in');
  await user.selectOptions(screen.getByLabelText('Subject', { exact: true }), 'water');
  await user.type(screen.getByLabelText('Message', { exact: true }), 'Burst pipe.');
}

const grievance = { name: 'Meena Sundaram', email: 'meena@example.in', subject: 'water', message: 'Burst pipe.' };
const sentGrievances = () => received.filter((call) => call.method === 'POST' && call.url === apiPaths.grievances);

const photoInput = () => screen.getByLabelText(/^Photo of the problem/);
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'pipe.jpg', { type: 'image/jpeg' });

// Typing a whole form with user-event takes seconds on a loaded 2-core CI machine.
describe('the grievance form with a photo and a place', { timeout: 30_000 }, () => {
  it('sends the ward from the municipality’s list, a landmark and the phone’s location, which it asks for only when pressed', async () => {
    let asked = 0;
    phoneLocation({ latitude: 13.08271234, longitude: 80.27071234, accuracy: 12.4 });
    const { getCurrentPosition } = navigator.geolocation;
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (...args: Parameters<Geolocation['getCurrentPosition']>) => (asked++, getCurrentPosition(...args)) },
      configurable: true,
    });
    const user = userEvent.setup();
    openGrievances();
    await fillGrievance(user);
    const ward = await screen.findByRole('combobox', { name: /^Ward/ });
    await user.selectOptions(ward, 'Zone 3 East');
    await user.type(screen.getByLabelText(/^Landmark/), 'Opposite the bus stand');
    expect(asked).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    const found = await screen.findByText(/Location found, accurate to about 12 m\./);
    expect(found).toHaveFocus();
    expect(found).toHaveTextContent('Latitude 13.082712, longitude 80.270712');
    // Without MAP_TILE_URL there is no map at all.
    expect(screen.queryByRole('group', { name: 'Map of the location' })).not.toBeInTheDocument();
    await pressSubmit(user, 'Submit Grievance');

    await vi.waitFor(() => expect(sentGrievances()).toHaveLength(1));
    expect(sentGrievances()[0]?.body).toEqual({
      ...grievance,
      latitude: 13.082712,
      longitude: 80.270712,
      ward: 'Zone 3 East',
      landmark: 'Opposite the bus stand',
    });
  });

  it('shows the point on a map only where the municipality names a tile server, loading Leaflet then', async () => {
    answers.set(`GET ${apiPaths.places}`, { status: 200, data: { wards: ['1'], mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' } });
    phoneLocation({ latitude: 13.0827, longitude: 80.2707, accuracy: 8 });
    const user = userEvent.setup();
    openGrievances();
    await screen.findByRole('combobox', { name: /^Ward/ });
    expect(screen.queryByRole('group', { name: 'Map of the location' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    const map = await screen.findByRole('group', { name: 'Map of the location' });
    await vi.waitFor(() => expect(map).toHaveClass('leaflet-container'), { timeout: 10_000 });
    // Leaflet's stylesheet is linked with the map, never with the page (the test's build names it by no file).
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(screen.queryByRole('group', { name: 'Map of the location' })).not.toBeInTheDocument();
  });

  it('says calmly that the location was not shared, and the grievance goes without it', async () => {
    phoneLocation({ code: 1 });
    const user = userEvent.setup();
    openGrievances();
    await fillGrievance(user);

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    const note = await screen.findByText('Your location was not shared. You can name the ward and a landmark instead.');
    expect(note).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await pressSubmit(user, 'Submit Grievance');
    await vi.waitFor(() => expect(sentGrievances()).toHaveLength(1));
    expect(sentGrievances()[0]?.body).toEqual(grievance);
  });

  it('clears a location found, and says that it did', async () => {
    phoneLocation({ latitude: 11.0168, longitude: 76.9558, accuracy: 30 });
    const user = userEvent.setup();
    openGrievances();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByText(/accurate to about 30 m/);

    await user.click(screen.getByRole('button', { name: 'Clear location' }));

    expect(await screen.findByText('The location is cleared.')).toHaveFocus();
    expect(screen.queryByText(/Latitude/)).not.toBeInTheDocument();
  });

  it('refuses a point outside India with the server’s words, linked to the location button', async () => {
    phoneLocation({ latitude: 51.5, longitude: -0.12, accuracy: 10 });
    const user = userEvent.setup();
    openGrievances();
    await fillGrievance(user);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByText(/accurate to about 10 m/);

    await pressSubmit(user, 'Submit Grievance');

    const summary = await screen.findByRole('alert');
    const message = 'This place is outside India: use your location again, or leave it out and name the ward.';
    await user.click(within(summary).getByRole('link', { name: message }));
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveFocus();
    expect(sentGrievances()).toEqual([]);
  });

  it('shows the photo chosen with its name, sends it as multipart, and sends JSON again once it is removed', async () => {
    const user = userEvent.setup();
    openGrievances();
    await fillGrievance(user);

    await user.upload(photoInput(), jpeg());
    const preview = await screen.findByRole('figure');
    expect(within(preview).getByRole('img', { name: 'The photo you chose' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('pipe.jpg, 6 B');

    await user.click(within(preview).getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(photoInput()).toHaveFocus();
    expect(screen.getByText('The photo is removed.')).toBeVisible();
    await pressSubmit(user, 'Submit Grievance');
    await vi.waitFor(() => expect(sentGrievances()).toHaveLength(1));
    expect(sentGrievances()[0]?.body).toEqual(grievance);
  });

  it('sends a grievance with its photo as multipart: the fields, then the photo', async () => {
    const user = userEvent.setup();
    openGrievances();
    await fillGrievance(user);
    await user.type(screen.getByLabelText(/^Landmark/), 'Near the temple');
    await user.upload(photoInput(), jpeg());
    await screen.findByRole('figure');

    await pressSubmit(user, 'Submit Grievance');

    await vi.waitFor(() => expect(sentGrievances()).toHaveLength(1));
    expect(sentGrievances()[0]?.body).toEqual([
      ...Object.entries(grievance),
      ['landmark', 'Near the temple'],
      ['photo', { file: 'pipe.jpg', type: 'image/jpeg' }],
    ]);
  });

  it('refuses a file that is not a JPEG, PNG or WebP photo before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    openGrievances();
    await fillGrievance(user);
    await user.upload(photoInput(), new File(['GIF89a'], 'pipe.gif', { type: 'image/gif' }));

    await pressSubmit(user, 'Submit Grievance');

    const summary = await screen.findByRole('alert');
    await user.click(within(summary).getByRole('link', { name: 'Choose a photo in JPEG, PNG or WebP format.' }));
    expect(photoInput()).toHaveFocus();
    expect(sentGrievances()).toEqual([]);
  });

  it('keeps a grievance written offline in the outbox with its photo, to be sent once', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    const user = userEvent.setup();
    openGrievances();
    await fillGrievance(user);
    await user.upload(photoInput(), jpeg());
    await screen.findByRole('figure');

    await pressSubmit(user, 'Submit Grievance');

    expect(await screen.findByText(/Saved on this device\./, {}, { timeout: 5_000 })).toBeVisible();
    expect(sentGrievances()).toEqual([]);
    const [item, ...others] = await offlineDb().outbox.toArray();
    expect(others).toEqual([]);
    expect(item?.values).toMatchObject(grievance);
    const files = await offlineDb()
      .files.where('parent')
      .equals(`outbox:${item?.id ?? ''}`)
      .toArray();
    expect(files.map(({ field, name, type }) => ({ field, name, type }))).toEqual([
      { field: 'photo', name: 'pipe.jpg', type: 'image/jpeg' },
    ]);
  });

  it('works without the list of wards when it cannot be read, and says so', async () => {
    answers.set(`GET ${apiPaths.places}`, { status: 503, data: { error: 'Unavailable' } });
    openGrievances();

    expect(await screen.findByText('The list of wards could not be loaded. Name a landmark instead, or try again later.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^Ward/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Landmark/)).toBeVisible();
  });
});
