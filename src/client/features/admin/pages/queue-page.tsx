import { Link } from 'react-router-dom';
import type { WorkQueueItem } from '../../../../shared/api/admin-queue-types';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import { usePagedRead } from '../../../lib/calls/use-server-read';
import { Alert } from '../../../ui/form/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { definitionInPageLanguage, definitionTexts } from '../../../i18n/certificate-definition-texts';
import { adminPagesTexts } from '../admin-pages-texts';
import { adminTexts } from '../admin-texts';
import { fetchWorkQueue } from '../api/admin-api';
import { failureReasonOf, formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { DueDate } from '../components/due-date';
import { queueItemHref } from '../components/queue-href';
import { StatusBadge } from '../components/status-badge';

/** The catalogues the page shows, loaded in the page's language before it renders (src/client/app/pages.ts). */
export const texts = [adminTexts, adminPagesTexts, definitionTexts];

function kindOf(item: WorkQueueItem): string {
  const t = adminPagesTexts.get().queue;
  const definition = item.type === null ? undefined : certificateBySlug(item.type);
  if (item.type === null) return t.grievance;
  return t.application({ type: definition ? definitionInPageLanguage(definition).title : item.type });
}

/** The work queue page by page, due soonest first. */
const readQueuePage = (after: string | null) => fetchWorkQueue(after ? { after } : {});

/**
 * /admin/queue, "To review" (decision 049): every pending application and open grievance, due
 * soonest first, one card each. Each card's first stop is its "Review" link, so a clerk with the
 * keyboard alone goes item to item with Tab and opens one with Enter; the item's page then offers
 * "Next item to review".
 */
export function QueuePage() {
  const t = adminPagesTexts.get().queue;
  const queue = usePagedRead(readQueuePage);
  const { items, next, loading } = queue;
  const error = queue.failure ? failureReasonOf(queue.failure) : null;

  return (
    <Page title={t.title} intro={t.intro}>
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {t.back}
        </ButtonLink>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {loading ? <LoadingIndicator label={t.loading} /> : null}
      {items && items.length === 0 ? <p>{t.empty}</p> : null}
      {items && items.length > 0 ? (
        <ol className={styles.queueList}>
          {items.map((item) => (
            <QueueCard key={item._id} item={item} />
          ))}
        </ol>
      ) : null}
      {next ? (
        <Button variant="secondary" disabled={loading} onClick={queue.more}>
          {t.loadMore}
        </Button>
      ) : null}
    </Page>
  );
}

/** One item to review: its "Review" link first, what it is, who sent it when, and when it is due. */
function QueueCard({ item }: { item: WorkQueueItem }) {
  const t = adminPagesTexts.get().queue;
  return (
    <li className={styles.queueItem}>
      <h2>
        <Link to={queueItemHref(item)}>{t.review({ reference: item.reference })}</Link>
      </h2>
      <p>
        {kindOf(item)} <StatusBadge status={item.status} />
      </p>
      <p>{t.submittedBy({ name: item.name, when: formatIndiaTime(item.createdAt) })}</p>
      <DueDate dueBy={item.dueBy} daysLeft={item.daysLeft} escalatedAt={item.escalatedAt} />
    </li>
  );
}
