import type { CertificateSubmitted } from '../../../../shared/api/certificate-types';
import { IDEMPOTENCY_HEADER } from '../../../../shared/api/certificate-types';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { api } from '../../../lib/api';

export interface CertificateSubmission {
  values: Record<string, unknown>;
  files: Record<string, readonly File[]>;
  idempotencyKey: string;
}

/** POST the application: JSON for death, multipart with every file for the others (spec section 7). */
export async function submitCertificate(
  definition: CertificateDefinition,
  { values, files, idempotencyKey }: CertificateSubmission,
): Promise<CertificateSubmitted> {
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  if (definition.transport === 'json') {
    const { data } = await (await api()).post<CertificateSubmitted>(definition.apiPath, values, { headers });
    return data;
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') body.append(name, value);
  }
  for (const [name, chosen] of Object.entries(files)) {
    for (const file of chosen) body.append(name, file, file.name);
  }
  const { data } = await (await api()).post<CertificateSubmitted>(definition.apiPath, body, { headers });
  return data;
}
