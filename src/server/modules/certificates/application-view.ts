import type { AdminDocument, CertificateAdminRow } from '../../../shared/api/admin-types';
import { maskAadhaar } from '../../../shared/domain/admin/aadhaar-mask';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { Language } from '../../../shared/i18n/languages';
import type { AadhaarReveal } from '../../aadhaar/aadhaar-fields';
import type { ApplicationDocumentRow, ApplicationRow } from '../../db/schema';
import { clerkWordsIn } from '../audit/clerk-words';
import type { HistoryEntry } from './application-repository';
import type { DocumentLinker } from './document-links';
import { withoutBidiControls } from '../../../shared/validation/typed-text';

/** The shared contract's document entry; the server always knows the size. */
export type DocumentEntry = AdminDocument & { size: number };

/** What a stored number that cannot be opened shows: nothing of it, not even its last digits. */
const UNREADABLE_AADHAAR = 'XXXX XXXX XXXX';

export type CertificateRow = CertificateAdminRow & {
  updatedAt: string;
  documents: DocumentEntry[];
};

/**
 * An application as the admin dashboard reads it (spec section 3): every text field of its
 * definition, `_id`, `status`, `createdAt`, the `…Path` fields naming its stored files and the
 * documents with links signed for the admin who reads them (`linkTo`), for the document viewer.
 * Lists show Aadhaar numbers masked to their last four digits; only the single-application view
 * asks for them in full. Aadhaar numbers are stored sealed (decision 015): `reveal` opens them,
 * and one that cannot be opened is shown masked whole.
 */
export function toCertificateRow(
  definition: CertificateDefinition,
  application: ApplicationRow,
  documents: readonly ApplicationDocumentRow[],
  linkTo: DocumentLinker,
  options: { aadhaar: 'masked' | 'full'; reveal: AadhaarReveal },
): CertificateRow {
  const fields = applicationFields(definition, application, options);
  const paths = Object.fromEntries(
    definition.files.map((file) => {
      const stored = documents.filter((document) => document.field === file.name).map((document) => document.storedName);
      const value = stored.length === 0 ? null : file.multiple ? stored : stored[0];
      return [file.storedAs, value];
    }),
  );
  const labels = new Map(definition.files.map((file) => [file.name, file.label]));
  const sorted = inFormOrder(definition, documents);
  return {
    ...fields,
    ...paths,
    _id: application.id,
    reference: application.reference,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    documents: sorted.map((document) => ({
      field: document.field,
      label: labels.get(document.field) ?? document.field,
      name: withoutBidiControls(document.originalName),
      size: document.sizeBytes,
      type: document.mimeType,
      url: linkTo(document.storedName),
    })),
  };
}

/**
 * Every text field of the definition as stored, each Aadhaar number opened (`reveal`) and, when
 * asked, masked to its last four digits; one that cannot be opened is masked whole.
 */
export function applicationFields(
  definition: CertificateDefinition,
  application: ApplicationRow,
  options: { aadhaar: 'masked' | 'full'; reveal: AadhaarReveal },
): Record<string, string> {
  return Object.fromEntries(
    definition.fields.map((field) => {
      const value = application.data[field.name] ?? '';
      if (field.kind !== 'aadhaar') return [field.name, value];
      const plain = options.reveal(field.name, value);
      if (plain === null) return [field.name, UNREADABLE_AADHAAR];
      return [field.name, options.aadhaar === 'masked' ? maskAadhaar(plain) : plain];
    }),
  );
}

/** The documents in the order of the form, then as sent within a multiple upload. */
export function inFormOrder(definition: CertificateDefinition, documents: readonly ApplicationDocumentRow[]): ApplicationDocumentRow[] {
  const order = new Map(definition.files.map((file, index) => [file.name, index]));
  return [...documents].sort((a, b) => (order.get(a.field) ?? order.size) - (order.get(b.field) ?? order.size) || a.position - b.position);
}

/** The clerk's history of an application, its messages in `language` (the reasons worded, the words as written). */
export function toHistory(entries: readonly HistoryEntry[], language: Language) {
  return entries.map((entry) => {
    const message = eventMessage(entry, language);
    return {
      action: entry.action,
      at: entry.at.toISOString(),
      actor: entry.actor,
      ...(message === null ? {} : { message }),
      ...(entry.fields === null ? {} : { fields: entry.fields }),
    };
  });
}

/** What an application's event says to its reader in `language`: a return's reasons are a correction's, a decline's a certificate's. */
export function eventMessage(entry: Pick<HistoryEntry, 'action' | 'message' | 'reasonCodes'>, language: Language): string | null {
  return clerkWordsIn(language, entry.action === 'returned' ? 'correction' : 'certificate', entry);
}
