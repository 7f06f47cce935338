import type { GrievanceDetail } from '../../../../shared/api/admin-types';
import { adminTexts } from '../admin-texts';
import { formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { statusWord } from '../components/server-words';
import { grievanceAdminTexts } from './grievance-admin-texts';

type HistoryEntry = GrievanceDetail['history'][number];

/** One line of the history: a status set (by whom; no one named: the citizen), an escalation, or the citizen reopening it. */
function historyLine(entry: HistoryEntry): string {
  const when = formatIndiaTime(entry.at, 'long');
  if (entry.kind === 'reopened') return grievanceAdminTexts.get().history.reopened({ when });
  if (entry.kind === 'escalated') return grievanceAdminTexts.get().history.escalated({ when });
  const g = adminTexts.get().grievance;
  const values = { status: statusWord(entry.status), when };
  return entry.actor === null ? g.historyEntryByCitizen(values) : g.historyEntry({ ...values, actor: entry.actor });
}

/** Each status the grievance passed through, its escalations and reopenings, with the clerk's note or the citizen's reason. */
export function HistorySection({ grievance }: { grievance: GrievanceDetail }) {
  const g = adminTexts.get().grievance;
  return (
    <section className={styles.panel} aria-labelledby="grievance-history-heading">
      <h2 id="grievance-history-heading">{g.history}</h2>
      <ol className={styles.history}>
        {grievance.history.map((entry, index) => (
          <li key={`${entry.kind ?? 'status'}-${entry.status}-${entry.at}-${index}`}>
            {historyLine(entry)}
            {entry.note ? <q className={styles.quote}>{entry.note}</q> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
