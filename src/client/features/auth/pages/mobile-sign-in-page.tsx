import { useCallback } from 'react';
import type { AuthResponse } from '../../../../shared/api/auth-types';
import { useSession } from '../../../lib/session/session-context';
import { formTexts } from '../../../ui/form/form-texts';
import { Page } from '../../../ui/page';
import { requestSignInCode, signInWithCode } from '../api/auth-api';
import { authTexts } from '../auth-texts';
import { AuthLinks } from '../components/auth-links';
import { MobileCodeSteps } from '../components/mobile-code-steps';

export const texts = [authTexts, formTexts];

/**
 * /login/mobile: a code by SMS signs the person in, as the login page does (the guest route's
 * guard then takes them where login takes people); a number without an account gets a new one.
 */
export function MobileSignInPage() {
  const t = authTexts.get();
  const { signIn } = useSession();
  const request = useCallback((mobile: string) => requestSignInCode({ mobile }), []);
  const confirm = useCallback((mobile: string, { code = '' }: Record<string, string>) => signInWithCode({ mobile, code }), []);
  return (
    <Page title={t.mobile.title} intro={t.mobile.intro} narrow panel>
      <MobileCodeSteps<AuthResponse>
        request={request}
        confirm={confirm}
        onConfirmed={signIn}
        confirmLabel={t.mobile.submit}
        confirmFailed={t.login.failed}
      />
      <AuthLinks links={[{ lead: '', to: '/login', text: t.adminLogin.backToLogin }]} />
    </Page>
  );
}
