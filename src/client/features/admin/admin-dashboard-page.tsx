import { useRef, useState } from 'react';
import { categoryStatuses } from '../../../shared/api/admin-types';
import type { AdminCategory, CertificateAdminRow } from '../../../shared/api/admin-types';
import { certificatesInAdminOrder } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { Alert } from '../../ui/form/alert';
import { ButtonLink } from '../../ui/button';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { Page } from '../../ui/page';
import { decideApplication, setGrievanceStatus, setTaxStatus } from './api/admin-api';
import { CertificateTable } from './components/certificate-table';
import { AdminSearch } from './components/admin-search';
import { DocumentViewerDialog } from './components/document-viewer-dialog';
import { GrievanceTable } from './components/grievance-table';
import { KioskToggle } from './components/kiosk-toggle';
import { ListFilter, LoadMore } from './components/list-controls';
import { StatusFigures } from './components/status-figures';
import { TaxTable } from './components/tax-table';
import { useAdminAction } from './components/use-admin-action';
import { useAdminLists } from './components/use-admin-lists';

const dashboardDefinitions = certificatesInAdminOrder();

const listTitles: readonly { category: AdminCategory; title: string }[] = [
  ...dashboardDefinitions.map((definition) => ({ category: definition.listKey, title: `${definition.title} Certificates` })),
  { category: 'grievances', title: 'Grievances' },
  { category: 'taxes', title: 'Tax Payments' },
];
const titleOf = (category: AdminCategory) => listTitles.find((list) => list.category === category)?.title ?? category;

interface OpenViewer {
  definition: CertificateDefinition;
  row: CertificateAdminRow;
}

/** /admin: every certificate type, grievances and tax payments, each with its actions. */
export function AdminDashboardPage() {
  const { lists, counts, hasMore, pending, search, filters, loading, error, reload, setSearch, setFilter, loadMore } = useAdminLists();
  const { busy, message, messageRef, run } = useAdminAction(reload);
  const [viewer, setViewer] = useState<OpenViewer | null>(null);
  const viewerTrigger = useRef<HTMLButtonElement | null>(null);

  /** A list's filter above its table and its 'Load more' below. */
  const extras = (category: AdminCategory, shown: number) => {
    const status = filters[category] ?? '';
    const count = counts?.[category];
    // With a search the figures no longer say how many match, so only the rows shown are counted.
    const of = search || !count ? null : status ? (count.byStatus[status] ?? 0) : count.total;
    return {
      controls: (
        <ListFilter
          title={titleOf(category)}
          statuses={categoryStatuses(category)}
          value={status}
          shown={shown}
          of={of}
          onChange={(next) => void setFilter(category, next)}
        />
      ),
      footer: hasMore[category] ? <LoadMore title={titleOf(category)} loading={Boolean(pending[category])} onLoadMore={() => void loadMore(category)} /> : null,
    };
  };

  const closeViewer = () => {
    setViewer(null);
    viewerTrigger.current?.focus();
  };

  return (
    <Page title="Admin Dashboard" intro="Review certificate requests, grievances and tax payments.">
      <p>
        <ButtonLink to="/admin/audit" variant="secondary">
          Audit log
        </ButtonLink>{' '}
        <ButtonLink to="/admin/two-factor" variant="secondary">
          Two-factor sign-in
        </ButtonLink>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {message ? (
        <Alert ref={messageRef} tone={message.tone}>
          {message.text}
        </Alert>
      ) : null}
      {loading ? <LoadingIndicator label={lists ? 'Refreshing the lists...' : 'Loading the lists...'} /> : null}
      {counts ? <StatusFigures lists={listTitles} counts={counts} /> : null}
      {lists ? <AdminSearch active={search} onSearch={(text) => void setSearch(text)} /> : null}
      {lists ? (
        <>
          {dashboardDefinitions.map((definition) => (
            <CertificateTable
              key={definition.slug}
              definition={definition}
              rows={lists[definition.listKey] ?? []}
              busy={busy}
              {...extras(definition.listKey, lists[definition.listKey]?.length ?? 0)}
              onDecide={(row, decision) =>
                void run({
                  what: `${decision} ${row.reference}`,
                  done: `${row.reference} ${decision === 'accept' ? 'accepted' : 'declined'}.`,
                  call: () => decideApplication(definition.slug, row._id, decision),
                })
              }
              onShowDocuments={(row, trigger) => {
                viewerTrigger.current = trigger;
                setViewer({ definition, row });
              }}
            />
          ))}
          <GrievanceTable
            rows={lists.grievances}
            busy={busy}
            {...extras('grievances', lists.grievances.length)}
            onSetStatus={(row, status) =>
              void run({
                what: `mark grievance ${row.complaintId} ${status}`,
                done: `Grievance ${row.complaintId} marked ${status}.`,
                call: () => setGrievanceStatus(row._id, status),
              })
            }
          />
          <TaxTable
            rows={lists.taxes}
            busy={busy}
            {...extras('taxes', lists.taxes.length)}
            onSetStatus={(row, status) =>
              void run({
                what: `${status === 'declined' ? 'decline' : 'refund'} payment ${row.reference}`,
                done: `Payment ${row.reference} ${status}.`,
                call: () => setTaxStatus(row._id, status),
              })
            }
          />
        </>
      ) : null}
      <KioskToggle />
      {viewer ? (
        <DocumentViewerDialog
          subject={`${viewer.definition.title} certificate ${viewer.row.reference}`}
          documents={viewer.row.documents}
          onClose={closeViewer}
        />
      ) : null}
    </Page>
  );
}
