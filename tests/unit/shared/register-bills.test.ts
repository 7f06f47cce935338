import { describe, expect, it } from 'vitest';
import { billCharges, periodStartOf } from '../../../src/shared/domain/taxes/register-bills';
import { taxBySlug } from '../../../src/shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../src/shared/domain/taxes/tax-definition-types';

const tax = (slug: string): TaxDefinition => {
  const definition = taxBySlug(slug);
  if (!definition) throw new Error(slug);
  return definition;
};
const property = tax('property');
const water = tax('water');
const land = tax('land');

/** Noon in India on a calendar date. */
const indiaNoon = (date: string) => new Date(`${date}T12:00:00+05:30`);

describe('periodStartOf', () => {
  it('starts a property quarter in its due date’s year, or the year before when that start would come after the due date', () => {
    expect(periodStartOf(property, 'Apr-Jun', '2026-06-30')).toBe('2026-04-01');
    expect(periodStartOf(property, 'Oct-Dec', '2026-12-31')).toBe('2026-10-01');
    expect(periodStartOf(property, 'Jan-Mar', '2027-03-31')).toBe('2027-01-01');
    expect(periodStartOf(property, 'Oct-Dec', '2027-01-15')).toBe('2026-10-01');
  });

  it('starts a land year on 1 April and a bill month on its first day', () => {
    expect(periodStartOf(land, '2025-2026', '2025-09-30')).toBe('2025-04-01');
    expect(periodStartOf(water, '2026-10', '2026-11-15')).toBe('2026-10-01');
  });

  it('knows no period its type does not have', () => {
    expect(periodStartOf(property, 'Spring', '2026-06-30')).toBeNull();
    expect(periodStartOf(land, '2030-2031', '2030-09-30')).toBeNull();
    expect(periodStartOf(water, '2026-13', '2026-11-15')).toBeNull();
    expect(periodStartOf(water, 'Apr-Jun', '2026-11-15')).toBeNull();
  });
});

describe('billCharges', () => {
  const demand = { amountPaise: 500_000, dueDate: '2026-06-30', periodStart: '2026-04-01' };

  it('takes the property rebate (5 %) within the first 30 days of the period, India’s calendar', () => {
    expect(billCharges(property, demand, indiaNoon('2026-04-01'))).toEqual({ lateFeePaise: 0, rebatePaise: 25_000, totalPaise: 475_000 });
    expect(billCharges(property, demand, indiaNoon('2026-04-30')).rebatePaise).toBe(25_000);
    expect(billCharges(property, demand, indiaNoon('2026-05-01')).rebatePaise).toBe(0);
    // 23:59 on 30 April in India is 18:29 UTC; a minute after midnight in India is 18:31 UTC.
    expect(billCharges(property, demand, new Date('2026-04-30T18:29:00Z')).rebatePaise).toBe(25_000);
    expect(billCharges(property, demand, new Date('2026-04-30T18:31:00Z')).rebatePaise).toBe(0);
  });

  it('caps the rebate at ₹5,000', () => {
    const large = { ...demand, amountPaise: 20_000_000 };
    expect(billCharges(property, large, indiaNoon('2026-04-10')).rebatePaise).toBe(500_000);
  });

  it('adds the flat late fee once the due date has passed, and then takes no rebate', () => {
    expect(billCharges(property, demand, indiaNoon('2026-07-01'))).toEqual({ lateFeePaise: 20_000, rebatePaise: 0, totalPaise: 520_000 });
    expect(billCharges(property, demand, indiaNoon('2026-06-30')).lateFeePaise).toBe(0);
  });

  it('gives a type without a rebate rule none', () => {
    const bill = { amountPaise: 45_000, dueDate: '2026-11-15', periodStart: '2026-10-01' };
    expect(billCharges(water, bill, indiaNoon('2026-10-02'))).toEqual({ lateFeePaise: 0, rebatePaise: 0, totalPaise: 45_000 });
  });
});
