import { Page } from '../../../ui/page';
import { login } from '../api/auth-api';
import { AuthLinks } from '../components/auth-links';
import { SignInForm } from '../components/sign-in-form';

export function LoginPage() {
  return (
    <Page title="User Login" narrow panel>
      <SignInForm call={login} submitLabel="Sign In" busyLabel="Signing In..." fallbackError="Login failed" />
      <AuthLinks
        links={[
          { lead: "Don't have an account?", to: '/register', text: 'Register' },
          { lead: 'Municipal staff?', to: '/admin-login', text: 'Admin Login' },
        ]}
      />
    </Page>
  );
}
