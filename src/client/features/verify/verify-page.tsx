import { Fragment, useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { CertificateVerification, ReceiptVerification, Verification } from '../../../shared/api/my-requests-types';
import { apiPaths } from '../../../shared/api/paths';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { formatPaise, rupeesToPaise } from '../../../shared/domain/common/money';
import { issuingOffice } from '../../../shared/domain/issuing-office';
import { taxBySlug } from '../../../shared/domain/taxes/tax-definitions';
import taxWordsInTamil from '../../../shared/domain/taxes/tax-names-texts.ta';
import { formatLongDate } from '../../../shared/i18n/formats';
import { wordFor } from '../../../shared/i18n/word-for';
import type { Language } from '../../../shared/i18n/languages';
import { definitionInPageLanguage, definitionTexts } from '../../i18n/certificate-definition-texts';
import { pageLanguage } from '../../i18n/page-language';
import { api } from '../../lib/calls/api';
import { isNotFound, useServerRead } from '../../lib/calls/use-server-read';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/form/alert';
import { Page } from '../../ui/page';
import styles from './verify-page.module.css';
import { verifyTexts } from './verify-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [verifyTexts, definitionTexts];

const VERIFY_TIMEOUT_MS = 30_000;

/**
 * /verify/:number?t=…: the page a certificate's or a receipt's QR code opens, for anyone, without
 * an account (decisions 050 and 053). A certificate is valid or revoked since a date, a receipt
 * paid or refunded since a date; either may be not found. It shows only what the API answers.
 */
export function VerifyPage() {
  const t = verifyTexts.get();
  const { number = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const check = useServerRead(
    useCallback(
      () =>
        api().then(async (client) => (await client.get<Verification>(apiPaths.verify(number, token), { timeout: VERIFY_TIMEOUT_MS })).data),
      [number, token],
    ),
  );
  const answer = check.data;

  return (
    <Page title={t.title} intro={t.intro} narrow>
      {check.loading ? <p role="status">{t.checking}</p> : null}
      {!check.loading && isNotFound(check.failure) ? <Alert tone="error">{t.notFound}</Alert> : null}
      {!check.loading && check.failure && !isNotFound(check.failure) ? (
        <>
          <Alert tone="error">{t.failed}</Alert>
          <Button type="button" onClick={() => void check.reload()}>
            {t.retry}
          </Button>
        </>
      ) : null}
      {answer && !check.loading ? answer.kind === 'receipt' ? <VerifiedReceipt answer={answer} /> : <Verified answer={answer} /> : null}
    </Page>
  );
}

function Verified({ answer }: { answer: CertificateVerification }) {
  const t = verifyTexts.get();
  const language = pageLanguage();
  return (
    <VerifiedDocument
      status={
        answer.revokedAt
          ? { ok: false, text: t.revoked({ since: formatLongDate(answer.revokedAt, language) }) }
          : { ok: true, text: t.valid }
      }
      title={definitionOf(answer.type)?.certificate.title ?? t.kind}
      facts={[
        [t.number, answer.number],
        [t.name, answer.name],
        [t.issuedAt, formatLongDate(answer.issuedAt, language)],
        [t.office, officeIn(answer.office, language)],
      ]}
      note={t.onlyThis}
    />
  );
}

/** The certificate's type in the page's language, or undefined for a type this app does not know. */
function definitionOf(slug: string) {
  const definition = certificateBySlug(slug);
  return definition && definitionInPageLanguage(definition);
}

function VerifiedReceipt({ answer }: { answer: ReceiptVerification }) {
  const t = verifyTexts.get().receipt;
  const language = pageLanguage();
  const tax = taxWordsOf(answer.type, language);
  return (
    <VerifiedDocument
      status={
        answer.refundedAt
          ? { ok: false, text: t.refunded({ since: formatLongDate(answer.refundedAt, language) }) }
          : { ok: true, text: t.paid }
      }
      title={t.title({ tax: tax?.name ?? t.payment })}
      facts={[
        [t.number, answer.number],
        [tax?.billNumber ?? t.billNumber, answer.billNumber],
        ...(answer.name ? [[t.payer, answer.name] as const] : []),
        [t.total, formatPaise(rupeesToPaise(answer.total))],
        [t.paidAt, formatLongDate(answer.issuedAt, language)],
        [t.office, officeIn(answer.office, language)],
      ]}
      note={t.onlyThis}
    />
  );
}

/**
 * The tax a receipt paid, as its definition names it in the page's language ("Property Tax
 * Payment"), with the label of its bill number ("Consumer Number"); nothing for a tax the portal
 * does not know.
 */
function taxWordsOf(slug: string, language: Language): { name: string; billNumber: string | undefined } | undefined {
  const definition = taxBySlug(slug);
  if (!definition) return undefined;
  if (language === 'ta') {
    const tamil = taxWordsInTamil[definition.slug];
    return { name: tamil.title, billNumber: wordFor(tamil.identifiers, definition.numberField) };
  }
  const billNumber = definition.identifiers.find((field) => field.name === definition.numberField)?.label;
  return { name: definition.checkoutDescription, billNumber };
}

/** What a verified certificate or receipt shows: its standing, then its facts, the number first. */
function VerifiedDocument({
  status,
  title,
  facts,
  note,
}: {
  status: { ok: boolean; text: string };
  title: string;
  facts: readonly (readonly [string, string])[];
  note: string;
}) {
  return (
    <>
      <Alert tone={status.ok ? 'success' : 'error'}>{status.text}</Alert>
      <section className={styles.details} aria-labelledby="verify-details">
        <h2 id="verify-details">{title}</h2>
        <dl>
          {facts.map(([label, value], index) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd className={index === 0 ? styles.number : undefined}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <p className={styles.note}>{note}</p>
    </>
  );
}

/**
 * The office in the page's language: the API names it in English (for other systems); when it is
 * this portal's office, the Tamil page shows the same office in Tamil.
 */
function officeIn(office: string, language: Language): string {
  return office === issuingOffice.en ? issuingOffice[language] : office;
}
