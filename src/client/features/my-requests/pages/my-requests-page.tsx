import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { MyApplicationItem, MyGrievanceItem, MyPaymentItem } from '../../../../shared/api/my-requests-types';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { isUnpaid } from '../../../../shared/domain/taxes/payment-status';
import { definitionInPageLanguage, definitionTexts } from '../../../i18n/certificate-definition-texts';
import { submittedPath } from '../../../lib/request-paths';
import { useOwner } from '../../../offline/form/use-owner';
import { useOutbox } from '../../../offline/use-outbox';
import { Page } from '../../../ui/page';
import { AsOf } from '../../../ui/requests/request-parts';
import { requestTexts } from '../../../ui/requests/request-texts';
import { paymentStatusTexts } from '../../../ui/requests/payment-status-texts';
import { paymentStatusText } from '../../../ui/requests/payment-status-words';
import { dateText, statusText, whenText } from '../../../ui/requests/request-words';
import styles from '../../../ui/requests/requests.module.css';
import { applicationStatusOf, markSeen, statusesOf } from '../changes-since-seen';
import { myRequestsTexts } from '../my-requests-texts';
import { RequestList } from '../request-list';
import type { RequestRow } from '../request-list';
import { useMyList } from '../use-my-list';
import { wordFor } from '../../../../shared/i18n/word-for';

export const texts = [myRequestsTexts, requestTexts, paymentStatusTexts, definitionTexts];

/** /my-requests: the signed-in citizen's applications, payments and grievances, and what still waits on the device. */
export function MyRequestsPage() {
  const t = myRequestsTexts.get();
  const owner = useOwner();
  const outbox = useOutbox(owner);
  const applications = useMyList('applications');
  const payments = useMyList('payments');
  const grievances = useMyList('grievances');
  const waiting = outbox ? [...outbox.waiting, ...outbox.needsAttention] : [];
  const copies = [applications.asOf, payments.asOf, grievances.asOf].filter((at): at is number => at !== null);

  // Fresh lists on screen: what they show has been seen, and the navigation's count goes.
  const fresh = [applications, payments, grievances].every((list) => list.status === 'ready' && list.asOf === null);
  const shown = fresh ? statusesOf({ applications: applications.items, payments: payments.items, grievances: grievances.items }) : null;
  const shownKey = shown ? JSON.stringify(shown) : '';
  useEffect(() => {
    if (!owner || !shownKey) return;
    void markSeen(owner, JSON.parse(shownKey) as Record<string, string>).catch(() => undefined);
  }, [owner, shownKey]);

  return (
    <Page title={t.title} intro={t.intro}>
      <AsOf at={copies.length > 0 ? Math.min(...copies) : null} />
      {waiting.length > 0 ? (
        <section className={styles.section} aria-labelledby="my-waiting">
          <h2 id="my-waiting">{t.waitingToSend}</h2>
          <p className={styles.muted}>{t.waitingIntro}</p>
          <ul className={styles.list}>
            {waiting.map((item) => (
              <li key={item.id} className={`${styles.item} ${styles.waiting}`}>
                <Link to={submittedPath(item.kind === 'grievance' ? 'grievance' : 'application', item.id)}>{item.title}</Link>
                <p className={styles.muted}>{whenText(item.createdAt)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RequestList id="my-applications" title={t.applications} empty={t.noApplications} list={applications} row={applicationRow} />
      <RequestList id="my-payments" title={t.payments} empty={t.noPayments} list={payments} row={paymentRow} />
      <RequestList id="my-grievances" title={t.grievances} empty={t.noGrievances} list={grievances} row={grievanceRow} />
    </Page>
  );
}

function applicationRow(item: MyApplicationItem): RequestRow {
  const t = requestTexts.get();
  const definition = certificateBySlug(item.type);
  return {
    key: item.id,
    href: `/my-requests/applications/${encodeURIComponent(item.type)}/${encodeURIComponent(item.id)}`,
    title: definition ? definitionInPageLanguage(definition).formTitle : item.type,
    reference: item.reference,
    facts: [
      [t.status, statusText(applicationStatusOf(item))],
      [t.submittedOn, whenText(item.createdAt)],
      [t.dueBy, dateText(item.dueBy)],
    ],
  };
}

function paymentRow(item: MyPaymentItem): RequestRow {
  const t = requestTexts.get();
  return {
    key: item.id,
    href: `/my-requests/payments/${encodeURIComponent(item.id)}`,
    title: wordFor(myRequestsTexts.get().taxTitles, item.type) ?? item.type,
    reference: item.reference,
    facts: [
      [t.status, paymentStatusText(item.status)],
      [t.submittedOn, whenText(item.createdAt)],
      [t.total, formatPaise(rupeesToPaise(item.total))],
    ],
    // An order made and not paid is paid or cancelled on its page (decision 074).
    ...(isUnpaid(item.status) ? { action: myRequestsTexts.get().payOrCancel } : {}),
  };
}

function grievanceRow(item: MyGrievanceItem): RequestRow {
  const t = requestTexts.get();
  return {
    key: item.complaintId,
    href: `/my-requests/grievances/${encodeURIComponent(item.complaintId)}`,
    title: wordFor(myRequestsTexts.get().grievanceSubjects, item.subject) ?? item.subject,
    reference: item.complaintId,
    facts: [
      [t.status, statusText(item.status)],
      [t.submittedOn, whenText(item.createdAt)],
      [t.updatedOn, whenText(item.updatedAt)],
    ],
  };
}
