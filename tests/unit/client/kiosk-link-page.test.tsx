import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import type { AxiosAdapter } from 'axios';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KioskLinkPage, texts } from '../../../src/client/features/kiosk/kiosk-link-page';
import { loadTexts } from '../../../src/client/i18n/catalogue';
import { apiClient } from '../../../src/client/lib/api-client';

const CODE = '7K3M-9QXD-4TWP-HB2R';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  window.history.replaceState(null, '', '/');
});

/** The server's answer to the code's use: 200, a refusal, or no answer at all. */
function serverAnswers(answer: 200 | 404 | 410 | 'offline') {
  const adapter: AxiosAdapter = async (config) => {
    if (answer === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    if (answer === 200) return { status: 200, statusText: 'OK', headers: {}, config, data: { kiosk: true } };
    const response = {
      status: answer,
      statusText: '',
      headers: {},
      config,
      data: { error: 'This kiosk link has already been used. Create a new one.', code: 'kiosk.link_used' },
    };
    throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
}

/** The tablet opens the link a clerk created. */
async function openTheLink() {
  window.history.replaceState(null, '', `/kiosk/${CODE}`);
  await loadTexts(texts);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="kiosk/:code" element={<KioskLinkPage />} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('a kiosk link on the tablet', () => {
  it('takes the code out of the address once it is used', async () => {
    serverAnswers(200);
    await openTheLink();

    expect(await screen.findByText(/Kiosk mode is on/)).toBeInTheDocument();
    expect(window.location.href).not.toContain(CODE);
  });

  it('takes it out when the server says it is spent', async () => {
    serverAnswers(410);
    await openTheLink();

    expect(await screen.findByText(/Kiosk mode was not turned on/)).toBeInTheDocument();
    expect(window.location.href).not.toContain(CODE);
  });

  it('keeps it while nothing answered, so that a reload can still use it', async () => {
    serverAnswers('offline');
    await openTheLink();

    expect(await screen.findByText(/Kiosk mode was not turned on/)).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/kiosk/${CODE}`);
  });
});
