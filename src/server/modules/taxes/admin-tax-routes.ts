import type { FastifyInstance } from 'fastify';
import { mixed, object } from 'yup';
import type { ClerkTaxStatus } from '../../../shared/api/admin-types';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { optionalMessage, storedMessage } from '../../../shared/domain/admin/clerk-messages';
import { reasonCodesField, storedReasonCodes } from '../../../shared/domain/admin/clerk-reasons';
import { seenVersion } from '../../../shared/domain/admin/seen-version';
import type { Database } from '../../db/database';
import type { TaxPaymentRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { adminActionDoneJsonSchema } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idParams } from '../../http/schemas/ids';
import { joinedCalls } from '../../lib/joined-calls';
import type { PaymentGateway } from '../../payments/gateway';
import { changedSince, runAdminAction } from '../audit/admin-action';
import { currentUserOf } from '../auth/guards';
import type { AccountUser } from '../auth/public-user';
import type { MessageQueue } from '../notifications/queue-messages';
import { paymentEvent } from '../notifications/request-events';
import { viaGateway } from './gateway-calls';
import { taxFieldMessages } from './tax-messages';
import { toTaxAdminRow } from './tax-view';
import { billNoOf, findTaxPayment, insertTaxPaymentEvent, lockTaxPayment, transition } from './tax-repository';
import { TAX_DEPARTMENT } from '../../../shared/domain/staff/departments';
import { assertInScope, wardOfPayment } from '../staff/staff-scope';

const statusSchema = object({
  status: mixed<ClerkTaxStatus>().required(taxFieldMessages.adminStatus).oneOf(['declined', 'refunded'], taxFieldMessages.adminStatus),
  /** Why, as the citizen reads it in the payment's history (decision 048). */
  reason: optionalMessage(),
  /** A decline's reasons chosen from the list, worded in the reader's language (decision 073). */
  reasonCodes: reasonCodesField('payment'),
  /** The payment's updatedAt as the clerk read it (decision 064). */
  version: seenVersion(),
});

/**
 * POST /api/admin/taxes/{id}/status (admin only) with `{ status }` (decision 040):
 * - `declined`: an unpaid payment ('created' or 'failed') is closed; a paid one's money goes back
 *   through the gateway first, then it is declined;
 * - `refunded`: a paid payment's money goes back through the gateway, then it is refunded.
 * A paid payment is refunded at the gateway once, whichever of the two is asked, however often
 * and by however many clerks at once. Asking for the status the payment already has answers
 * the same as the first time and changes nothing; anything else is a 409 saying why. With
 * `version` (decision 064), a payment changed since the clerk read it is a 409 `tax.changed` with
 * the payment as it is now, checked before the gateway is asked for any refund. Answers `{ _id, status }`.
 */
export function adminTaxRoutes(gateway: PaymentGateway) {
  return async function registerAdminTaxRoutes(app: FastifyInstance) {
    // Requests for one gateway payment that arrive together share one refund call.
    const joinRefund = joinedCalls<{ refundId: string }>();
    app.post<{ Params: { id: string } }>(
      adminApiPaths.patterns.taxStatus,
      {
        config: { access: 'staff' },
        schema: { params: idParams, body: bodyJsonSchemaOf(statusSchema), response: { 200: adminActionDoneJsonSchema } },
        ...notFoundWhenMalformed('tax.not_found'),
      },
      async (request) => {
        assertInScope(request, TAX_DEPARTMENT);
        const id = request.params.id.toLowerCase();
        const body = parseBody(statusSchema, request.body);
        const status = body.status as ClerkTaxStatus;
        const payment = await findTaxPayment(app.db, id);
        if (!payment) throw notFound('tax.not_found');
        assertInScope(request, TAX_DEPARTMENT, wardOfPayment(payment));
        // A retry of a change that was made answers as it did; any other change since is refused.
        if (payment.status !== status) await refuseIfChanged(app.db, payment, body.version);
        const clerk: Clerk = {
          db: app.db,
          messages: app.messages,
          admin: currentUserOf(request),
          message: storedMessage(body.reason),
          reasonCodes: storedReasonCodes('payment', body.reasonCodes),
          version: body.version,
          refund: (paymentId, amountPaise) =>
            joinRefund(paymentId, () => viaGateway(request, () => gateway.refund(paymentId, amountPaise, paymentId))),
        };
        const row = status === 'declined' ? await decline(clerk, payment) : await refund(clerk, payment);
        return { _id: row.id, status: row.status };
      },
    );
  };
}

/** What every change here needs: the database, who acts, and the gateway's refund. */
interface Clerk {
  db: Database;
  admin: AccountUser;
  /** The clerk's reason for the payment's history as written, and the reasons chosen (decision 073), or null. */
  message: string | null;
  reasonCodes: string[] | null;
  /** The payment's version the clerk read, if the call names one. */
  version: string | undefined;
  /**
   * A full refund of the gateway's payment, with that payment's id as its idempotency key: however
   * often and by whomever it is asked, that payment is refunded once.
   */
  refund: (paymentId: string, amountPaise: number) => Promise<{ refundId: string }>;
  messages: MessageQueue;
}

async function decline(clerk: Clerk, payment: TaxPaymentRow): Promise<TaxPaymentRow> {
  if (payment.status === 'paid') return giveMoneyBack(clerk, payment, 'declined');
  const row = await runAdminAction(clerk.db, {
    admin: clerk.admin,
    action: 'tax.decline',
    before: async (tx) => (await lockTaxPayment(tx, payment.id))?.status ?? null,
    unchangedSince: { version: clerk.version, lock: (tx) => lockTaxPayment(tx, payment.id) },
    change: (tx) => transition(tx, payment.id, ['created', 'failed'], 'declined'),
    event: (tx, declined) =>
      insertTaxPaymentEvent(tx, {
        paymentId: declined.id,
        status: 'declined',
        actorId: clerk.admin.id,
        message: clerk.message,
        reasonCodes: clerk.reasonCodes,
      }),
    target: (declined) => ({ type: 'tax_payment', id: declined.id, reference: declined.reference }),
  });
  if (row) return row;
  const now = (await findTaxPayment(clerk.db, payment.id)) ?? payment;
  if (now.status !== 'declined') await refuseIfChanged(clerk.db, now, clerk.version);
  // Paid meanwhile (its verification won the race): declining it now gives the money back.
  return now.status === 'paid' ? giveMoneyBack(clerk, now, 'declined') : alreadySettled(now, 'declined');
}

async function refund(clerk: Clerk, payment: TaxPaymentRow): Promise<TaxPaymentRow> {
  return payment.status === 'paid' ? giveMoneyBack(clerk, payment, 'refunded') : alreadySettled(payment, 'refunded');
}

/**
 * A paid payment's whole amount back through the gateway, then `paid` → `to` with the refund id,
 * its event and its audit line. The gateway is called before the transaction, not in it, so no
 * connection waits on it (decision 024). A retry after a failure or a lost answer, a second clerk,
 * a decline racing a refund: all get the one refund that payment has. When the gateway fails,
 * nothing is written: the payment stays paid, the clerk gets its coded 502, and trying again is safe.
 */
async function giveMoneyBack(clerk: Clerk, payment: TaxPaymentRow, to: ClerkTaxStatus): Promise<TaxPaymentRow> {
  const paymentId = payment.gatewayPaymentId;
  // tax_payments_paid_check: a paid payment always has its gateway payment.
  if (!paymentId) throw new Error(`Paid tax payment ${payment.id} has no gateway payment id`);
  const { refundId } = await clerk.refund(paymentId, payment.totalPaise);
  const row = await runAdminAction(clerk.db, {
    admin: clerk.admin,
    action: to === 'declined' ? 'tax.decline' : 'tax.refund',
    // Only a paid payment gives its money back (transition's WHERE).
    before: 'paid',
    change: (tx) => transition(tx, payment.id, ['paid'], to, { gatewayRefundId: refundId }),
    event: async (tx, changed) => {
      await insertTaxPaymentEvent(tx, {
        paymentId: changed.id,
        status: to,
        actorId: clerk.admin.id,
        note: `Refund ${refundId}`,
        message: clerk.message,
        reasonCodes: clerk.reasonCodes,
      });
      await clerk.messages.queue(tx, paymentEvent(changed, 'payment.refunded'));
    },
    target: (changed) => ({ type: 'tax_payment', id: changed.id, reference: changed.reference }),
  });
  if (row) return row;
  // Another request recorded this same refund first.
  return alreadySettled((await findTaxPayment(clerk.db, payment.id)) ?? payment, to);
}

/** The 409 of a payment changed since the version the clerk read, with the payment as the list shows it now. */
async function refuseIfChanged(db: Database, payment: TaxPaymentRow, version: string | undefined): Promise<void> {
  if (!changedSince(payment.updatedAt, version)) return;
  throw conflict('tax.changed', { current: toTaxAdminRow({ ...payment, billNo: await billNoOf(db, payment.demandId) }) });
}

/**
 * A payment that may not make the change asked for: when it already has that status, the same
 * answer as the request that made it; otherwise a 409 that says why.
 */
function alreadySettled(payment: TaxPaymentRow, wanted: ClerkTaxStatus): TaxPaymentRow {
  if (payment.status === wanted) return payment;
  if (payment.status === 'refunded') throw conflict('tax.already_refunded');
  // What is left is a refund of a payment that was never paid, or was declined.
  throw conflict('tax.refund_only_paid', { values: { status: payment.status } });
}
