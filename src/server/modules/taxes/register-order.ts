import { paiseToRupees } from '../../../shared/domain/common/money';
import { billCharges } from '../../../shared/domain/taxes/register-bills';
import type { TaxRegisterMode } from '../../payments/payment-config';
import type { Database } from '../../db/database';
import type { RegisterDemandRow } from '../../db/schema';
import { badRequest, conflict, fieldError, notFound } from '../../http/http-error';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import type { PaymentGateway } from '../../payments/gateway';
import { runIdempotent } from '../idempotency/run-idempotent';
import type { IdempotencyRequest, IdempotentOutcome } from '../idempotency/run-idempotent';
import { cancelOpenOrder, demandsOf, findRegisterAccount, lockDemand, paymentHoldingDemand } from './register-repository';
import { MIN_TOTAL_PAISE, orderCreated, placeInTransaction } from './tax-order';
import type { TaxOrder } from './tax-order';

/**
 * How long another's open order of a bill stops a new one (decision 075): long enough to finish a
 * checkout, short enough that a closed tab does not keep the bill from being paid.
 */
export const OPEN_ORDER_HOLDS_MS = 15 * 60_000;

/** A demand of the register, and its bill's number as the register writes it. */
export interface RegisterBill {
  demand: RegisterDemandRow;
  number: string;
}

/**
 * The register's demand an order pays, or null when the register holds neither its number nor its
 * period and TAX_REGISTER is open (the order is then the citizen's own assessment). A `billNumber`
 * names the demand; without one (a spec client), the demand of the order's period that is unpaid,
 * the one due on the order's due date when two years' same quarter are.
 */
export async function registerDemandOf(db: Database, order: TaxOrder, mode: TaxRegisterMode): Promise<RegisterBill | null> {
  const { definition, request } = order;
  const account = await findRegisterAccount(db, definition.slug, order.identifiers[definition.numberField] ?? '');
  const demands = account ? await demandsOf(db, account.id) : [];
  const period = order.period ?? order.billMonth;
  const candidates = demands.filter(({ demand }) =>
    request.billNumber ? String(demand.billNo) === request.billNumber : demand.period === period,
  );
  if (candidates.length === 0) {
    if (mode === 'closed' || request.billNumber) throw notFound('bill.not_found', { values: { assessment: 'office' } });
    return null;
  }
  const unpaid = candidates.filter(({ paid }) => !paid).map(({ demand }) => demand);
  const chosen = unpaid.find((demand) => demand.dueDate === order.dueDate) ?? unpaid[0];
  if (!chosen || !account) throw conflict('tax.already_paid');
  return { demand: chosen, number: account.number };
}

/**
 * The order priced as the register says: the amount must be the demand's own (409 with what is
 * due otherwise); its number, period and due date are the register's; the late fee and the rebate are the
 * server's, as of `now`.
 */
export function pricedByRegister(order: TaxOrder, { demand, number }: RegisterBill, now: Date = new Date()): TaxOrder {
  if (order.amountPaise !== demand.amountPaise)
    throw conflict('tax.amount_not_due', { values: { due: paiseToRupees(demand.amountPaise) } });
  const charges = billCharges(order.definition, demand, now);
  if (charges.totalPaise < MIN_TOTAL_PAISE) throw badRequest('tax.total_too_small', fieldError('amount', 'min'));
  const monthly = order.definition.period.kind === 'month';
  return {
    ...order,
    // The receipt names the bill as the register does, however it was typed.
    identifiers: { ...order.identifiers, [order.definition.numberField]: number },
    period: monthly ? null : demand.period,
    billMonth: monthly ? demand.period : null,
    dueDate: demand.dueDate,
    ...charges,
    demandId: demand.id,
  };
}

/**
 * Makes the order of a register bill, at most once per Idempotency-Key, in a transaction that
 * locks the demand, so two phones paying one bill are served one after the other:
 * - a bill already paid is 409 `tax.already_paid`;
 * - an open order of it (created, or failed at the checkout) is this account's own: answered again;
 *   another's younger than OPEN_ORDER_HOLDS_MS: 409 `tax.payment_in_progress`; older: cancelled,
 *   and a new order made.
 * The gateway is called inside the claim, as for every remote order (decision 020), in one of
 * `gatewaySlots` (decision 024).
 */
export async function placeRegisterOrder(
  db: Database,
  gateway: PaymentGateway,
  gatewaySlots: ConcurrencyLimit,
  order: TaxOrder & { demandId: string },
  ownerId: string | null,
  request: IdempotencyRequest,
): Promise<IdempotentOutcome> {
  return runIdempotent(
    db,
    request,
    async (tx) => {
      await lockDemand(tx, order.demandId);
      const holder = await paymentHoldingDemand(tx, order.demandId);
      if (holder?.status === 'paid') throw conflict('tax.already_paid');
      if (holder && ownerId !== null && holder.ownerId === ownerId) {
        return { status: 201, body: orderCreated(gateway, { ...holder, orderId: holder.gatewayOrderId }) };
      }
      if (holder) {
        // The order's time is the database's; a clock a little behind it counts as no time passed.
        const ageMs = Math.max(0, Date.now() - holder.createdAt.getTime());
        if (ageMs < OPEN_ORDER_HOLDS_MS) {
          const minutes = Math.max(1, Math.floor(ageMs / 60_000));
          const wait = Math.max(1, Math.ceil((OPEN_ORDER_HOLDS_MS - ageMs) / 60_000));
          throw conflict('tax.payment_in_progress', { values: { minutes, wait } });
        }
        await cancelOpenOrder(tx, holder.id, 'Replaced by a newer order of the same bill');
      }
      return { status: 201, body: await placeInTransaction(tx, gateway, order, ownerId) };
    },
    { limit: gatewaySlots },
  );
}
