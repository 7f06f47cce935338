import { useCallback, useId, useMemo, useState } from 'react';
import type { CollectionRow } from '../../../../shared/api/submissions/tax-types';
import { todayInIndia } from '../../../../shared/domain/common/dates';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { financialYearLabel, financialYearOf } from '../../../../shared/domain/taxes/financial-year';
import type { DayRange } from '../../../../shared/domain/taxes/financial-year';
import { taxBySlug } from '../../../../shared/domain/taxes/tax-definitions';
import { formatDate } from '../../../../shared/i18n/formats';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { ButtonLink } from '../../../ui/button';
import { Alert } from '../../../ui/form/alert';
import formStyles from '../../../ui/form/form.module.css';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { DownloadButton } from '../../../ui/requests/download-button';
import { requestTexts } from '../../../ui/requests/request-texts';
import { adminPagesTexts } from '../admin-pages-texts';
import { adminTexts } from '../admin-texts';
import { collectionCsvPath, fetchCollection } from '../api/admin-api';
import { failureReasonOf } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { AdminTable } from '../components/admin-table';
import { taxTypeWord } from '../components/server-words';

/** The catalogues the page shows, loaded in the page's language before it renders (src/client/app/pages.ts). */
export const texts = [adminTexts, adminPagesTexts, requestTexts];

/** The financial years a clerk may choose: this one and the four before it. */
const YEARS_SHOWN = 5;

function financialYears(today: string): DayRange[] {
  const current = financialYearOf(today);
  const start = Number(current.from.slice(0, 4));
  return Array.from({ length: YEARS_SHOWN }, (_, back) => financialYearOf(`${start - back}-04-01`));
}

const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

/**
 * /admin/collection: per tax and ward, what the register's bills of a financial year asked for
 * (their periods starting in it), what of that was paid and what is still owed, beside each tax's
 * self-assessed money; the same as a CSV file.
 */
export function CollectionPage() {
  const t = adminPagesTexts.get().collection;
  const c = t.columns;
  const years = useMemo(() => financialYears(todayInIndia()), []);
  const [year, setYear] = useState<DayRange>(years[0] ?? financialYearOf(todayInIndia()));
  const yearId = useId();
  const read = useServerRead(useCallback(() => fetchCollection(year), [year]));
  const report = read.data;
  const error = read.failure ? failureReasonOf(read.failure) : null;
  const label = financialYearLabel(year);
  const selfAssessed = report?.rows.reduce((total, row) => total + rupeesToPaise(row.selfAssessed ?? 0), 0) ?? 0;

  return (
    <Page title={t.title} intro={t.intro}>
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {t.back}
        </ButtonLink>
      </p>
      <label className={styles.filter} htmlFor={yearId}>
        {t.year}
        <select
          id={yearId}
          className={formStyles.input}
          value={year.from}
          onChange={(event) => setYear(financialYearOf(event.target.value))}
        >
          {years.map((option) => (
            <option key={option.from} value={option.from}>
              {financialYearLabel(option)}
            </option>
          ))}
        </select>
      </label>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {report === undefined ? (
        error ? null : (
          <LoadingIndicator label={t.loading} />
        )
      ) : (
        <>
          <AdminTable
            id="collection"
            title={t.table({ year: label })}
            caption={t.caption({ from: formatDate(report.from), to: formatDate(report.to) })}
            columns={[c.tax, c.ward, c.demand, c.collected, c.outstanding, c.selfAssessed]}
            count={report.rows.length}
            figures
            foot={
              <tr>
                <th scope="row" colSpan={2}>
                  {t.total}
                </th>
                <td className={styles.amount}>{rupees(report.totals.demand)}</td>
                <td className={styles.amount}>{rupees(report.totals.collected)}</td>
                <td className={styles.amount}>{rupees(report.totals.outstanding)}</td>
                <td className={styles.amount}>{formatPaise(selfAssessed)}</td>
              </tr>
            }
          >
            {report.rows.map((row) => (
              <CollectionLine key={`${row.type} ${row.ward ?? ''}`} row={row} />
            ))}
          </AdminTable>
          <p className={styles.muted}>{t.selfAssessedNote}</p>
          <DownloadButton
            variant="secondary"
            path={collectionCsvPath(year)}
            fileName={`collection-${report.from}-to-${report.to}.csv`}
            label={t.download}
            accessibleName={t.downloadOf({ year: label })}
            failed={t.downloadFailed}
          />
        </>
      )}
    </Page>
  );
}

function CollectionLine({ row }: { row: CollectionRow }) {
  const t = adminPagesTexts.get().collection;
  return (
    <tr>
      <th scope="row">{taxTypeWord(taxBySlug(row.type)?.title ?? row.type)}</th>
      <td>{row.ward ?? <span className={styles.muted}>{t.noWard}</span>}</td>
      <td className={styles.amount}>{rupees(row.demand)}</td>
      <td className={styles.amount}>{rupees(row.collected)}</td>
      <td className={styles.amount}>{rupees(row.outstanding)}</td>
      <td className={styles.amount}>{row.selfAssessed === undefined ? '—' : rupees(row.selfAssessed)}</td>
    </tr>
  );
}
