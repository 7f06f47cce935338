import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateListKey } from '../../../shared/domain/certificates/certificate-definitions';
import type { Executor } from '../../db/database';
import type { ApplicationDocumentRow } from '../../db/schema';
import { listApplications, listDocuments } from './application-repository';
import { toCertificateRow } from './application-view';
import type { CertificateRow } from './application-view';
import type { DocumentLinks } from './document-links';

/** Every application grouped under its definition's list key, newest first, for GET /api/admin/list. */
export async function certificateLists(executor: Executor, links: DocumentLinks): Promise<Record<CertificateListKey, CertificateRow[]>> {
  const [applications, documents] = await Promise.all([listApplications(executor), listDocuments(executor)]);
  const documentsOf = new Map<string, ApplicationDocumentRow[]>();
  for (const document of documents) {
    const list = documentsOf.get(document.applicationId) ?? [];
    list.push(document);
    documentsOf.set(document.applicationId, list);
  }
  const lists = Object.fromEntries(certificateDefinitions.map((definition) => [definition.listKey, [] as CertificateRow[]])) as Record<
    CertificateListKey,
    CertificateRow[]
  >;
  const bySlug = new Map(certificateDefinitions.map((definition) => [definition.slug as string, definition]));
  for (const application of applications) {
    const definition = bySlug.get(application.type);
    if (!definition) continue;
    lists[definition.listKey].push(toCertificateRow(definition, application, documentsOf.get(application.id) ?? [], links));
  }
  return lists;
}
