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

/** The router state that shows a request's own page as the confirmation of its submission. */
export interface ConfirmationState {
  submitted: true;
}

export function isConfirmationState(state: unknown): state is ConfirmationState {
  return typeof state === 'object' && state !== null && (state as { submitted?: unknown }).submitted === true;
}
