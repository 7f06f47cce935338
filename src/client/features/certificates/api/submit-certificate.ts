import type { CertificateSubmitted } from '../../../../shared/api/submissions/certificate-types';
import { IDEMPOTENCY_HEADER } from '../../../../shared/api/submissions/certificate-types';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { api } from '../../../lib/calls/api';
import { buildRequestBody } from '../../../offline/form/request-body';
import type { Submission } from '../../../offline/form/request-body';

/**
 * POST the application: JSON for death, multipart with every file for the others (spec section 7).
 * `onProgress` hears the share of the body sent so far, as the upload goes.
 */
export async function submitCertificate(
  definition: CertificateDefinition,
  submission: Submission,
  idempotencyKey: string,
  onProgress?: (share: number) => void,
): Promise<CertificateSubmitted> {
  const { data } = await (
    await api()
  ).post<CertificateSubmitted>(definition.apiPath, buildRequestBody(definition, submission), {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    onUploadProgress: (event) => onProgress?.(event.progress ?? 0),
  });
  return data;
}
