import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { MyApplicationDetail } from '../../../../shared/api/my-requests-types';
import { apiPaths } from '../../../../shared/api/paths';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { definitionInPageLanguage, definitionTexts } from '../../../i18n/certificate-definition-texts';
import { fetchMyApplication } from '../../../lib/calls/my-requests-api';
import { confirmedIn } from '../../../lib/request-paths';
import { formatBytes } from '../../../offline/form/storage';
import { useOwner } from '../../../offline/form/use-owner';
import { useCopiedRead } from '../../../offline/use-copied-read';
import { ButtonLink } from '../../../ui/button';
import { NotFoundPage } from '../../../ui/not-found-page';
import { formTexts } from '../../../ui/form/form-texts';
import { Page } from '../../../ui/page';
import { Acknowledgement } from '../../../ui/requests/acknowledgement';
import { Confirmation } from '../../../ui/requests/confirmation';
import { IssuedCertificate } from '../../../ui/requests/issued-certificate';
import { AsOf, BackToMyRequests, Facts, OfficeWords, RequestDetails, RequestPending, Timeline } from '../../../ui/requests/request-parts';
import type { Fact } from '../../../ui/requests/request-parts';
import { requestTexts } from '../../../ui/requests/request-texts';
import { dateText, statusText, whenText } from '../../../ui/requests/request-words';
import { AppealSection } from '../appeal/appeal-section';
import { appealTexts } from '../appeal/appeal-texts';
import { certificateTexts } from '../certificate-texts';
import { ApplicationSuccess } from './application-submitted-page';

export const texts = [requestTexts, certificateTexts, definitionTexts, appealTexts, formTexts];

/**
 * /my-requests/applications/:type/:id: one of the signed-in citizen's applications (its answers
 * with Aadhaar masked, its documents' names, its history), readable offline from its last copy.
 * Right after it was submitted, it is the confirmation too, from the submission's answer in the
 * router state (kept by a reload): shown at once, with or without a connection, and the record
 * below it once it is read (decision 072).
 */
export function MyApplicationPage() {
  const { type = '', id = '' } = useParams();
  const definition = certificateBySlug(type);
  if (!definition) return <NotFoundPage />;
  return <ApplicationView definition={definition} id={id} />;
}

function ApplicationView({ definition, id }: { definition: CertificateDefinition; id: string }) {
  const shown = definitionInPageLanguage(definition);
  const location = useLocation();
  const load = useCallback(() => fetchMyApplication(definition.slug, id), [definition, id]);
  const { result, retry } = useCopiedRead<MyApplicationDetail>(`application:${definition.slug}/${id}`, load);
  const confirmed = confirmedIn(location.state, useOwner());
  return (
    <Page title={shown.formTitle} narrow>
      {confirmed ? (
        <Confirmation
          kind="application"
          success={<ApplicationSuccess reference={confirmed.reference} />}
          reference={confirmed.reference}
          due={confirmed.dueBy ? { date: confirmed.dueBy } : { days: definition.serviceDays }}
          signedIn
        >
          <Acknowledgement path={apiPaths.me.acknowledgementPdf(definition.slug, id)} reference={confirmed.reference} />
        </Confirmation>
      ) : null}
      {result.status === 'ready' ? (
        <>
          <AsOf at={result.asOf} />
          <ApplicationRecord definition={definition} detail={result.data}>
            {/* Once on the page: in the confirmation right after the submission, else under the facts. */}
            {confirmed ? null : (
              <Acknowledgement path={apiPaths.me.acknowledgementPdf(definition.slug, result.data._id)} reference={result.data.reference} />
            )}
          </ApplicationRecord>
        </>
      ) : (
        <RequestPending status={result.status} retry={retry} confirmed={confirmed !== null} />
      )}
      <BackToMyRequests />
    </Page>
  );
}

/**
 * `children`: what the page shows under the application's facts (its acknowledgement). First come
 * the office's latest words with the one action they ask for, the appeal, and the certificate once issued.
 */
function ApplicationRecord({
  definition,
  detail,
  children,
}: {
  definition: CertificateDefinition;
  detail: MyApplicationDetail;
  children?: ReactNode;
}) {
  const t = requestTexts.get();
  const shown = definitionInPageLanguage(definition);
  const facts: Fact[] = [
    [t.reference, detail.reference],
    [t.status, statusText(detail.certificateRevokedAt ? 'revoked' : detail.status)],
    [t.submittedOn, whenText(detail.createdAt)],
    [t.dueBy, dateText(detail.dueBy)],
  ];
  if (detail.decidedAt) facts.push([t.decidedOn, whenText(detail.decidedAt)]);
  const answers: Fact[] = shown.fields.flatMap((field): Fact[] => {
    const value = detail[field.name];
    if (typeof value !== 'string' || value === '') return [];
    return [[field.label, field.options?.find((option) => option.value === value)?.label ?? value]];
  });
  return (
    <>
      <LatestWords definition={definition} detail={detail} />
      <AppealSection detail={detail} />
      {detail.certificateNumber ? (
        <IssuedCertificate
          number={detail.certificateNumber}
          pdfPath={apiPaths.me.certificatePdf(definition.slug, detail._id)}
          verifyUrl={detail.verifyUrl}
          revokedAt={detail.certificateRevokedAt}
          revokeReason={detail.certificateRevokeReason}
        />
      ) : null}
      <RequestDetails facts={facts} />
      {children}
      <section aria-labelledby="application-answers">
        <h2 id="application-answers">{t.answers}</h2>
        <Facts facts={answers} />
      </section>
      <section aria-labelledby="application-documents">
        <h2 id="application-documents">{t.documents}</h2>
        {detail.documents.length === 0 ? (
          <p>{t.noDocuments}</p>
        ) : (
          <ul>
            {detail.documents.map((document, index) => (
              <li key={`${document.field}-${index}`}>
                {shown.files.find((file) => file.name === document.field)?.label ?? document.field}: {document.name} (
                {formatBytes(document.size)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <Timeline entries={detail.timeline} />
    </>
  );
}

/**
 * The office's words with the application's latest decision: a return's with the way to correct
 * it, a decline's reason, an acceptance's note (its certificate follows at once). Nothing once the
 * application is back with the office, or when the decision came without words.
 */
function LatestWords({ definition, detail }: { definition: CertificateDefinition; detail: MyApplicationDetail }) {
  const t = requestTexts.get();
  // The office's own decisions: an appeal and its outcome have their own section.
  const latest = detail.timeline.filter((entry) => entry.event === undefined).at(-1);
  if (detail.status === 'returned') {
    const correctPath = `/my-requests/applications/${encodeURIComponent(definition.slug)}/${encodeURIComponent(detail._id)}/correct`;
    return (
      <OfficeWords heading={t.returnedNote} message={latest?.status === 'returned' ? latest.message : undefined}>
        <ButtonLink to={correctPath}>{t.correct}</ButtonLink>
      </OfficeWords>
    );
  }
  if (!latest?.message || latest.status !== detail.status) return null;
  if (latest.status === 'declined') return <OfficeWords heading={t.officeWords.declined} message={latest.message} />;
  if (latest.status === 'accepted') return <OfficeWords heading={t.officeWords.accepted} message={latest.message} />;
  return null;
}
