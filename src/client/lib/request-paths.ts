import type { TaxReceipt } from '../../shared/api/submissions/tax-types';

/*
 * Where each of a citizen's requests is shown (decision 045): its own page under /my-requests for a
 * signed-in citizen, and the confirmation kept on the device (/…/submitted/:id) otherwise.
 */

export type RequestKind = 'application' | 'payment' | 'grievance';

/** What a submission answered, enough to find its page. `id`: the application's or payment's id, or the complaint ID. */
export interface SubmittedRequest {
  kind: RequestKind;
  id: string;
  reference: string;
  /** The certificate's or tax's slug. */
  type?: string;
}

export function ownRequestPath({ kind, id, type = '' }: Pick<SubmittedRequest, 'kind' | 'id' | 'type'>): string {
  if (kind === 'application') return `/my-requests/applications/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
  if (kind === 'payment') return `/my-requests/payments/${encodeURIComponent(id)}`;
  return `/my-requests/grievances/${encodeURIComponent(id)}`;
}

const submittedBase: Record<RequestKind, string> = {
  application: '/certificates/submitted',
  payment: '/taxes/submitted',
  grievance: '/grievances/submitted',
};

/** The confirmation kept on the device, by the submission's id or, while it waits in the outbox, the outbox item's. */
export const submittedPath = (kind: RequestKind, id: string): string => `${submittedBase[kind]}/${encodeURIComponent(id)}`;

/** What a submission answered, all its confirmation shows: an application's due date, a payment's receipt. */
export interface ConfirmedRequest extends SubmittedRequest {
  receipt?: TaxReceipt | null;
  /** An application's due date as the server answered it (by the municipality's service times). */
  dueBy?: string;
}

/**
 * The router state that shows a request's own page as the confirmation of its submission
 * (decision 072): the submission's answer, so that the page shows it without another request,
 * and the owner it was shown to, so that whoever signs in next on the device and goes Back to
 * the entry does not see it.
 */
export interface ConfirmationState {
  submitted: ConfirmedRequest;
  owner: string;
}

/** The submission a request's own page confirms, when it was shown to this owner; null on any other visit. */
export function confirmedIn(state: unknown, owner: string | null): ConfirmedRequest | null {
  if (typeof state !== 'object' || state === null || owner === null) return null;
  const { submitted, owner: shownTo } = state as Partial<ConfirmationState>;
  return shownTo === owner && typeof submitted?.reference === 'string' ? submitted : null;
}

/** Whether the router state is a confirmation's, whoever it was shown to (the install offer counts it as a request completed on this device). */
export function isConfirmationState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && typeof (state as Partial<ConfirmationState>).submitted?.reference === 'string';
}
