import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminSetupFields } from '../../../../shared/domain/users/user-fields';
import { adminSetupSchema } from '../../../../shared/domain/users/user-schemas';
import { Alert } from '../../../ui/form/alert';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { adminSetup, fetchAdminSetupStatus } from '../api/auth-api';
import { AccountForm } from '../components/account-form';

type SetupState = 'checking' | 'open' | 'closed' | 'unknown';

/**
 * First-time setup of the first administrator. The server is the judge (it refuses once an
 * admin exists); asking it first spares the operator a form that cannot succeed.
 */
export function AdminSetupPage() {
  const [state, setState] = useState<SetupState>('checking');

  useEffect(() => {
    let cancelled = false;
    fetchAdminSetupStatus()
      .then((status) => !cancelled && setState(status.setupOpen ? 'open' : 'closed'))
      .catch(() => !cancelled && setState('unknown'));
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <Page title="Admin Setup" intro="Create the first administrator account of this portal." narrow panel>
      {state === 'checking' ? <LoadingIndicator label="Checking setup status..." /> : null}
      {state === 'closed' ? (
        <Alert tone="info">
          Admin setup has already been completed. <Link to="/admin-login">Sign in as an administrator</Link>.
        </Alert>
      ) : null}
      {state === 'open' || state === 'unknown' ? (
        <AccountForm
          fields={adminSetupFields}
          schema={adminSetupSchema}
          call={adminSetup}
          submitLabel="Complete Setup"
          busyLabel="Setting Up..."
          fallbackError="Admin setup failed"
        />
      ) : null}
    </Page>
  );
}
