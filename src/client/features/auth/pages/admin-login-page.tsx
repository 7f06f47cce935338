import { Page } from '../../../ui/page';
import { adminLogin } from '../api/auth-api';
import { authTexts } from '../auth-texts';
import { AuthLinks } from '../components/auth-links';
import { SignInForm } from '../components/sign-in-form';
import { formTexts } from '../../../ui/form/form-texts';

export const texts = [authTexts, formTexts];

export function AdminLoginPage() {
  const t = authTexts.get();
  return (
    <Page title={t.adminLogin.title} narrow panel>
      <SignInForm call={adminLogin} submitLabel={t.adminLogin.submit} busyLabel={t.signingIn} fallbackError={t.adminLogin.failed} />
      <AuthLinks
        links={[
          { lead: t.adminLogin.notStaff, to: '/login', text: t.adminLogin.backToLogin },
          { lead: t.adminLogin.newPortal, to: '/admin-setup', text: t.adminLogin.setup },
        ]}
      />
    </Page>
  );
}
