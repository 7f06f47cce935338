import { Page } from '../../../ui/page';
import { login } from '../api/auth-api';
import { accountTexts } from '../account/account-texts';
import { authTexts } from '../auth-texts';
import { AuthLinks } from '../components/auth-links';
import { SignInForm } from '../components/sign-in-form';
import { formTexts } from '../../../ui/form/form-texts';

export const texts = [authTexts, formTexts, accountTexts];

export function LoginPage() {
  const t = authTexts.get();
  return (
    <Page title={t.login.title} narrow panel>
      <SignInForm call={login} submitLabel={t.login.submit} busyLabel={t.signingIn} fallbackError={t.login.failed} />
      <AuthLinks
        links={[
          { lead: '', to: '/forgot-password', text: accountTexts.get().forgot.link },
          { lead: t.login.noAccount, to: '/register', text: t.login.register },
          { lead: t.staff.lead, to: '/admin-login', text: t.staff.link },
        ]}
      />
    </Page>
  );
}
