import type { CertificateAdminRow } from '../../../../shared/api/admin-types';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { formatDate } from '../../../../shared/i18n/formats';
import { definitionInPageLanguage } from '../../../i18n/certificate-definition-texts';
import { adminTexts } from '../admin-texts';
import { textOf } from './admin-format';
import { statusWord } from './server-words';

/*
 * What a clerk is told when a decision is refused because the record changed since they opened it
 * (decision 064): each value that is not what they saw, as it is now, in the page's language. The
 * page then reloads and shows the record as it is, to decide again.
 */

type Kind = 'application' | 'grievance' | 'payment';

function sentence(kind: Kind, changes: readonly string[]): string {
  const t = adminTexts.get().changedSinceOpened;
  return changes.length > 0 ? t.withChanges[kind]({ changes: changes.join('; ') }) : t[kind];
}

function change(label: string, value: string): string {
  const t = adminTexts.get().changedSinceOpened;
  return t.change({ label, value: value === '' ? t.empty : value });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The status first, then every field of the application's definition whose value is not the one the clerk saw. */
export function applicationChangedText(definition: CertificateDefinition, seen: CertificateAdminRow, current: unknown): string {
  if (!isRecord(current)) return sentence('application', []);
  const t = adminTexts.get();
  const changes: string[] = [];
  if (textOf(current.status) !== seen.status) changes.push(change(t.columns.status, statusWord(textOf(current.status))));
  for (const field of definitionInPageLanguage(definition).fields) {
    const now = textOf(current[field.name]);
    if (now === textOf(seen[field.name])) continue;
    const shown =
      field.options?.find((option) => option.value === now)?.label ??
      (field.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(now) ? formatDate(now) : now);
    changes.push(change(field.label, shown));
  }
  return sentence('application', changes);
}

/** A grievance's or a payment's status as it is now, when it is not the one the clerk saw. */
export function statusChangedText(kind: 'grievance' | 'payment', seen: { status: string }, current: unknown): string {
  const t = adminTexts.get();
  const now = isRecord(current) ? textOf(current.status) : seen.status;
  return sentence(kind, now === seen.status ? [] : [change(t.columns.status, statusWord(now))]);
}
