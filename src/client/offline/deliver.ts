import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_HEADER } from '../../shared/api/submissions/certificate-types';
import type { CertificateSubmitted } from '../../shared/api/submissions/certificate-types';
import type { GrievanceSubmitted } from '../../shared/api/submissions/grievance-types';
import { apiPaths } from '../../shared/api/paths';
import { certificateBySlug } from '../../shared/domain/certificates/certificate-definitions';
import { grievanceForm } from '../../shared/domain/grievances/grievance-form';
import { apiClient } from '../lib/api-client';
import { describeFailure } from '../lib/calls/api-error';
import { reportDelivery } from './delivery-progress';
import { buildGrievanceBody, buildRequestBody, grievanceTimeout } from './form/request-body';
import type { OutboxRow } from './db';
import type { SendOutcome } from './sync-engine';
import { syncMessages } from './sync-engine';

const HEALTH_TIMEOUT_MS = 5_000;

export async function isServerReachable(): Promise<boolean> {
  try {
    const { data } = await apiClient.get<{ status?: string }>(apiPaths.health, { bearer: null, timeout: HEALTH_TIMEOUT_MS });
    return data.status === 'ok';
  } catch {
    return false;
  }
}

/** An item saved by an older version for a form this version no longer has: only a person can decide. */
class UnknownFormError extends Error {
  constructor(form: string) {
    super(`This version of the portal no longer has the form "${form}". Delete the item or contact the office.`);
  }
}

/** Sends one outbox item with its Idempotency-Key, and says what became of it. */
export async function deliverOutboxItem(item: OutboxRow, files: Record<string, File[]>, token: string | null): Promise<SendOutcome> {
  // A queued item goes with its owner's token (or none, if it was sent anonymously), whoever uses
  // the device when the connection returns: never the signed-in person's, never renewed here.
  // The outbox page shows how much of it has gone (an application with documents takes a while on 2G).
  const onUploadProgress = ({ progress }: AxiosProgressEvent) => reportDelivery(item.id, progress ?? 0);
  const config = { headers: { [IDEMPOTENCY_HEADER]: item.id }, bearer: token, onUploadProgress };
  try {
    return { kind: 'delivered', reference: await post(item, files, config) };
  } catch (err) {
    if (err instanceof UnknownFormError) return { kind: 'rejected', message: err.message };
    return classifyFailure(err);
  } finally {
    reportDelivery(item.id, null);
  }
}

async function post(item: OutboxRow, files: Record<string, File[]>, config: AxiosRequestConfig): Promise<string> {
  if (item.kind === 'grievance') {
    const body = buildGrievanceBody({ values: item.values, files });
    const { data } = await apiClient.post<GrievanceSubmitted>(grievanceForm.apiPath, body, { ...config, timeout: grievanceTimeout(body) });
    return data.complaintId;
  }
  const { slug, applicationId } = certificateTarget(item);
  const definition = certificateBySlug(slug);
  if (!definition || applicationId === '') throw new UnknownFormError(item.form);
  const body = buildRequestBody(definition, { values: item.values, files });
  const path = applicationId === null ? definition.apiPath : apiPaths.me.resubmit(definition.slug, applicationId);
  const { data } = await apiClient.post<CertificateSubmitted>(path, body, config);
  return data.reference ?? data.applicationId ?? data.id;
}

/**
 * Which certificate an item is for: a new application (`certificate:<type>`), or a returned
 * application's correction (`correction:<type>:<id>`), sent to its resubmission as the
 * correction page sends it (decision 048).
 */
function certificateTarget(item: OutboxRow): { slug: string; applicationId: string | null } {
  if (item.kind !== 'correction') return { slug: item.form.replace(/^certificate:/, ''), applicationId: null };
  const [, slug = '', applicationId = ''] = item.form.split(':');
  return { slug, applicationId };
}

/** The outcome of a failed call, by the sync engine's rules (decision 012). */
export function classifyFailure(err: unknown): SendOutcome {
  const failure = describeFailure(err);
  switch (failure.kind) {
    case 'timeout':
    case 'network':
      return { kind: 'unreachable', message: syncMessages.unreachable };
    case 'other':
      return { kind: 'server-error', message: failure.message };
    case 'server': {
      const message = serverMessage(failure.error, failure.fields, failure.statusText, failure.status);
      if (failure.status === 401) return { kind: 'unauthorized', message: syncMessages.signIn };
      // Too many requests and request timeouts are the server's state, not the content's fault.
      if (failure.status >= 500 || failure.status === 429 || failure.status === 408) return { kind: 'server-error', message };
      return { kind: 'rejected', message };
    }
  }
}

function serverMessage(error: string | undefined, fields: Record<string, string> | undefined, statusText: string, status: number): string {
  const details = fields ? Object.values(fields).filter((text) => text !== error) : [];
  const main = error ?? (statusText || `The server answered ${status}`);
  return [main, ...details].join(' ');
}
