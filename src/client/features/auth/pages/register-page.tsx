import { accountFields } from '../../../../shared/domain/users/user-fields';
import { registerSchema } from '../../../../shared/domain/users/user-schemas';
import { Page } from '../../../ui/page';
import { register } from '../api/auth-api';
import { AccountForm } from '../components/account-form';
import { AuthLinks } from '../components/auth-links';

export function RegisterPage() {
  return (
    <Page title="Create Account" intro="Register once to apply for certificates, pay taxes and track your requests." narrow panel>
      <AccountForm
        fields={accountFields}
        schema={registerSchema}
        call={register}
        submitLabel="Create Account"
        busyLabel="Creating Account..."
        fallbackError="Registration failed"
      />
      <AuthLinks
        links={[
          { lead: 'Already registered?', to: '/login', text: 'Sign in' },
          { lead: 'Municipal staff?', to: '/admin-login', text: 'Admin Login' },
        ]}
      />
    </Page>
  );
}
