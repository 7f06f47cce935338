import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApplicationDetail, CertificateDecision } from '../../../../shared/api/admin-types';
import { formatDate } from '../../../../shared/i18n/formats';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { Alert } from '../../../ui/form/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { NotFoundPage } from '../../../ui/not-found-page';
import { Page } from '../../../ui/page';
import { definitionInPageLanguage, definitionTexts } from '../../../i18n/certificate-definition-texts';
import { adminTexts } from '../admin-texts';
import { decideApplication, fetchApplication } from '../api/admin-api';
import { failureReason, formatIndiaTime, textOf } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { isUndecided } from '../components/certificate-table';
import { DocumentList } from '../components/document-list';
import { QueueNext } from '../components/queue-next';
import { StatusBadge } from '../components/status-badge';
import { useAdminAction } from '../components/use-admin-action';

/** /admin/applications/:slug/:id: one application, all its fields, documents and history. */
/** The catalogues the page shows, loaded in the page's language before it renders (src/client/app/pages.ts). */
export const texts = [adminTexts, definitionTexts];

export function ApplicationPage() {
  const { slug = '', id = '' } = useParams();
  const definition = certificateBySlug(slug);
  if (!definition) return <NotFoundPage />;
  return <ApplicationView key={`${slug}/${id}`} definition={definition} id={id} />;
}

function ApplicationView({ definition, id }: { definition: CertificateDefinition; id: string }) {
  const [application, setApplication] = useState<ApplicationDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const fetchInto = useCallback(
    () =>
      fetchApplication(definition.slug, id).then(
        (data) => {
          setApplication(data);
          setError(null);
          setLoading(false);
        },
        (err: unknown) => {
          setError(failureReason(err));
          setLoading(false);
        },
      ),
    [definition.slug, id],
  );
  const reload = useCallback(async () => {
    setLoading(true);
    await fetchInto();
  }, [fetchInto]);
  const { busy, message, messageRef, run } = useAdminAction(reload);
  const t = adminTexts.get();
  const a = t.application;
  const historyWords: Partial<Record<string, string>> = a.historyActions;

  useEffect(() => {
    void fetchInto();
  }, [fetchInto]);

  const decide = (decision: CertificateDecision) => {
    if (!application) return;
    void run({
      failed: (reason) => (decision === 'accept' ? t.outcomes.acceptFailed : t.outcomes.declineFailed)(application.reference, reason),
      done: (decision === 'accept' ? t.outcomes.accepted : t.outcomes.declined)(application.reference),
      call: () => decideApplication(definition.slug, application._id, decision),
    });
  };

  return (
    <Page title={definitionInPageLanguage(definition).formTitle} intro={application ? a.reference(application.reference) : undefined}>
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {a.back}
        </ButtonLink>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {message ? (
        <Alert ref={messageRef} tone={message.tone}>
          {message.text}
        </Alert>
      ) : null}
      {loading ? <LoadingIndicator label={application ? a.refreshing : a.loading} /> : null}
      {application ? (
        <>
          <section className={styles.panel} aria-labelledby="decision-heading">
            <h2 id="decision-heading">{a.status}</h2>
            <p>
              <StatusBadge status={application.status} /> <span className={styles.muted}>{a.submitted(formatIndiaTime(application.createdAt, 'long'))}</span>
            </p>
            <QueueNext />
            <div className={styles.actions}>
              <Button disabled={busy || !isUndecided(application.status)} onClick={() => decide('accept')}>
                {t.buttons.accept}
              </Button>
              <Button variant="secondary" disabled={busy || !isUndecided(application.status)} onClick={() => decide('decline')}>
                {t.buttons.decline}
              </Button>
            </div>
          </section>
          <section className={styles.panel} aria-labelledby="details-heading">
            <h2 id="details-heading">{a.details}</h2>
            <dl className={styles.details}>
              {definitionInPageLanguage(definition).fields.map((field) => {
                const value = textOf(application[field.name]);
                const shown = field.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
                const option = field.options?.find((candidate) => candidate.value === value);
                return (
                  <div key={field.name} className={styles.pair}>
                    <dt>{field.label}</dt>
                    <dd>{value ? (option ? option.label : shown) : <span className={styles.muted}>{a.notGiven}</span>}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="documents-heading">
            <h2 id="documents-heading">{a.documents}</h2>
            <DocumentList documents={application.documents} definition={definition} idPrefix="application" />
          </section>
          <section className={styles.panel} aria-labelledby="history-heading">
            <h2 id="history-heading">{a.history}</h2>
            {application.history.length === 0 ? (
              <p>{a.noHistory}</p>
            ) : (
              <ol className={styles.history}>
                {application.history.map((entry, index) => (
                  <li key={`${entry.action}-${entry.at}-${index}`}>
                    {a.historyEntry(historyWords[entry.action] ?? entry.action, formatIndiaTime(entry.at, 'long'), entry.actor)}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : null}
    </Page>
  );
}
