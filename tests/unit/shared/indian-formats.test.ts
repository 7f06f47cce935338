import { describe, expect, it } from 'vitest';
import { timeOfDay } from '../../../src/client/offline/form/time-of-day';
import { formatPaise, groupedIndian } from '../../../src/shared/domain/common/money';

// Written without Intl (creating the first formatter costs a slow phone's main thread dearly):
// each must say exactly what Intl's en-IN says.
describe('numbers and times as en-IN writes them, without Intl', () => {
  it('groups whole numbers the Indian way', () => {
    for (const whole of [0, 7, 999, 1000, 12345, 100000, 1234567, 10_000_000, 123456789012, -4500, -12345678]) {
      expect(groupedIndian(whole)).toBe(whole.toLocaleString('en-IN'));
    }
  });

  it('writes amounts in rupees with two decimals', () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const paise of [0, 1, 5, 99, 100, 101, 12345, 100000, 12345678, 1_000_000_000, 99_999_999_999, -250, -12345678]) {
      expect(formatPaise(paise)).toBe(inr.format(paise / 100));
    }
  });

  it('writes every minute of a day as a 12-hour time', () => {
    const format = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const at = new Date(2026, 10, 22, Math.floor(minute / 60), minute % 60).getTime();
      expect(timeOfDay(at, 'en')).toBe(format.format(at));
    }
  });
});
