import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { login } from '../api/auth-api';
import { accountTexts } from '../account/account-texts';
import { authTexts } from '../auth-texts';
import { AuthLinks } from '../components/auth-links';
import { SignInForm } from '../components/sign-in-form';
import { formTexts } from '../../../ui/form/form-texts';
import styles from '../../../ui/form/form.module.css';

export const texts = [authTexts, formTexts, accountTexts];

export function LoginPage() {
  const t = authTexts.get();
  // The page the guard sent the person from goes along, so the code signs them in to it as well.
  const { state } = useLocation();
  return (
    <Page title={t.login.title} narrow panel>
      <SignInForm call={login} submitLabel={t.login.submit} busyLabel={t.signingIn} fallbackError={t.login.failed} />
      <div className={styles.actions}>
        <ButtonLink to="/login/mobile" state={state} variant="secondary" block>
          {t.mobile.offer}
        </ButtonLink>
      </div>
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
