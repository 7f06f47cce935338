import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../../../src/client/i18n/catalogue';
import { setPageLanguage } from '../../../src/client/i18n/page-language';
import { QueuedNotice } from '../../../src/client/offline/form/queued-notice';
import { storageMessages } from '../../../src/client/offline/form/storage';
import { dayAndTime, timeOfDay } from '../../../src/client/offline/form/time-of-day';

afterEach(() => setPageLanguage('en'));

describe('the offline notices', () => {
  it('say where a submission kept for later is, in English as before', () => {
    render(<QueuedNotice what="grievance" />, { wrapper: MemoryRouter });
    expect(document.body).toHaveTextContent(
      'Saved on this device. There is no connection right now. Your grievance will be sent automatically when the connection returns; its complaint ID will then be shown in the Outbox.',
    );
  });

  it('and in Tamil, with the link to the outbox', async () => {
    setPageLanguage('ta');
    await loadEveryCatalogue('ta');
    render(<QueuedNotice what="certificate" />, { wrapper: MemoryRouter });
    expect(document.body).toHaveTextContent(
      'இந்தச் சாதனத்தில் சேமிக்கப்பட்டது. இப்போது இணைய இணைப்பு இல்லை. இணைப்பு திரும்பியதும் உங்கள் விண்ணப்பம் தானாகவே அனுப்பப்படும்; அதன் குறிப்பு எண் பின்னர் அனுப்பக் காத்திருப்பவை பக்கத்தில் காட்டப்படும்.',
    );
    expect(screen.getByRole('link', { name: 'அனுப்பக் காத்திருப்பவை' })).toHaveAttribute('href', '/outbox');
    expect(storageMessages.quotaDraft).toMatch(/^உங்கள் சாதனத்தில் சேமிப்பு இடம் நிரம்பிவிட்டது/);
  });

  it('write the time of day as each language does, and the day written out', () => {
    const at = new Date(2026, 2, 5, 14, 5).getTime();
    expect(timeOfDay(at, 'en')).toBe('2:05 pm');
    expect(timeOfDay(at, 'ta')).toBe('14:05');
    expect(dayAndTime(at, 'en')).toBe('5 March 2026, 2:05 pm');
    expect(dayAndTime(new Date(2026, 11, 31, 0, 9).getTime(), 'ta')).toBe('31 டிசம்பர் 2026, 00:09');
  });
});
