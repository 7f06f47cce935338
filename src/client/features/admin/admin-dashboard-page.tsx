import { useRef, useState } from 'react';
import { categoryStatuses } from '../../../shared/api/admin-types';
import type { AdminCategory, AdminLists, CertificateAdminRow } from '../../../shared/api/admin-types';
import { certificatesInAdminOrder } from '../../../shared/domain/certificates/certificate-definitions';
import { CLOSED_UNPAID_STATUSES } from '../../../shared/domain/taxes/payment-status';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { Alert } from '../../ui/form/alert';
import { Button, ButtonLink } from '../../ui/button';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { Page } from '../../ui/page';
import { definitionInPageLanguage, definitionTexts } from '../../i18n/certificate-definition-texts';
import { adminPagesTexts } from './admin-pages-texts';
import { adminTexts } from './admin-texts';
import { decideApplication, downloadEveryList, downloadListCsv, OVERDUE_FILTER, setGrievanceStatus, setTaxStatus } from './api/admin-api';
import { failureReason } from './components/admin-format';
import { CertificateTable, certificateTableId } from './components/certificate-table';
import { applicationChangedText, statusChangedText } from './components/changed-since-opened';
import { ActionToast } from './components/action-toast';
import type { ListExtras } from './components/admin-table';
import { AdminSearch } from './components/admin-search';
import { DocumentViewerDialog } from './components/document-viewer-dialog';
import { GrievanceTable } from './components/grievance-table';
import { KioskToggle } from './components/kiosk-toggle';
import { ListFilter, LoadMore } from './components/list-controls';
import { StatusFigures } from './components/status-figures';
import { TaxTable, taxOutcomeTexts } from './components/tax-table';
import { useAdminAction } from './components/use-admin-action';
import type { AdminAction } from './components/use-admin-action';
import { useAdminLists } from './components/use-admin-lists';
import { statusWord } from './components/server-words';
import { formTexts } from '../../ui/form/form-texts';
import { useSession } from '../../lib/session/session-context';
import type { PublicUser } from '../../../shared/api/auth-types';
import { departmentOfList } from '../../../shared/domain/staff/list-departments';
import { AssignedToMe } from './components/assigned-to-me';
import { departmentWord } from './components/department-words';
import { staffTexts } from './staff-texts';
import styles from './components/admin.module.css';
import { appealAdminTexts } from './appeals/appeal-admin-texts';
import { AppealsPanel } from './appeals/appeals-panel';

/** The catalogues the dashboard shows, loaded in the page's language before it renders (src/client/app/pages.ts). */
export const texts = [adminTexts, adminPagesTexts, definitionTexts, formTexts, staffTexts, appealAdminTexts];

const dashboardDefinitions = certificatesInAdminOrder();

/** Each list and its title, in the page's language. */
function listTitles(): readonly { category: AdminCategory; title: string; tableId: string }[] {
  const t = adminTexts.get();
  return [
    ...dashboardDefinitions.map((definition) => ({
      category: definition.listKey,
      title: t.names.certificateList({ name: definitionInPageLanguage(definition).title }),
      tableId: certificateTableId(definition),
    })),
    { category: 'grievances', title: t.lists.grievances, tableId: 'grievances' },
    { category: 'taxes', title: t.lists.taxes, tableId: 'taxes' },
  ];
}

interface OpenViewer {
  definition: CertificateDefinition;
  row: CertificateAdminRow;
}

/**
 * Whether a list is the signed-in member of staff's: every list is an admin's; an officer's are
 * their departments' (decision 082: the server answers the others empty).
 */
function isListOf(user: PublicUser | null, category: AdminCategory): boolean {
  if (user?.role !== 'officer') return true;
  const department = departmentOfList.get(category);
  return department !== undefined && (user.departments ?? []).includes(department);
}

/** /admin: every certificate type, grievances and tax payments, each with its actions; an officer's own departments only. */
export function AdminDashboardPage() {
  const { user } = useSession();
  const adminLists = useAdminLists();
  const { lists, counts, search, filters, loading, error, reload, setSearch } = adminLists;
  const { busy, message, messageRef, run } = useAdminAction(reload);
  const [viewer, setViewer] = useState<OpenViewer | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const viewerTrigger = useRef<HTMLButtonElement | null>(null);
  const t = adminTexts.get();
  const titles = listTitles().filter((list) => isListOf(user, list.category));
  const titleOf = (category: AdminCategory) => titles.find((list) => list.category === category)?.title ?? category;

  const extras = (category: AdminCategory, shown: number) =>
    listExtras(adminLists, category, shown, titleOf(category), () => void download(category));
  const download = (category: AdminCategory) =>
    downloadListCsv(category, { q: search, status: filters }).catch((err: unknown) =>
      setDownloadError(t.exports.failed({ reason: failureReason(err) })),
    );
  const downloadAll = () =>
    downloadEveryList({ q: search, status: filters }).catch((err: unknown) =>
      setDownloadError(t.exports.allFailed({ reason: failureReason(err) })),
    );

  const closeViewer = () => {
    setViewer(null);
    viewerTrigger.current?.focus();
  };

  return (
    <Page title={t.dashboard.title} intro={t.dashboard.intro}>
      {user?.role === 'officer' ? <AssignedToMe user={user} /> : null}
      <DashboardLinks user={user} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      {loading && !lists ? <LoadingIndicator label={t.dashboard.loading} /> : null}
      {counts ? <StatusFigures lists={titles} counts={counts} /> : null}
      {lists ? (
        <AdminSearch
          active={search}
          onSearch={(text) => void setSearch(text)}
          found={titles.filter((list) => (lists[list.category]?.length ?? 0) > 0)}
        />
      ) : null}
      {lists ? (
        <p>
          <Button variant="secondary" onClick={() => void downloadAll()}>
            {t.exports.all}
          </Button>
        </p>
      ) : null}
      {lists ? (
        <DashboardTables
          shows={(category) => isListOf(user, category)}
          lists={lists}
          busy={busy}
          run={run}
          extras={extras}
          onShowDocuments={(definition, row, trigger) => {
            viewerTrigger.current = trigger;
            setViewer({ definition, row });
          }}
        />
      ) : null}
      {/* The search finds names and references in the lists: the appeals give way to its matches. */}
      {adminLists.appeals && !search ? <AppealsPanel firstPage={adminLists.appeals} onDecided={() => void reload()} /> : null}
      {user?.role === 'admin' ? <KioskToggle /> : null}
      <ActionToast message={message} messageRef={messageRef} refreshing={loading && lists ? t.dashboard.refreshing : null} />
      {viewer ? (
        <DocumentViewerDialog
          subject={t.names.certificateOf({ name: definitionInPageLanguage(viewer.definition).title, reference: viewer.row.reference })}
          documents={viewer.row.documents}
          definition={viewer.definition}
          onClose={closeViewer}
        />
      ) : null}
    </Page>
  );
}

/** A list's filter above its table and its 'Load more' below. */
function listExtras(
  view: ReturnType<typeof useAdminLists>,
  category: AdminCategory,
  shown: number,
  title: string,
  onDownload: () => void,
): ListExtras {
  const { counts, filters, search, hasMore, pending, setFilter, loadMore } = view;
  const status = filters[category] ?? '';
  const count = counts?.[category];
  // With a search the figures no longer say how many match, so only the rows shown are counted.
  const isCertificate = category !== 'grievances' && category !== 'taxes';
  // Expired and cancelled orders leave the payments list unless filtered for; "Overdue" has no figure of its own.
  const left = category === 'taxes' ? CLOSED_UNPAID_STATUSES.reduce((sum, closed) => sum + (count?.byStatus[closed] ?? 0), 0) : 0;
  const total = count ? count.total - left : 0;
  const of = search || !count || status === OVERDUE_FILTER ? null : status ? (count.byStatus[status] ?? 0) : total;
  return {
    // While searching, a list without a match gives way to the others (the search names those that
    // have one); not one the clerk filtered by status, whose filter must stay at hand to change.
    hidden: Boolean(search) && shown === 0 && !status,
    controls: (
      <>
        <p className={styles.muted}>{listDepartment(category)}</p>
        <ListFilter
          title={title}
          statuses={categoryStatuses(category)}
          value={status}
          shown={shown}
          of={of}
          onChange={(next) => void setFilter(category, next)}
          more={isCertificate ? [{ value: OVERDUE_FILTER, label: adminTexts.get().due.overdue }] : []}
          onDownload={onDownload}
        />
      </>
    ),
    footer: hasMore[category] ? (
      <LoadMore title={title} loading={Boolean(pending[category])} onLoadMore={() => void loadMore(category)} />
    ) : null,
  };
}

/** Which department a list belongs to, under its heading. */
function listDepartment(category: AdminCategory): string | null {
  const department = departmentOfList.get(category);
  return department === undefined ? null : staffTexts.get().department({ department: departmentWord(department) });
}

/**
 * The clerk's other pages: the queue, the audit log, the messages, the tax register, the
 * collection report, the staff and two-factor sign-in. An officer is offered what the server lets
 * them use (decision 082): the queue, two-factor sign-in, and the register and the collection
 * report when the whole taxes department is theirs.
 */
function DashboardLinks({ user }: { user: PublicUser | null }) {
  const t = adminTexts.get();
  const pages = adminPagesTexts.get();
  const admin = user?.role === 'admin';
  const wholeTaxes = admin || (user?.role === 'officer' && (user.departments ?? []).includes('taxes') && !user.wards?.length);
  return (
    <p>
      <ButtonLink to="/admin/queue">{pages.queue.open}</ButtonLink>{' '}
      {admin ? (
        <>
          <ButtonLink to="/admin/audit" variant="secondary">
            {t.dashboard.auditLog}
          </ButtonLink>{' '}
          <ButtonLink to="/admin/messages" variant="secondary">
            {pages.messages.open}
          </ButtonLink>{' '}
        </>
      ) : null}
      {wholeTaxes ? (
        <>
          <ButtonLink to="/admin/register" variant="secondary">
            {pages.register.open}
          </ButtonLink>{' '}
          <ButtonLink to="/admin/collection" variant="secondary">
            {pages.collection.open}
          </ButtonLink>{' '}
        </>
      ) : null}
      {admin ? (
        <>
          <ButtonLink to="/admin/staff" variant="secondary">
            {staffTexts.get().open}
          </ButtonLink>{' '}
        </>
      ) : null}
      <ButtonLink to="/admin/two-factor" variant="secondary">
        {t.dashboard.twoFactor}
      </ButtonLink>
    </p>
  );
}

interface DashboardTablesProps {
  /** Whether a list is the signed-in member of staff's to see. */
  shows: (category: AdminCategory) => boolean;
  lists: AdminLists;
  busy: boolean;
  run: (action: AdminAction) => Promise<void>;
  extras: (category: AdminCategory, shown: number) => ListExtras;
  onShowDocuments: (definition: CertificateDefinition, row: CertificateAdminRow, trigger: HTMLButtonElement) => void;
}

/** A table per certificate type, then grievances and tax payments, each action run with its outcome's texts. */
function DashboardTables({ shows, lists, busy, run, extras, onShowDocuments }: DashboardTablesProps) {
  const t = adminTexts.get();
  return (
    <>
      {dashboardDefinitions
        .filter((definition) => shows(definition.listKey))
        .map((definition) => (
          <CertificateTable
            key={definition.slug}
            definition={definition}
            rows={lists[definition.listKey] ?? []}
            busy={busy}
            {...extras(definition.listKey, lists[definition.listKey]?.length ?? 0)}
            onDecide={(row, decision, message) =>
              void run({
                failed: (reason) =>
                  (decision === 'accept' ? t.outcomes.acceptFailed : t.outcomes.declineFailed)({ reference: row.reference, reason }),
                done: (decision === 'accept' ? t.outcomes.accepted : t.outcomes.declined)({ reference: row.reference }),
                call: () => decideApplication(definition.slug, row._id, decision, row.updatedAt, message),
                changed: (current) => applicationChangedText(definition, row, current),
              })
            }
            onShowDocuments={(row, trigger) => onShowDocuments(definition, row, trigger)}
          />
        ))}
      {shows('grievances') ? (
        <GrievanceTable
          rows={lists.grievances}
          busy={busy}
          {...extras('grievances', lists.grievances.length)}
          onSetStatus={(row, status, note) =>
            void run({
              failed: (reason) => t.outcomes.grievanceFailed({ status: statusWord(status), complaintId: row.complaintId, reason }),
              done: t.outcomes.grievanceMarked({ status: statusWord(status), complaintId: row.complaintId }),
              call: () => setGrievanceStatus(row._id, status, row.updatedAt, note),
              changed: (current) => statusChangedText('grievance', row, current),
            })
          }
        />
      ) : null}
      {shows('taxes') ? (
        <TaxTable
          rows={lists.taxes}
          busy={busy}
          {...extras('taxes', lists.taxes.length)}
          onSetStatus={(row, status, reason) =>
            void run({
              ...taxOutcomeTexts(row, status),
              call: () => setTaxStatus(row._id, status, row.updatedAt, reason),
              changed: (current) => statusChangedText('payment', row, current),
            })
          }
        />
      ) : null}
    </>
  );
}
