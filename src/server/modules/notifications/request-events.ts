import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { todayInIndia } from '../../../shared/domain/common/dates';
import type { GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';
import type { ApplicationRow, GrievanceRow, TaxPaymentRow } from '../../db/schema';
import type { MessageEvent } from './message-events';

/**
 * The events of the requests (decision 051): each built from the changed row, for
 * `app.messages.queue(tx, …)` in the change's transaction. An acceptance is told as its issued
 * certificate: one message with where to download it and where anyone can check it.
 */
export function applicationEvent(
  row: ApplicationRow,
  change:
    | { type: 'application.received'; dueBy: string }
    | { type: 'application.escalated'; dueBy: string }
    | { type: 'application.returned'; message: string | null; reasonCodes: string[] | null }
    | { type: 'application.certificate_issued'; certificateNumber: string; verifyPath: string }
    | { type: 'application.certificate_revoked'; certificateNumber: string; reason: string }
    | { type: 'application.declined'; reason: string | null; reasonCodes: string[] | null },
): MessageEvent {
  const mobileField = certificateBySlug(row.type)?.mobileField;
  const common = {
    to: { ownerId: row.ownerId, mobile: (mobileField && row.data[mobileField]) || null },
    record: { type: 'application' as const, id: row.id },
  };
  const path = `/my-requests/applications/${row.type}/${row.id}`;
  switch (change.type) {
    case 'application.received':
    case 'application.escalated':
      return { ...common, type: change.type, values: { reference: row.reference, dueBy: change.dueBy, path } };
    case 'application.returned':
      return {
        ...common,
        type: change.type,
        values: { reference: row.reference, message: change.message, reasonCodes: change.reasonCodes, path },
      };
    case 'application.certificate_issued':
      return {
        ...common,
        type: change.type,
        values: { reference: row.reference, certificateNumber: change.certificateNumber, verifyPath: change.verifyPath, path },
      };
    case 'application.certificate_revoked':
      return {
        ...common,
        type: change.type,
        values: { reference: row.reference, certificateNumber: change.certificateNumber, reason: change.reason, path },
      };
    case 'application.declined':
      return {
        ...common,
        type: change.type,
        values: { reference: row.reference, reason: change.reason, reasonCodes: change.reasonCodes, path },
      };
  }
}

/**
 * The events of a citizen's appeal (decision 084), about its application. The appeal received is told by
 * email only, as no SMS template is registered for it; its decision also goes by SMS to the account's own number.
 */
export function appealEvent(
  row: ApplicationRow,
  change:
    { type: 'appeal.received'; dueBy: Date } | { type: 'appeal.upheld'; note: string | null } | { type: 'appeal.dismissed'; note: string },
): MessageEvent {
  const common = { to: { ownerId: row.ownerId, mobile: null }, record: { type: 'application' as const, id: row.id } };
  const path = `/my-requests/applications/${row.type}/${row.id}`;
  switch (change.type) {
    case 'appeal.received':
      return { ...common, type: change.type, values: { reference: row.reference, dueBy: todayInIndia(change.dueBy), path } };
    case 'appeal.upheld':
      return { ...common, type: change.type, values: { reference: row.reference, note: change.note, path } };
    case 'appeal.dismissed':
      return { ...common, type: change.type, values: { reference: row.reference, note: change.note, path } };
  }
}

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function paymentEvent(row: TaxPaymentRow, type: 'payment.received' | 'payment.refunded'): MessageEvent {
  return {
    type,
    to: { ownerId: row.ownerId, mobile: row.identifiers.mobile || null },
    record: { type: 'tax_payment', id: row.id },
    values: { reference: row.reference, amount: rupees.format(row.totalPaise / 100), path: `/my-requests/payments/${row.id}` },
  };
}

export function grievanceEvent(
  row: GrievanceRow,
  status: GrievanceStatus,
  { note = null, reasonCodes = null }: { note?: string | null; reasonCodes?: string[] | null } = {},
): MessageEvent {
  return {
    type: 'grievance.status_changed',
    to: { ownerId: row.ownerId, mobile: null },
    record: { type: 'grievance', id: row.id },
    values: { complaintId: row.complaintId, status, note, reasonCodes, path: `/my-requests/grievances/${row.complaintId}` },
  };
}

/** Its service time passed undecided (decision 083): the office was told, and so is the submitter. */
export function grievanceEscalatedEvent(row: GrievanceRow): MessageEvent {
  return {
    type: 'grievance.escalated',
    to: { ownerId: row.ownerId, mobile: null },
    record: { type: 'grievance', id: row.id },
    values: { complaintId: row.complaintId, path: `/my-requests/grievances/${row.complaintId}` },
  };
}
