import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { Executor } from '../../db/database';
import { toPage } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import type { ApplicationDocumentRow } from '../../db/schema';
import { listDocumentsOf, pageApplications } from './application-repository';
import { toCertificateRow } from './application-view';
import type { CertificateRow } from './application-view';
import type { DocumentLinks } from './document-links';

/**
 * One page of a certificate list of GET /api/admin/list: newest first, with the documents of
 * just these rows, Aadhaar numbers masked (the full number only in the single-application view).
 */
export async function certificatePage(
  executor: Executor,
  links: DocumentLinks,
  definition: CertificateDefinition,
  query: PageQuery,
): Promise<{ rows: CertificateRow[]; next: string | null }> {
  const page = toPage(await pageApplications(executor, definition.slug, query), query.limit);
  const documents = await listDocumentsOf(
    executor,
    page.rows.map((row) => row.id),
  );
  const documentsOf = new Map<string, ApplicationDocumentRow[]>();
  for (const document of documents) {
    const list = documentsOf.get(document.applicationId) ?? [];
    list.push(document);
    documentsOf.set(document.applicationId, list);
  }
  return {
    rows: page.rows.map((application) =>
      toCertificateRow(definition, application, documentsOf.get(application.id) ?? [], links, { aadhaar: 'masked' }),
    ),
    next: page.next,
  };
}
