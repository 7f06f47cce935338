import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicCollectionFigure, PublicGrievanceFigure, PublicStats } from '../../../shared/api/public-stats-types';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { isCalendarMonth, todayInIndia } from '../../../shared/domain/common/dates';
import { formatPaise, rupeesToPaise } from '../../../shared/domain/common/money';
import { formatLongDate } from '../../../shared/i18n/formats';
import { wordFor } from '../../../shared/i18n/word-for';
import { definitionInPageLanguage, definitionTexts } from '../../i18n/certificate-definition-texts';
import { pageLanguage } from '../../i18n/page-language';
import { useCopiedRead } from '../../offline/use-copied-read';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/form/alert';
import formStyles from '../../ui/form/form.module.css';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { Page } from '../../ui/page';
import { AsOf } from '../../ui/requests/request-parts';
import { requestTexts } from '../../ui/requests/request-texts';
import { whenText } from '../../ui/requests/request-words';
import { BarChart } from './bar-chart';
import { fetchPublicStats } from './dashboard-api';
import { dashboardTexts } from './dashboard-texts';
import styles from './dashboard.module.css';
import { FiguresTable } from './figures-table';
import type { Cell } from './figures-table';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [dashboardTexts, definitionTexts, requestTexts];

/** The months offered besides the last 90 days: this one and the eleven before it. */
const MONTHS_SHOWN = 12;

function recentMonths(today: string): string[] {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return Array.from({ length: MONTHS_SHOWN }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat(pageLanguage() === 'ta' ? 'ta-IN' : 'en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 0 });
const NONE = '—';

const count = (value: number): Cell => ({ text: String(value), value });
const share = (value: number | null): Cell => ({ text: value === null ? NONE : percent.format(value), value });
const plain = (value: number | null): Cell => ({ text: value === null ? NONE : String(value), value });
const rupees = (value: number): Cell => ({ text: formatPaise(rupeesToPaise(value)), value });
const named = (text: string): Cell => ({ text, value: text });

/**
 * /dashboard (decision 087): for anyone, the last 90 days' or a month's figures of certificates,
 * complaints and tax collection, each chart beside its table, each table as CSV. The last copy is
 * kept on the device and shown offline, saying when it was loaded.
 */
export function DashboardPage() {
  const t = dashboardTexts.get();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month');
  const month = asked !== null && isCalendarMonth(asked) ? asked : null;
  const periodId = useId();
  const load = useCallback(() => fetchPublicStats(month), [month]);
  const { result, retry } = useCopiedRead<PublicStats>(`public-stats:${month ?? 'last-90-days'}`, load);

  return (
    <Page title={t.title} intro={t.intro}>
      <label className={styles.period} htmlFor={periodId}>
        {t.period}
        <select
          id={periodId}
          className={formStyles.input}
          value={month ?? ''}
          onChange={(event) => setSearch(event.target.value ? { month: event.target.value } : {})}
        >
          <option value="">{t.lastDays}</option>
          {recentMonths(todayInIndia()).map((option) => (
            <option key={option} value={option}>
              {monthName(option)}
            </option>
          ))}
        </select>
      </label>
      {result.status === 'ready' ? (
        <Figures stats={result.data} asOf={result.asOf} />
      ) : result.status === 'loading' ? (
        <LoadingIndicator label={t.loading} />
      ) : (
        <Alert tone="error">
          {requestTexts.get().loadFailed}{' '}
          <Button variant="secondary" onClick={retry}>
            {requestTexts.get().tryAgain}
          </Button>
        </Alert>
      )}
    </Page>
  );
}

/** The names the parts show: a type's, subject's or tax's in the page's language, a ward's as it is. */
function words() {
  const t = dashboardTexts.get();
  return {
    t,
    hidden: (columns: number): Cell[] => Array.from({ length: columns }, () => named(t.fewerThanFive)),
    ward: (ward: string | null) => named(ward ?? t.noWard),
    tax: (type: string) => wordFor(t.taxNames, type) ?? type,
    subject: (subject: string) => wordFor(t.subjectNames, subject) ?? subject,
    certificate: (type: string) => {
      const definition = certificateBySlug(type);
      return definition ? definitionInPageLanguage(definition).title : type;
    },
  };
}

interface PartProps {
  stats: PublicStats;
  /** The days in the CSV files' names. */
  days: string;
}

function Figures({ stats, asOf }: { stats: PublicStats; asOf: number | null }) {
  const t = dashboardTexts.get();
  const language = pageLanguage();
  const days = `${stats.from}-to-${stats.to}`;
  return (
    <>
      <AsOf at={asOf} />
      <p className={styles.muted}>
        {t.covers({
          from: formatLongDate(stats.from, language),
          to: formatLongDate(stats.to, language),
          when: whenText(stats.generatedAt),
        })}
      </p>
      <ServicesPart stats={stats} days={days} />
      <SubjectsPart stats={stats} days={days} />
      <WardsPart stats={stats} days={days} />
      <CollectionPart stats={stats} days={days} />
    </>
  );
}

function ServicesPart({ stats, days }: PartProps) {
  const { t, certificate } = words();
  const s = t.services.columns;
  return (
    <section className={styles.part} aria-labelledby="services">
      <h2 id="services">{t.services.title}</h2>
      <div className={styles.pair}>
        <BarChart
          title={t.services.chart}
          note={t.chartNote}
          max={1}
          bars={stats.services.map((figure) => ({
            label: certificate(figure.type),
            value: figure.onTimeShare,
            text: share(figure.onTimeShare).text,
          }))}
        />
        <FiguresTable
          id="services"
          labelledBy="services"
          title={t.services.title}
          fileName={`certificates-${days}`}
          columns={[s.type, s.received, s.decided, s.onTime, s.medianDays]}
          rows={stats.services.map((figure) => [
            named(certificate(figure.type)),
            count(figure.received),
            count(figure.decided),
            share(figure.onTimeShare),
            plain(figure.medianDays),
          ])}
        />
      </div>
    </section>
  );
}

const grievanceColumns = (g: ReturnType<typeof words>['t']['grievanceColumns']) => [
  g.received,
  g.resolved,
  g.medianDays,
  g.reopened,
  g.rating,
];

const grievanceCells = (figure: Omit<PublicGrievanceFigure, 'subject'>): Cell[] => [
  count(figure.received),
  count(figure.resolved),
  plain(figure.medianDaysToResolve),
  share(figure.reopenedShare),
  plain(figure.averageRating),
];

function SubjectsPart({ stats, days }: PartProps) {
  const { t, subject } = words();
  const figures = stats.grievances.bySubject;
  return (
    <section className={styles.part} aria-labelledby="subjects">
      <h2 id="subjects">{t.subjects.title}</h2>
      <div className={styles.pair}>
        <BarChart
          title={t.subjects.chart}
          note={t.chartNote}
          max={Math.max(1, ...figures.map((figure) => figure.medianDaysToResolve ?? 0))}
          bars={figures.map((figure) => ({
            label: subject(figure.subject),
            value: figure.medianDaysToResolve,
            text: plain(figure.medianDaysToResolve).text,
          }))}
        />
        <FiguresTable
          id="subjects"
          labelledBy="subjects"
          title={t.subjects.title}
          fileName={`complaints-by-subject-${days}`}
          columns={[t.grievanceColumns.subject, ...grievanceColumns(t.grievanceColumns)]}
          rows={figures.map((figure) => [named(subject(figure.subject)), ...grievanceCells(figure)])}
        />
      </div>
    </section>
  );
}

function WardsPart({ stats, days }: PartProps) {
  const { t, ward, hidden } = words();
  const figures = stats.grievances.byWard;
  const columns = grievanceColumns(t.grievanceColumns);
  return (
    <section className={styles.part} aria-labelledby="wards">
      <h2 id="wards">{t.wards.title}</h2>
      <div className={styles.pair}>
        <BarChart
          title={t.wards.chart}
          note={t.chartNote}
          max={Math.max(1, ...figures.map((figure) => figure.received ?? 0))}
          bars={figures.map((figure) => ({
            label: figure.ward ?? t.noWard,
            value: figure.received,
            text: figure.suppressed ? t.fewerThanFive : String(figure.received),
          }))}
        />
        <FiguresTable
          id="wards"
          labelledBy="wards"
          title={t.wards.title}
          fileName={`complaints-by-ward-${days}`}
          columns={[t.grievanceColumns.ward, ...columns]}
          rows={figures.map((figure) =>
            figure.suppressed ? [ward(figure.ward), ...hidden(columns.length)] : [ward(figure.ward), ...grievanceCells(figure)],
          )}
        />
      </div>
    </section>
  );
}

const moneyCells = (figure: PublicCollectionFigure, hidden: (columns: number) => Cell[]): Cell[] =>
  figure.suppressed ? hidden(3) : [rupees(figure.demand), rupees(figure.collected), share(figure.collectedShare)];

function CollectionPart({ stats, days }: PartProps) {
  const { t, tax, ward, hidden } = words();
  const c = t.collectionColumns;
  return (
    <section className={styles.part} aria-labelledby="collection">
      <h2 id="collection">{t.collection.title}</h2>
      <div className={styles.pair}>
        <BarChart
          title={t.collection.chart}
          note={t.chartNote}
          max={1}
          bars={stats.collection.byTax.map((figure) => ({
            label: tax(figure.type),
            value: figure.collectedShare,
            text: figure.suppressed ? t.fewerThanFive : share(figure.collectedShare).text,
          }))}
        />
        <FiguresTable
          id="collection"
          labelledBy="collection"
          title={t.collection.title}
          caption={t.collection.note}
          fileName={`collection-${days}`}
          columns={[c.tax, c.demand, c.collected, c.share]}
          rows={stats.collection.byTax.map((figure) => [named(tax(figure.type)), ...moneyCells(figure, hidden)])}
        />
      </div>
      <FiguresTable
        id="collection-wards"
        title={t.collectionWards.title}
        caption={t.collection.note}
        fileName={`collection-by-ward-${days}`}
        columns={[c.tax, c.ward, c.demand, c.collected, c.share]}
        rows={stats.collection.byWard.map((figure) => [named(tax(figure.type)), ward(figure.ward), ...moneyCells(figure, hidden)])}
      />
    </section>
  );
}
