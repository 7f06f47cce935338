import { PAYMENT_METHODS } from '../../src/shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../src/shared/domain/taxes/tax-definition-types';
import { DISCOMS, GAS_PROVIDERS, VILLAGES, WATER_ZONES } from './names';
import { address, hashMod, indiaDate, literal, mobile, personName, pick, weightedStatus, withinLastYear } from './sql-parts';

const KEY = 's.key';

export const TAX_STATUS_WEIGHTS = [
  ['created', 8],
  ['paid', 72],
  ['failed', 7],
  ['declined', 5],
  ['refunded', 8],
] as const;

/** Typical bills per type, in whole rupees: [smallest, range]. */
const AMOUNT_RUPEES: Readonly<Record<string, readonly [number, number]>> = {
  property: [500, 25_000],
  water: [150, 1_500],
  electricity: [300, 8_000],
  gas: [200, 3_000],
  land: [1_000, 50_000],
};

function identifierValue(name: string, kind: string, salt: number): string {
  const digits = (prefix: string, length: number) =>
    `${literal(prefix)} || lpad(${hashMod(KEY, salt, 10 ** length)}::text, ${length}, '0')`;
  if (kind === 'phone') return mobile(KEY, salt);
  if (kind === 'ward') return `(1 + ${hashMod(KEY, salt, 200)})::text`;
  if (kind === 'textarea') return address(KEY, salt);
  switch (name) {
    case 'propertyId':
      return digits('PID-', 7);
    case 'doorNo':
      return `(1 + ${hashMod(KEY, salt, 300)})::text || ${pick(['', 'A', 'B', '/1'], KEY, salt + 1)}`;
    case 'consumerNo':
      return digits('0', 11);
    case 'connectionNo':
      return digits('GC', 8);
    case 'pattaNo':
      return `${hashMod(KEY, salt, 2_000)}::text || '/' || (1 + ${hashMod(KEY, salt + 1, 30)})::text`;
    case 'zone':
      return pick(WATER_ZONES, KEY, salt);
    case 'discom':
      return pick(DISCOMS, KEY, salt);
    case 'provider':
      return pick(GAS_PROVIDERS, KEY, salt);
    case 'village':
      return pick(VILLAGES, KEY, salt);
    default:
      return name.toLowerCase().includes('name') ? personName(KEY, salt) : `${literal(`${name} `)} || ${KEY}::text`;
  }
}

/**
 * All payments of one tax type in one INSERT … SELECT, valid against every CHECK of tax_payments:
 * a period or a bill month (never both), total = amount + late fee (charged when the due date was
 * before the day of the order), a gateway payment id and paid_at on paid and refunded rows, a
 * refund id on refunded ones. $1…$4: references, order, payment and refund ids from the server's
 * own generators.
 */
export function taxPaymentsInsert(definition: TaxDefinition, keyOffset: number): string {
  const identifiers = definition.identifiers.map(
    (field, index) => `${literal(field.name)}, ${identifierValue(field.name, field.kind, 100 + index * 10)}`,
  );
  const [smallest, range] = AMOUNT_RUPEES[definition.slug] ?? [100, 10_000];
  const period =
    definition.period.kind === 'period'
      ? pick(
          definition.period.options.map((option) => option.value),
          KEY,
          5,
        )
      : 'null';
  const billMonth = definition.period.kind === 'month' ? `to_char(s.created_at - interval '1 month', 'YYYY-MM')` : 'null';
  const paid = `s.status in ('paid', 'refunded')`;
  return `
with s as (
  select u.reference, u.order_id, u.payment_id, u.refund_id, u.n + ${keyOffset} as key,
         ${withinLastYear(`u.n + ${keyOffset}`, 1)} as created_at,
         ${weightedStatus(TAX_STATUS_WEIGHTS, `u.n + ${keyOffset}`, 2)} as status
  from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as u(reference, order_id, payment_id, refund_id, n)
), t as (
  select s.*, ${indiaDate('s.created_at')} + (${hashMod(KEY, 6, 40)} - 20)::int as due_date,
         (${smallest} + ${hashMod(KEY, 7, range)}) * 100 as amount_paise
  from s
)
insert into tax_payments (reference, type, identifiers, period, bill_month, due_date, amount_paise, late_fee_paise, total_paise,
                          payment_method, status, gateway, gateway_order_id, gateway_payment_id, gateway_refund_id,
                          created_at, updated_at, paid_at)
select s.reference, ${literal(definition.slug)}, jsonb_build_object(${identifiers.join(', ')}), ${period}, ${billMonth}, s.due_date,
       s.amount_paise, f.late_fee_paise, s.amount_paise + f.late_fee_paise,
       ${pick(
         PAYMENT_METHODS.map((method) => method.value),
         KEY,
         8,
       )}, s.status, 'sandbox', s.order_id,
       case when ${paid} then s.payment_id end, case when s.status = 'refunded' then s.refund_id end,
       s.created_at, s.created_at + interval '3 minutes', case when ${paid} then s.created_at + interval '2 minutes' end
from t as s
cross join lateral (
  select case when s.due_date < ${indiaDate('s.created_at')} then ${definition.lateFeeRupees * 100} else 0 end as late_fee_paise
) as f`;
}
