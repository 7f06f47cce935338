import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { offlineTexts } from '../../offline/form/offline-texts';
import { deleteOutboxItem, reopenAsDraft } from '../../offline/outbox';
import { sendOutboxNow, startOutboxSync } from '../../offline/outbox-sync';
import { formatBytes, storageUsage } from '../../offline/form/storage';
import type { StorageUsage } from '../../offline/form/storage';
import { useOutbox } from '../../offline/use-outbox';
import type { OutboxView } from '../../offline/use-outbox';
import { useOwner } from '../../offline/form/use-owner';
import { Alert } from '../../ui/form/alert';
import { formTexts } from '../../ui/form/form-texts';
import { Button } from '../../ui/button';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { Page } from '../../ui/page';
import { formPath } from './outbox-format';
import { AttentionItem, SentItem, WaitingItem } from './outbox-items';
import { outboxTexts } from './outbox-texts';
import styles from './outbox.module.css';

/** The outbox's texts, the drafts' notes, and the form engine's (the progress of a delivery). */
export const texts = [outboxTexts, offlineTexts, formTexts];

/** /outbox: what this person submitted without a connection, and what became of it. */
export function OutboxPage() {
  const owner = useOwner();
  const view = useOutbox(owner);
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  const t = outboxTexts.get();

  // Opening the outbox is a good moment to try, and so is a sign-in (items waiting for it revive).
  useEffect(() => startOutboxSync(), [owner]);
  useEffect(() => {
    void storageUsage().then(setUsage);
  }, [view]);

  async function sendNow() {
    setSending(true);
    try {
      await sendOutboxNow();
    } finally {
      setSending(false);
    }
  }

  async function open(id: string) {
    if (!owner) return;
    const item = await reopenAsDraft(id, owner);
    if (item) await navigate(formPath(item.form));
  }

  return (
    <Page title={t.title} intro={t.intro}>
      {view === undefined ? (
        <LoadingIndicator />
      ) : (
        <>
          {view.unavailable ? <Alert tone="error">{t.unavailable}</Alert> : null}
          <div className={styles.toolbar}>
            <Button onClick={() => void sendNow()} disabled={sending || view.waiting.length === 0}>
              {sending ? t.sendingNow : t.sendNow}
            </Button>
            {usage ? (
              <span className={styles.empty}>{offlineTexts.get().storesOnDevice({ size: formatBytes(usage.usedBytes) })}</span>
            ) : null}
          </div>

          <WaitingSection view={view} />
          <AttentionSection
            view={view}
            onOpen={(id) => void open(id)}
            onDelete={(id) => void (owner ? deleteOutboxItem(id, owner) : undefined)}
          />
          <SentSection view={view} />
        </>
      )}
    </Page>
  );
}

/** What is still to be sent: queued, being sent, or waiting for a sign-in. */
function WaitingSection({ view }: { view: OutboxView }) {
  const t = outboxTexts.get();
  return (
    <section className={styles.section} aria-labelledby="outbox-waiting">
      <h2 id="outbox-waiting">{t.waiting}</h2>
      {view.waiting.length === 0 ? (
        <p className={styles.empty}>{t.nothingWaiting}</p>
      ) : (
        <ul className={styles.list}>
          {view.waiting.map((item) => (
            <WaitingItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the server refused: each to open as a draft again or to delete; shown only when there is one. */
function AttentionSection({ view, onOpen, onDelete }: { view: OutboxView; onOpen: (id: string) => void; onDelete: (id: string) => void }) {
  const t = outboxTexts.get();
  if (view.needsAttention.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="outbox-attention">
      <h2 id="outbox-attention">{t.needsAttention}</h2>
      <ul className={styles.list}>
        {view.needsAttention.map((item) => (
          <AttentionItem key={item.id} item={item} onOpen={() => onOpen(item.id)} onDelete={() => onDelete(item.id)} />
        ))}
      </ul>
    </section>
  );
}

/** What went through, newest first. */
function SentSection({ view }: { view: OutboxView }) {
  const t = outboxTexts.get();
  return (
    <section className={styles.section} aria-labelledby="outbox-sent">
      <h2 id="outbox-sent">{t.sent}</h2>
      {view.sent.length === 0 ? (
        <p className={styles.empty}>{t.nothingSent}</p>
      ) : (
        <ul className={styles.list}>
          {view.sent.map((item) => (
            <SentItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
