import { Page } from '../../../ui/page';
import { adminLogin } from '../api/auth-api';
import { AuthLinks } from '../components/auth-links';
import { SignInForm } from '../components/sign-in-form';

export function AdminLoginPage() {
  return (
    <Page title="Admin Login" narrow panel>
      <SignInForm call={adminLogin} submitLabel="Admin Sign In" busyLabel="Signing In..." fallbackError="Admin login failed" />
      <AuthLinks
        links={[
          { lead: 'Not municipal staff?', to: '/login', text: 'Back to User Login' },
          { lead: 'Setting up a new portal?', to: '/admin-setup', text: 'First-time Admin Setup' },
        ]}
      />
    </Page>
  );
}
