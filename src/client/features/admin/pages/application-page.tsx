import type { RefObject } from 'react';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApplicationDetail, CertificateDecision, ClerkSaid, ReturnForCorrection } from '../../../../shared/api/admin-types';
import { adminApiPaths } from '../../../../shared/api/admin-paths';
import { formatDate } from '../../../../shared/i18n/formats';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { acknowledgementFileName } from '../../../lib/download-file';
import { Alert } from '../../../ui/form/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { NotFoundPage } from '../../../ui/not-found-page';
import { Page } from '../../../ui/page';
import { DownloadButton } from '../../../ui/requests/download-button';
import { requestTexts } from '../../../ui/requests/request-texts';
import { definitionInPageLanguage, definitionTexts } from '../../../i18n/certificate-definition-texts';
import { adminPagesTexts } from '../admin-pages-texts';
import { adminTexts } from '../admin-texts';
import { CertificatePanel } from '../certificate/certificate-panel';
import { certificateTexts } from '../certificate/certificate-texts';
import { decideApplication, fetchApplication, returnApplication } from '../api/admin-api';
import { failureReasonOf, formatIndiaTime, textOf } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { isUndecided } from '../components/certificate-table';
import { applicationChangedText } from '../components/changed-since-opened';
import { DocumentList } from '../components/document-list';
import { acceptQuestion, declineQuestion } from '../components/decision-questions';
import { useReasonDialog } from '../components/reason-dialog';
import { ReturnDialog } from '../components/return-dialog';
import { QueueNext } from '../components/queue-next';
import { HistorySection, Outcome, changedSinceLastRound } from './application-history';
import { RecordMessages } from '../components/record-messages';
import { StatusBadge } from '../components/status-badge';
import { ActionToast } from '../components/action-toast';
import { useAdminAction } from '../components/use-admin-action';
import { formTexts } from '../../../ui/form/form-texts';

/** /admin/applications/:slug/:id: one application, all its fields, documents and history. */
/** The catalogues the page shows, loaded in the page's language before it renders (src/client/app/pages.ts). */
export const texts = [adminTexts, adminPagesTexts, definitionTexts, certificateTexts, requestTexts, formTexts];

export function ApplicationPage() {
  const { slug = '', id = '' } = useParams();
  const definition = certificateBySlug(slug);
  if (!definition) return <NotFoundPage />;
  return <ApplicationView key={`${slug}/${id}`} definition={definition} id={id} />;
}

function ApplicationView({ definition, id }: { definition: CertificateDefinition; id: string }) {
  const read = useServerRead(useCallback(() => fetchApplication(definition.slug, id), [definition.slug, id]));
  const { data: application, loading, reload } = read;
  const error = read.failure ? failureReasonOf(read.failure) : null;
  const actions = useApplicationActions(definition, application, reload);
  const a = adminTexts.get().application;

  return (
    <Page
      title={definitionInPageLanguage(definition).formTitle}
      intro={application ? a.reference({ reference: application.reference }) : undefined}
    >
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {a.back}
        </ButtonLink>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {loading && !application ? <LoadingIndicator label={a.loading} /> : null}
      {/* In the page's flow, above the decision: never over the certificate the acceptance brings. */}
      <ActionToast
        message={actions.message}
        messageRef={actions.messageRef}
        refreshing={loading && application ? a.refreshing : null}
        inPlace
      />
      {application ? (
        <ApplicationSections
          definition={definition}
          application={application}
          busy={actions.busy}
          onDecide={actions.decide}
          onReturn={() => actions.setReturning(true)}
          returnButton={actions.returnButton}
          onRevoked={reload}
        />
      ) : null}
      {actions.dialog}
      {actions.returning && application ? (
        <ReturnDialog
          definition={definition}
          reference={application.reference}
          reader={application.citizenLanguage}
          onConfirm={actions.sendBack}
          onCancel={actions.cancelReturn}
        />
      ) : null}
    </Page>
  );
}

/**
 * The clerk's three answers to an application, each run with what it tells the clerk: accept with
 * an optional note, decline with a reason (the applicant reads either, decision 048), or return it
 * for correction through the return dialog.
 */
function useApplicationActions(definition: CertificateDefinition, application: ApplicationDetail | undefined, reload: () => Promise<void>) {
  const { busy, message, messageRef, run } = useAdminAction(reload);
  const { ask, dialog } = useReasonDialog();
  const [returning, setReturning] = useState(false);
  const returnButton = useRef<HTMLButtonElement>(null);
  const t = adminTexts.get();

  const decide = (decision: CertificateDecision, trigger: HTMLElement) => {
    if (!application) return;
    const { reference } = application;
    const send = (said: ClerkSaid) =>
      void run({
        failed: (reason) => (decision === 'accept' ? t.outcomes.acceptFailed : t.outcomes.declineFailed)({ reference, reason }),
        done: (decision === 'accept' ? t.outcomes.accepted : t.outcomes.declined)({ reference }),
        call: () => decideApplication(definition.slug, application._id, decision, application.updatedAt, said),
        changed: (current) => applicationChangedText(definition, application, current),
      });
    const reader = application.citizenLanguage;
    ask(trigger, decision === 'accept' ? acceptQuestion(reference, send, reader) : declineQuestion(reference, send, reader));
  };
  const sendBack = (correction: ReturnForCorrection) => {
    setReturning(false);
    if (!application) return;
    void run({
      failed: (reason) => t.correction.returnFailed({ reference: application.reference, reason }),
      done: t.correction.returned({ reference: application.reference }),
      call: () => returnApplication(definition.slug, application._id, correction, application.updatedAt),
      changed: (current) => applicationChangedText(definition, application, current),
    });
  };
  const cancelReturn = () => {
    setReturning(false);
    returnButton.current?.focus();
  };
  return { busy, message, messageRef, dialog, decide, returning, setReturning, returnButton, sendBack, cancelReturn };
}

interface ApplicationSectionsProps {
  definition: CertificateDefinition;
  application: ApplicationDetail;
  busy: boolean;
  onDecide: (decision: CertificateDecision, trigger: HTMLElement) => void;
  onReturn: () => void;
  returnButton: RefObject<HTMLButtonElement | null>;
  onRevoked: () => Promise<void>;
}

/**
 * The loaded application: its status and the clerk's actions (or the outcome, once decided), its
 * certificate, then its documents before its fields, so that on a laptop's screen the documents
 * to check are in view with the decision, then the history and messages.
 */
function ApplicationSections({ definition, application, busy, onDecide, onReturn, returnButton, onRevoked }: ApplicationSectionsProps) {
  const changed = changedSinceLastRound(application.history);
  const labelOf = fieldLabels(definition);
  return (
    <>
      <DecisionSection
        application={application}
        busy={busy}
        onDecide={onDecide}
        onReturn={onReturn}
        returnButton={returnButton}
        changed={changed}
        labelOf={labelOf}
      />
      {application.certificateNumber ? (
        <CertificatePanel
          slug={definition.slug}
          application={{ ...application, certificateNumber: application.certificateNumber }}
          onRevoked={onRevoked}
        />
      ) : null}
      <DocumentsSection definition={definition} application={application} changed={changed} />
      <DetailsSection definition={definition} application={application} changed={changed} />
      <HistorySection history={application.history} labelOf={labelOf} />
      <RecordMessages key={application.status} recordId={application._id} />
    </>
  );
}

type DecisionSectionProps = Omit<ApplicationSectionsProps, 'definition' | 'onRevoked'> & {
  changed: ReadonlySet<string>;
  labelOf: (name: string) => string;
};

/**
 * The status; while it is pending, the three decisions and what the applicant changed since the
 * last return; once decided (or returned), the outcome with its words instead of buttons that
 * could do nothing. The next item of the queue comes after the decision.
 */
function DecisionSection({ application, busy, onDecide, onReturn, returnButton, changed, labelOf }: DecisionSectionProps) {
  const t = adminTexts.get();
  const a = t.application;
  return (
    <section className={styles.panel} aria-labelledby="decision-heading">
      <h2 id="decision-heading">{a.status}</h2>
      <p>
        <StatusBadge status={application.status} />{' '}
        <span className={styles.muted}>{a.submitted({ when: formatIndiaTime(application.createdAt, 'long') })}</span>
      </p>
      {isUndecided(application.status) ? (
        <>
          <div className={styles.actions}>
            <Button disabled={busy} onClick={(event) => onDecide('accept', event.currentTarget)}>
              {t.buttons.accept}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={(event) => onDecide('decline', event.currentTarget)}>
              {t.buttons.decline}
            </Button>
            <Button ref={returnButton} variant="secondary" disabled={busy} onClick={onReturn}>
              {t.correction.button}
            </Button>
          </div>
          {changed.size > 0 ? (
            <p>
              <strong>{t.correction.changedSince}:</strong> {[...changed].map(labelOf).join(', ')}
            </p>
          ) : null}
        </>
      ) : (
        <Outcome history={application.history} />
      )}
      <QueueNext />
    </section>
  );
}

interface ApplicationPartProps {
  definition: CertificateDefinition;
  application: ApplicationDetail;
  changed: ReadonlySet<string>;
}

/** Every field of the form with the applicant's answer, marked where it changed since the last return. */
function DetailsSection({ definition, application, changed }: ApplicationPartProps) {
  const t = adminTexts.get();
  const a = t.application;
  return (
    <section className={styles.panel} aria-labelledby="details-heading">
      <h2 id="details-heading">{a.details}</h2>
      <dl className={styles.details}>
        {definitionInPageLanguage(definition).fields.map((field) => {
          const value = textOf(application[field.name]);
          const shown = field.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
          const option = field.options?.find((candidate) => candidate.value === value);
          return (
            <div key={field.name} className={styles.pair}>
              <dt>
                {field.label}
                {changed.has(field.name) ? <span className={styles.changed}>{t.correction.changed}</span> : null}
              </dt>
              <dd>{value ? option ? option.label : shown : <span className={styles.muted}>{a.notGiven}</span>}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The uploaded documents and the acknowledgement to print for them. */
function DocumentsSection({ definition, application, changed }: ApplicationPartProps) {
  const a = adminTexts.get().application;
  const r = requestTexts.get();
  return (
    <section className={styles.panel} aria-labelledby="documents-heading">
      <h2 id="documents-heading">{a.documents}</h2>
      <DocumentList documents={application.documents} definition={definition} idPrefix="application" changed={changed} />
      {/* What the applicant is given for these, to print at the counter (decision 054). */}
      <DownloadButton
        path={adminApiPaths.acknowledgementPdf(definition.slug, application._id)}
        fileName={acknowledgementFileName(application.reference)}
        label={r.acknowledgement.download}
        failed={r.acknowledgement.downloadFailed}
      />
    </section>
  );
}

/** A field's or document's label in the page's language, by its name. */
function fieldLabels(definition: CertificateDefinition): (name: string) => string {
  const shown = definitionInPageLanguage(definition);
  const labels = new Map([...shown.fields, ...shown.files].map((field) => [field.name, field.label]));
  return (name) => labels.get(name) ?? name;
}
