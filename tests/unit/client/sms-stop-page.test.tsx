import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../src/shared/api/paths';
import { SmsStopPage } from '../../../src/client/features/sms-stop/sms-stop-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { showPagesInTamil } from '../in-tamil';

/* Decision 061: the page of the stop link at the end of every SMS. */

const CODE = 'AbCd_12-';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** The server: a number whose SMS are stopped by POST and sent again by DELETE; an unknown code is 404. */
function serverAnswers(asked: string[]) {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(`${config.method?.toUpperCase()} ${config.url}`);
    const known = config.url === apiPaths.smsStop(CODE);
    const status = known ? 200 : 404;
    const data = known
      ? { mobile: '98xxxxxx12', stopped: config.method === 'post' }
      : { error: 'This link to stop SMS is not valid. Check the whole link in the SMS.', code: 'sms.stop_not_found' };
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

function openStopLink(code: string) {
  render(
    <MemoryRouter initialEntries={[`/s/${code}`]}>
      <Routes>
        <Route path="/s/:code" element={<SmsStopPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the stop link of an SMS', () => {
  it('stops SMS to the number as it opens, names it masked, and undoes it', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    serverAnswers(asked);
    openStopLink(CODE);
    const outcome = await screen.findByText('SMS to 98xxxxxx12 stopped.');
    // The focus moves in an effect after the outcome is drawn.
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.getByText(/Email is not affected/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo: send SMS again' }));
    expect(await screen.findByText('SMS to 98xxxxxx12 will be sent again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stop SMS again' }));
    expect(await screen.findByText('SMS to 98xxxxxx12 stopped.')).toBeVisible();
    expect(asked).toEqual([`POST ${apiPaths.smsStop(CODE)}`, `DELETE ${apiPaths.smsStop(CODE)}`, `POST ${apiPaths.smsStop(CODE)}`]);
  });

  it('says when the link is not valid', async () => {
    serverAnswers([]);
    openStopLink('ZZZZZZZZ');
    expect(await screen.findByText('This link to stop SMS is not valid. Check the whole link in the SMS.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('in Tamil', () => {
    showPagesInTamil();
    it('stops and undoes in Tamil', async () => {
      const user = userEvent.setup();
      serverAnswers([]);
      openStopLink(CODE);
      expect(await screen.findByText('98xxxxxx12 எண்ணுக்கு SMS நிறுத்தப்பட்டது.')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'செயல்தவிர்: மீண்டும் SMS அனுப்பு' }));
      expect(await screen.findByText('98xxxxxx12 எண்ணுக்கு மீண்டும் SMS அனுப்பப்படும்.')).toBeVisible();
    });
  });
});
