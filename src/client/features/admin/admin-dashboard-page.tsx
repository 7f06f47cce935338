import { useRef, useState } from 'react';
import type { CertificateAdminRow } from '../../../shared/api/admin-types';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateListKey } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { Alert } from '../../ui/alert';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { Page } from '../../ui/page';
import { decideApplication, setGrievanceStatus, setTaxStatus } from './api/admin-api';
import { CertificateTable } from './components/certificate-table';
import { DocumentViewerDialog } from './components/document-viewer-dialog';
import { GrievanceTable } from './components/grievance-table';
import { TaxTable } from './components/tax-table';
import { useAdminAction } from './components/use-admin-action';
import { useAdminLists } from './components/use-admin-lists';

/** Spec section 2: the dashboard's order, which is not the catalogue's. */
const DASHBOARD_ORDER: readonly CertificateListKey[] = ['birth', 'death', 'community', 'firstGrad', 'income', 'nativity'];
const dashboardDefinitions = DASHBOARD_ORDER.map((key) => certificateDefinitions.find((definition) => definition.listKey === key)).filter(
  (definition): definition is CertificateDefinition => definition !== undefined,
);

interface OpenViewer {
  definition: CertificateDefinition;
  row: CertificateAdminRow;
}

/** /admin: every certificate type, grievances and tax payments, each with its actions. */
export function AdminDashboardPage() {
  const { lists, loading, error, reload } = useAdminLists();
  const { busy, message, messageRef, run } = useAdminAction(reload);
  const [viewer, setViewer] = useState<OpenViewer | null>(null);
  const viewerTrigger = useRef<HTMLButtonElement | null>(null);

  const closeViewer = () => {
    setViewer(null);
    viewerTrigger.current?.focus();
  };

  return (
    <Page title="Admin Dashboard" intro="Review certificate requests, grievances and tax payments.">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {message ? (
        <Alert ref={messageRef} tone={message.tone}>
          {message.text}
        </Alert>
      ) : null}
      {loading ? <LoadingIndicator label={lists ? 'Refreshing the lists...' : 'Loading the lists...'} /> : null}
      {lists ? (
        <>
          {dashboardDefinitions.map((definition) => (
            <CertificateTable
              key={definition.slug}
              definition={definition}
              rows={lists[definition.listKey]}
              busy={busy}
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
