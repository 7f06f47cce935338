import { useCallback } from 'react';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { Alert } from '../../../ui/form/alert';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { adminPagesTexts } from '../admin-pages-texts';
import { fetchMessages } from '../api/admin-api';
import { formatIndiaTime } from './admin-format';
import { dottedWord } from './server-words';
import styles from './admin.module.css';

/** What a message was about, in the page's language: 'Application received'. */
export function messageAbout(event: string): string {
  return dottedWord(adminPagesTexts.get().messages.events, event);
}

/**
 * The messages sent to the citizen about one request (decision 051), on the request's page: what
 * they were told, by which channel, and whether it reached them. Read once when shown; the page
 * shows it again (a new key) after a change, which queues the change's own message.
 */
export function RecordMessages({ recordId }: { recordId: string }) {
  const t = adminPagesTexts.get().messages;
  const read = useServerRead(useCallback(() => fetchMessages({ record: recordId }).then((answer) => answer.messages), [recordId]));
  const messages = read.data;

  return (
    <section className={styles.panel} aria-labelledby="record-messages-heading">
      <h2 id="record-messages-heading">{t.aboutThis}</h2>
      {read.failure ? (
        <Alert tone="error">{t.aboutThisFailed}</Alert>
      ) : messages === undefined ? (
        <LoadingIndicator label={t.loading} />
      ) : messages.length === 0 ? (
        <p>{t.noneAboutThis}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message._id}>
              {formatIndiaTime(message.createdAt)}: {messageAbout(message.event)}, {t.channels[message.channel]}{' '}
              <span className={styles.mono}>{message.recipient}</span>: <strong>{t.states[message.state]}</strong>
              {message.lastError ? ` (${t.lastError({ error: message.lastError })})` : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
