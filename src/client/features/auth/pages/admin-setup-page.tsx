import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { adminSetupFields } from '../../../../shared/domain/users/user-fields';
import { buildAdminSetupSchema } from '../../../../shared/domain/users/user-schemas';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { Alert } from '../../../ui/form/alert';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { adminSetup, fetchAdminSetupStatus } from '../api/auth-api';
import { authTexts, userMessagesIn } from '../auth-texts';
import { AccountForm } from '../components/account-form';
import { formTexts } from '../../../ui/form/form-texts';

export const texts = [authTexts, formTexts];

type SetupState = 'checking' | 'open' | 'closed' | 'unknown';

/**
 * First-time setup of the first administrator. The server is the judge (it refuses once an
 * admin exists); asking it first spares the operator a form that cannot succeed.
 */
export function AdminSetupPage() {
  const t = authTexts.get();
  const schema = useMemo(() => buildAdminSetupSchema(userMessagesIn(t)), [t]);
  const fields = useMemo(() => adminSetupFields(t.fields), [t]);
  const status = useServerRead(fetchAdminSetupStatus);
  // Not known (no answer): the form is offered, and the server judges the submission.
  const state: SetupState = status.loading ? 'checking' : status.failure ? 'unknown' : status.data?.setupOpen ? 'open' : 'closed';

  return (
    <Page title={t.adminSetup.title} intro={t.adminSetup.intro} narrow panel>
      {state === 'checking' ? <LoadingIndicator label={t.adminSetup.checking} /> : null}
      {state === 'closed' ? (
        <Alert tone="info">
          {t.adminSetup.completed} <Link to="/admin-login">{t.adminSetup.signInAsAdmin}</Link>.
        </Alert>
      ) : null}
      {state === 'open' || state === 'unknown' ? (
        <AccountForm
          fields={fields}
          schema={schema}
          call={adminSetup}
          submitLabel={t.adminSetup.submit}
          busyLabel={t.adminSetup.busy}
          fallbackError={t.adminSetup.failed}
        />
      ) : null}
    </Page>
  );
}
