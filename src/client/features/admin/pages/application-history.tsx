import type { ApplicationHistoryEntry } from '../../../../shared/api/admin-types';
import { wordFor } from '../../../../shared/i18n/word-for';
import { adminTexts } from '../admin-texts';
import { formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';

/*
 * An application's history on the clerk's page (decision 048): each round with its fields and
 * words, and the latest decision as its outcome once it is made (decision 073).
 */

/** A decided or returned application's latest decision: what, when, by whom, and its words. */
export function Outcome({ history }: { history: readonly ApplicationHistoryEntry[] }) {
  const latest = [...history].reverse().find((entry) => ['accepted', 'declined', 'returned'].includes(entry.action));
  if (!latest) return null;
  return (
    <p>
      {historyLine(latest)}
      {latest.message ? (
        <>
          {' '}
          <q className={styles.quote}>{latest.message}</q>
        </>
      ) : null}
    </p>
  );
}

/** One line of the history: what happened, when, and by whom (no one named: the applicant). */
function historyLine(entry: ApplicationHistoryEntry): string {
  const a = adminTexts.get().application;
  const values = { action: wordFor(a.historyActions, entry.action) ?? entry.action, when: formatIndiaTime(entry.at, 'long') };
  return entry.actor === null ? a.historyEntryByApplicant(values) : a.historyEntry({ ...values, actor: entry.actor });
}

/** Who did what to the application and when, with the fields and words of each return and resubmission. */
export function HistorySection({ history, labelOf }: { history: readonly ApplicationHistoryEntry[]; labelOf: (name: string) => string }) {
  const t = adminTexts.get();
  const a = t.application;
  return (
    <section className={styles.panel} aria-labelledby="history-heading">
      <h2 id="history-heading">{a.history}</h2>
      {history.length === 0 ? (
        <p>{a.noHistory}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((entry, index) => (
            <li key={`${entry.action}-${entry.at}-${index}`}>
              {historyLine(entry)}
              {entry.fields ? (
                <span className={styles.muted}>
                  {(entry.action === 'returned' ? t.correction.asked : t.correction.changedFields)({
                    names: entry.fields.map(labelOf).join(', '),
                  })}
                </span>
              ) : null}
              {entry.message ? (
                <q className={styles.quote}>{entry.message}</q>
              ) : entry.action === 'declined' ? (
                <span className={styles.muted}>{t.decisions.noReason}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What the applicant changed in the latest round: the fields of the latest resubmission, if it came after the latest return. */
export function changedSinceLastRound(history: readonly ApplicationHistoryEntry[]): ReadonlySet<string> {
  const latest = [...history].reverse().find((entry) => entry.action === 'resubmitted' || entry.action === 'returned');
  return new Set(latest?.action === 'resubmitted' ? (latest.fields ?? []) : []);
}
