import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApplicationDetail, CertificateDecision } from '../../../../shared/api/admin-types';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { Alert } from '../../../ui/form/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { NotFoundPage } from '../../../ui/not-found-page';
import { Page } from '../../../ui/page';
import { decideApplication, fetchApplication } from '../api/admin-api';
import { failureReason, formatIndiaTime, textOf } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { isUndecided } from '../components/certificate-table';
import { DocumentList } from '../components/document-list';
import { StatusBadge } from '../components/status-badge';
import { useAdminAction } from '../components/use-admin-action';

/** /admin/applications/:slug/:id: one application, all its fields, documents and history. */
export function ApplicationPage() {
  const { slug = '', id = '' } = useParams();
  const definition = certificateBySlug(slug);
  if (!definition) return <NotFoundPage />;
  return <ApplicationView key={`${slug}/${id}`} definition={definition} id={id} />;
}

const historyWords: Record<string, string> = { submitted: 'Submitted', accepted: 'Accepted', declined: 'Declined' };

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

  useEffect(() => {
    void fetchInto();
  }, [fetchInto]);

  const decide = (decision: CertificateDecision) => {
    if (!application) return;
    void run({
      what: `${decision} ${application.reference}`,
      done: `${application.reference} ${decision === 'accept' ? 'accepted' : 'declined'}.`,
      call: () => decideApplication(definition.slug, application._id, decision),
    });
  };

  const title = `${definition.title} Certificate Application`;
  return (
    <Page title={title} intro={application ? `Reference ${application.reference}` : undefined}>
      <p>
        <ButtonLink to="/admin" variant="secondary">
          Back to dashboard
        </ButtonLink>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {message ? (
        <Alert ref={messageRef} tone={message.tone}>
          {message.text}
        </Alert>
      ) : null}
      {loading ? <LoadingIndicator label={application ? 'Refreshing the application...' : 'Loading the application...'} /> : null}
      {application ? (
        <>
          <section className={styles.panel} aria-labelledby="decision-heading">
            <h2 id="decision-heading">Status</h2>
            <p>
              <StatusBadge status={application.status} /> <span className={styles.muted}>Submitted {formatIndiaTime(application.createdAt)}</span>
            </p>
            <div className={styles.actions}>
              <Button disabled={busy || !isUndecided(application.status)} onClick={() => decide('accept')}>
                Accept
              </Button>
              <Button variant="secondary" disabled={busy || !isUndecided(application.status)} onClick={() => decide('decline')}>
                Decline
              </Button>
            </div>
          </section>
          <section className={styles.panel} aria-labelledby="details-heading">
            <h2 id="details-heading">Details</h2>
            <dl className={styles.details}>
              {definition.fields.map((field) => {
                const value = textOf(application[field.name]);
                const option = field.options?.find((candidate) => candidate.value === value);
                return (
                  <div key={field.name} className={styles.pair}>
                    <dt>{field.label}</dt>
                    <dd>{value ? (option?.label ?? value) : <span className={styles.muted}>Not given</span>}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="documents-heading">
            <h2 id="documents-heading">Documents</h2>
            <DocumentList documents={application.documents} idPrefix="application" />
          </section>
          <section className={styles.panel} aria-labelledby="history-heading">
            <h2 id="history-heading">History</h2>
            {application.history.length === 0 ? (
              <p>No history recorded.</p>
            ) : (
              <ol className={styles.history}>
                {application.history.map((entry, index) => (
                  <li key={`${entry.action}-${entry.at}-${index}`}>
                    {historyWords[entry.action] ?? entry.action} on {formatIndiaTime(entry.at)} by {entry.actor ?? 'the applicant'}
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
