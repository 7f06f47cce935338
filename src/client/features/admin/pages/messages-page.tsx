import { useCallback, useId, useState } from 'react';
import type { OutboundMessage } from '../../../../shared/api/admin-types';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { Button, ButtonLink } from '../../../ui/button';
import { Alert } from '../../../ui/form/alert';
import formStyles from '../../../ui/form/form.module.css';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { adminPagesTexts } from '../admin-pages-texts';
import { adminTexts } from '../admin-texts';
import { fetchMessages, resendMessage } from '../api/admin-api';
import { ActionToast } from '../components/action-toast';
import { failureReasonOf, formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { AdminTable } from '../components/admin-table';
import { messageAbout as about } from '../components/record-messages';
import { useAdminAction } from '../components/use-admin-action';

export const texts = [adminTexts, adminPagesTexts];

type Shown = OutboundMessage['state'] | 'all';
const SHOWN: readonly Shown[] = ['all', 'failed', 'queued', 'sent'];

/**
 * /admin/messages (decision 051): the newest messages to citizens, by email and SMS, and how each
 * went: a clerk sees why a citizen heard nothing and sends a failed one again.
 */
export function MessagesPage() {
  const t = adminPagesTexts.get().messages;
  const [shown, setShown] = useState<Shown>('all');
  const filterId = useId();
  const read = useServerRead(
    useCallback(() => fetchMessages({ state: shown === 'all' ? undefined : shown }).then((answer) => answer.messages), [shown]),
  );
  const messages = read.data;
  const error = read.failure ? failureReasonOf(read.failure) : null;
  const { busy, message, messageRef, run } = useAdminAction(read.reload);

  const c = t.columns;
  const resend = (row: OutboundMessage) =>
    void run({ failed: (reason) => t.resendFailed({ reason }), done: t.resent({ to: row.recipient }), call: () => resendMessage(row._id) });

  return (
    <Page title={t.title} intro={t.intro}>
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {t.back}
        </ButtonLink>
      </p>
      <label className={styles.filter} htmlFor={filterId}>
        {t.show}
        <select id={filterId} className={formStyles.input} value={shown} onChange={(event) => setShown(event.target.value as Shown)}>
          {SHOWN.map((state) => (
            <option key={state} value={state}>
              {t.states[state]}
            </option>
          ))}
        </select>
      </label>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {messages === undefined ? (
        error ? null : (
          <LoadingIndicator label={t.loading} />
        )
      ) : (
        <AdminTable id="messages" title={t.table} columns={[c.when, c.about, c.channel, c.to, c.state, c.action]} count={messages.length}>
          {messages.map((row) => (
            <tr key={row._id}>
              <td className={styles.date}>{formatIndiaTime(row.createdAt)}</td>
              <td>{about(row.event)}</td>
              <td>{t.channels[row.channel]}</td>
              <td className={styles.mono}>{row.recipient}</td>
              <td>
                {t.states[row.state]}
                <span className={styles.muted}>{t.attempts({ count: row.attempts })}</span>
                {row.sentBy === 'log' ? <span className={styles.muted}>{t.onlyLogged}</span> : null}
                {row.lastError ? <span className={styles.muted}>{t.lastError({ error: row.lastError })}</span> : null}
              </td>
              <td>
                {row.state === 'queued' ? null : (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t.resendLabel({ about: about(row.event), to: row.recipient })}
                    onClick={() => resend(row)}
                  >
                    {t.resend}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ActionToast message={message} messageRef={messageRef} refreshing={busy ? t.loading : null} />
    </Page>
  );
}
