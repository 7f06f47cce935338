import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { answerDueBy, daysAsServiceTime, daysLeftUntil } from '../../../shared/domain/certificates/service-time';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { aadhaarRevealer } from '../../aadhaar/aadhaar-fields';
import type { Executor } from '../../db/database';
import { toPage } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import type { ApplicationDocumentRow } from '../../db/schema';
import { messageLanguagesOf } from '../auth/user-repository';
import { listDocumentsOf, pageApplicationsOfTypes } from './application-repository';
import type { ApplicationPageRow } from './application-repository';
import { toCertificateRow } from './application-view';
import type { CertificateRow } from './application-view';
import type { DocumentLinker } from './document-links';

export interface CertificatePageRequest {
  definition: CertificateDefinition;
  query: PageQuery;
}

/**
 * Pages of certificate lists for GET /api/admin/list: newest first, with the documents of just
 * these rows, Aadhaar numbers masked (the full number only in the single-application view). Two
 * statements however many lists: the pages together, then their documents together.
 */
export async function certificatePages(
  executor: Executor,
  linkTo: DocumentLinker,
  aadhaar: { cipher: AadhaarCipher; onError: (err: unknown) => void },
  requests: readonly CertificatePageRequest[],
  serviceTimes: Readonly<Record<string, number>>,
): Promise<Map<CertificateDefinition, { rows: CertificateRow[]; next: string | null }>> {
  const rows = await pageApplicationsOfTypes(
    executor,
    requests.map(({ definition, query }) => ({ type: definition.slug, query })),
  );
  const rowsOfType = new Map<string, ApplicationPageRow[]>();
  for (const row of rows) {
    const list = rowsOfType.get(row.type) ?? [];
    list.push(row);
    rowsOfType.set(row.type, list);
  }
  // UNION ALL promises no order: each list is put newest first again (microseconds, then id).
  const newestFirst = (a: ApplicationPageRow, b: ApplicationPageRow) =>
    b.cursorMicros.length - a.cursorMicros.length ||
    (b.cursorMicros > a.cursorMicros ? 1 : b.cursorMicros < a.cursorMicros ? -1 : b.id.localeCompare(a.id));
  for (const list of rowsOfType.values()) list.sort(newestFirst);
  const pages = requests.map(({ definition, query }) => ({ definition, page: toPage(rowsOfType.get(definition.slug) ?? [], query.limit) }));

  const shownRows = pages.flatMap(({ page }) => page.rows);
  const [documents, languageOf] = await Promise.all([
    listDocumentsOf(
      executor,
      shownRows.map((row) => row.id),
    ),
    messageLanguagesOf(
      executor,
      shownRows.map((row) => row.ownerId),
    ),
  ]);
  const documentsOf = new Map<string, ApplicationDocumentRow[]>();
  for (const document of documents) {
    const list = documentsOf.get(document.applicationId) ?? [];
    list.push(document);
    documentsOf.set(document.applicationId, list);
  }
  return new Map(
    pages.map(({ definition, page }) => {
      const reveal = aadhaarRevealer(definition, aadhaar.cipher, aadhaar.onError);
      const now = new Date();
      const rows = page.rows.map((application) => {
        const dueBy = answerDueBy(application.createdAt, serviceTimes[definition.slug] ?? daysAsServiceTime(definition.serviceDays));
        const row = toCertificateRow(definition, application, documentsOf.get(application.id) ?? [], linkTo, { aadhaar: 'masked', reveal });
        return {
          ...row,
          dueBy,
          daysLeft: daysLeftUntil(dueBy, now),
          escalatedAt: application.escalatedAt?.toISOString() ?? null,
          citizenLanguage: languageOf(application.ownerId),
        };
      });
      return [definition, { rows, next: page.next }] as const;
    }),
  );
}
