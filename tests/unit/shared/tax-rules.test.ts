import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../src/shared/domain/common/dates';
import { formatPaise, rupeesToPaise } from '../../../src/shared/domain/common/money';
import { lateFeePaise } from '../../../src/shared/domain/taxes/late-fee';
import { taxBySlug, taxDefinitions } from '../../../src/shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../src/shared/domain/taxes/tax-definition-types';
import { buildTaxOrderSchema, taxMessages } from '../../../src/shared/schemas/tax-order-schema';
import { validateStrict } from '../../../src/shared/validation/validate';

const tax = (slug: string): TaxDefinition => {
  const found = taxBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('late fee and total (spec sections 5 and 9)', () => {
  it('charges each type its flat fee when the due date has passed', () => {
    const now = new Date('2026-11-21T06:00:00Z');
    expect(taxDefinitions.map((d) => [d.slug, lateFeePaise(d, '2026-11-20', now)])).toEqual([
      ['property', 20000],
      ['water', 10000],
      ['electricity', 5000],
      ['gas', 5000],
      ['land', 10000],
    ]);
  });

  it('charges nothing on the due date itself or before it', () => {
    const now = new Date('2026-11-21T06:00:00Z');
    expect(lateFeePaise(tax('property'), '2026-11-21', now)).toBe(0);
    expect(lateFeePaise(tax('property'), '2027-01-01', now)).toBe(0);
  });

  it("counts days in India's calendar, whatever the server's time zone", () => {
    // 20 Nov 20:00 UTC is already 21 Nov 01:30 in India: a bill due on the 20th is late.
    const lateEvening = new Date('2026-11-20T20:00:00Z');
    expect(todayInIndia(lateEvening)).toBe('2026-11-21');
    expect(lateFeePaise(tax('gas'), '2026-11-20', lateEvening)).toBe(5000);
    // 20 Nov 18:00 UTC is 23:30 in India, still the 20th: not late yet.
    expect(lateFeePaise(tax('gas'), '2026-11-20', new Date('2026-11-20T18:00:00Z'))).toBe(0);
  });

  it('adds the late fee to the amount, in paise', () => {
    const now = new Date('2026-11-21T06:00:00Z');
    expect(rupeesToPaise(1234.56) + lateFeePaise(tax('land'), '2026-01-01', now)).toBe(133456);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('shows rupees in the Indian format', () => {
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatPaise(20000)).toBe('₹200.00');
  });
});

describe('order schema of each type', () => {
  const validOrder = (slug: string, overrides: Record<string, unknown> = {}) => {
    const definition = tax(slug);
    return {
      type: slug,
      identifiers: Object.fromEntries(
        definition.identifiers.map((field) => [
          field.name,
          field.kind === 'ward' ? '12' : field.kind === 'phone' ? '9876543210' : 'Sample',
        ]),
      ),
      [definition.period.name]: definition.period.kind === 'period' ? definition.period.options[0]?.value : '2026-10',
      dueDate: '2026-11-30',
      amount: 1250.5,
      lateFee: 0,
      paymentMethod: 'upi',
      ...overrides,
    };
  };
  const check = (slug: string, overrides: Record<string, unknown> = {}) =>
    validateStrict(buildTaxOrderSchema(tax(slug)), validOrder(slug, overrides));

  it.each(taxDefinitions.map((d) => d.slug))('accepts a valid %s order', (slug) => {
    expect(check(slug).ok).toBe(true);
  });

  it.each([
    [{ amount: -1 }, 'amount', taxMessages.amountMin],
    [{ amount: 'abc' }, 'amount', taxMessages.amountNumber],
    [{ amount: 1e308 }, 'amount', taxMessages.amountMax],
    [{ amount: 10.005 }, 'amount', taxMessages.amountStep],
    [{ paymentMethod: 'cash' }, 'paymentMethod', taxMessages.method],
    [{ period: 'Jan-Dec' }, 'period', 'Please choose one of the listed options for Period'],
    [{ dueDate: '2026-02-30' }, 'dueDate', taxMessages.date],
  ])('refuses a property order with %j', (overrides, field, message) => {
    const result = check('property', overrides);
    expect(result.ok ? null : result.fields[field]).toBe(message);
  });

  it('requires a ward number of at least 1 and every identifier', () => {
    const definition = tax('property');
    const identifiers = { ...validOrder('property').identifiers, wardNo: '0', doorNo: '' };
    const result = validateStrict(buildTaxOrderSchema(definition), validOrder('property', { identifiers }));
    expect(result.ok ? null : result.fields).toMatchObject({
      'identifiers.wardNo': taxMessages.ward,
      'identifiers.doorNo': 'Door Number is required',
    });
  });

  it('asks monthly bills for a month, and refuses a period in its place', () => {
    expect(check('gas', { billMonth: '2026-13' }).ok).toBe(false);
    const withPeriod = validateStrict(buildTaxOrderSchema(tax('gas')), { ...validOrder('gas'), period: 'Apr-Jun' });
    expect(withPeriod.ok ? null : withPeriod.error).toBe('Unknown field: period');
  });
});
