import { useId, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { groupedIndian } from '../../../../shared/domain/common/money';
import { registerColumnsOf, registerHeaderOf } from '../../../../shared/domain/taxes/register-columns';
import { taxBySlug, taxDefinitions } from '../../../../shared/domain/taxes/tax-definitions';
import type { TaxSlug } from '../../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { describeFailure } from '../../../lib/calls/api-error';
import { Button, ButtonLink } from '../../../ui/button';
import { Alert } from '../../../ui/form/alert';
import formStyles from '../../../ui/form/form.module.css';
import { Page } from '../../../ui/page';
import { useFocusAfterRender } from '../../../ui/use-focus-after-render';
import { adminPagesTexts } from '../admin-pages-texts';
import { adminTexts } from '../admin-texts';
import { importRegisterFile } from '../api/register-api';
import type { RegisterFileReport } from '../api/register-api';
import { failureReasonOf } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { taxTypeWord } from '../components/server-words';
import pageStyles from './tax-register-page.module.css';

export const texts = [adminTexts, adminPagesTexts];

/** What the page last heard about the chosen file: checked (a dry run), imported, or refused. */
type Outcome = { kind: 'report'; report: RegisterFileReport } | { kind: 'failed'; reason: string } | { kind: 'missing' };

/**
 * /admin/register (decision 077): a clerk loads a tax type's register from a CSV file. "Check
 * file" sends it as a dry run and shows what it would write, or every error with its line and
 * column; "Import" then sends the same file, once it checked without errors.
 */
export function TaxRegisterPage() {
  const t = adminPagesTexts.get().register;
  const [type, setType] = useState<TaxSlug>('property');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { ref: outcomeRef, focusAfterRender: focusOutcome } = useFocusAfterRender<HTMLDivElement>();
  const ids = { type: useId(), file: useId(), columns: useId(), importHint: useId() };
  const definition = taxBySlug(type) as TaxDefinition;

  const checkedClean = outcome?.kind === 'report' && outcome.report.dryRun && outcome.report.errorCount === 0;

  const send = async (dryRun: boolean) => {
    if (!file) {
      show({ kind: 'missing' });
      return;
    }
    setBusy(dryRun ? 'check' : 'import');
    try {
      show({ kind: 'report', report: await importRegisterFile(type, file, dryRun) });
    } catch (err) {
      show({ kind: 'failed', reason: failureReasonOf(describeFailure(err)) });
    } finally {
      setBusy(null);
    }
  };

  // The outcome is announced (an alert or a status) and takes the focus, so the clerk reads it next.
  const show = (next: Outcome) => {
    setOutcome(next);
    focusOutcome();
  };

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <Page title={t.title} intro={t.intro}>
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {t.back}
        </ButtonLink>
      </p>
      <form onSubmit={onCheck} noValidate>
        <TaxTypeField
          id={ids.type}
          describedBy={ids.columns}
          value={type}
          onChange={(next) => {
            setType(next);
            setOutcome(null);
          }}
        />
        <ExpectedColumns id={ids.columns} definition={definition} />
        <FileField
          id={ids.file}
          onChange={(next) => {
            setFile(next);
            setOutcome(null);
          }}
        />
        <div className={`${formStyles.actions} ${pageStyles.actions}`}>
          <Button type="submit" disabled={busy !== null}>
            {busy === 'check' ? t.checking : t.check}
          </Button>
          <Button
            variant="secondary"
            disabled={busy !== null || !checkedClean}
            aria-describedby={checkedClean ? undefined : ids.importHint}
            onClick={() => void send(false)}
          >
            {busy === 'import' ? t.importing : t.import}
          </Button>
        </div>
        {checkedClean ? null : (
          <p id={ids.importHint} className={formStyles.hint}>
            {t.importHint}
          </p>
        )}
      </form>
      <div className={pageStyles.outcome}>{outcome ? <OutcomeView outcome={outcome} focusRef={outcomeRef} /> : null}</div>
    </Page>
  );
}

function TaxTypeField(props: { id: string; describedBy: string; value: TaxSlug; onChange: (type: TaxSlug) => void }) {
  const t = adminPagesTexts.get().register;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={props.id}>
        {t.type}
      </label>
      <select
        id={props.id}
        className={formStyles.input}
        value={props.value}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value as TaxSlug)}
      >
        {taxDefinitions.map((tax) => (
          <option key={tax.slug} value={tax.slug}>
            {taxTypeWord(tax.title)}
          </option>
        ))}
      </select>
    </div>
  );
}

function FileField({ id, onChange }: { id: string; onChange: (file: File | null) => void }) {
  const t = adminPagesTexts.get().register;
  const hintId = `${id}-hint`;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {t.file}
      </label>
      <span id={hintId} className={formStyles.hint}>
        {t.fileHint}
      </span>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className={`${formStyles.input} ${formStyles.file}`}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}

/** The header a type's file must have, and what each special column holds. */
function ExpectedColumns({ id, definition }: { id: string; definition: TaxDefinition }) {
  const t = adminPagesTexts.get().register;
  const { required, optional } = registerColumnsOf(definition);
  const period = definition.period;
  return (
    <section id={id} className={pageStyles.columns} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.columnsHeading}</h2>
      <p>{t.columnsIntro}</p>
      <ul>
        <li>{t.required({ columns: required.join(', ') })}</li>
        <li>{t.optional({ columns: optional.join(', ') })}</li>
        <li>
          {period.kind === 'period'
            ? t.periods({ column: period.name, options: period.options.map((option) => option.value).join(', ') })
            : t.months({ column: period.name })}
        </li>
        <li>{t.ward}</li>
      </ul>
      <p className={formStyles.label}>{t.header}</p>
      <pre className={pageStyles.header}>
        <code>{registerHeaderOf(definition).join(',')}</code>
      </pre>
    </section>
  );
}

function OutcomeView({ outcome, focusRef }: { outcome: Outcome; focusRef: Ref<HTMLDivElement> }) {
  const t = adminPagesTexts.get().register;
  if (outcome.kind === 'missing')
    return (
      <Alert tone="error" ref={focusRef}>
        {t.chooseFile}
      </Alert>
    );
  if (outcome.kind === 'failed')
    return (
      <Alert tone="error" ref={focusRef}>
        {t.failed({ reason: outcome.reason })}
      </Alert>
    );
  const { report } = outcome;
  if (report.errorCount > 0) return <FileErrors report={report} focusRef={focusRef} />;
  const counts = {
    rows: report.rows,
    created: groupedIndian(report.created),
    updated: groupedIndian(report.updated),
    unchanged: groupedIndian(report.unchanged),
  };
  return (
    <Alert tone={report.dryRun ? 'info' : 'success'} ref={focusRef}>
      {report.dryRun ? t.checked(counts) : t.imported(counts)}
    </Alert>
  );
}

/** The file's errors: the server's summary announced, then each with its line and column. */
function FileErrors({ report, focusRef }: { report: RegisterFileReport; focusRef: Ref<HTMLDivElement> }) {
  const t = adminPagesTexts.get().register;
  const c = t.columns;
  const more = report.errorCount - report.errors.length;
  return (
    <>
      <Alert tone="error" ref={focusRef}>
        {report.error}
      </Alert>
      {/* A focusable scroll region: on a phone the table scrolls sideways, with keys as well. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={`${styles.scroll} ${pageStyles.errors}`} role="region" aria-label={t.errors} tabIndex={0}>
        <table className={styles.table}>
          <caption className={pageStyles.caption}>{t.errors}</caption>
          <thead>
            <tr>
              <th scope="col">{c.line}</th>
              <th scope="col">{c.column}</th>
              <th scope="col">{c.message}</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((error, index) => (
              <tr key={index}>
                <td className={styles.nowrap}>{error.line}</td>
                <td className={styles.mono}>{error.column ?? t.wholeLine}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 ? <p>{t.moreErrors({ count: more })}</p> : null}
    </>
  );
}
