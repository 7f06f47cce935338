import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FormFieldDefinition } from '../../../../../shared/domain/form-fields';
import { buildPasswordResetConfirmSchema } from '../../../../../shared/domain/users/user-schemas';
import { useSession } from '../../../../lib/session/session-context';
import { Alert } from '../../../../ui/form/alert';
import { formTexts } from '../../../../ui/form/form-texts';
import { Page } from '../../../../ui/page';
import { authTexts, userMessagesIn } from '../../auth-texts';
import { MobileCodeSteps } from '../../components/mobile-code-steps';
import { askForSmsResetCode, resetPasswordBySms } from '../account-api';
import { accountTexts } from '../account-texts';

export const texts = [accountTexts, authTexts, formTexts];

/**
 * /forgot-password/sms: a new password for an account with a verified mobile number, and the first
 * one for an account made with it. The code comes with the password; every session of the account
 * ends, which the page says, this browser's too.
 */
export function SmsResetPage() {
  const t = accountTexts.get();
  const auth = authTexts.get();
  const [done, setDone] = useState(false);
  const { user, signOut } = useSession();
  const { password, confirmPassword } = useMemo(() => buildPasswordResetConfirmSchema(userMessagesIn(auth)).fields, [auth]);
  const extraRules = useMemo(() => ({ password, confirmPassword }), [password, confirmPassword]);
  const extraFields = useMemo<FormFieldDefinition[]>(
    () => [
      { name: 'password', label: auth.fields.password, kind: 'new-password', required: true, hint: auth.fields.passwordHint },
      { name: 'confirmPassword', label: auth.fields.confirmPassword, kind: 'new-password', required: true },
    ],
    [auth],
  );
  const request = useCallback((mobile: string) => askForSmsResetCode({ mobile }), []);
  const confirm = useCallback(
    (mobile: string, { code = '', password: chosen = '' }: Record<string, string>) =>
      resetPasswordBySms({ mobile, code, password: chosen }),
    [],
  );
  return (
    <Page title={t.smsReset.title} intro={done ? undefined : t.smsReset.intro} narrow panel>
      {done ? (
        <PasswordChanged />
      ) : (
        <MobileCodeSteps
          request={request}
          confirm={confirm}
          onConfirmed={() => {
            // Signed in here, the session has ended with the rest: sign in with the new password.
            if (user) signOut();
            setDone(true);
          }}
          extraFields={extraFields}
          extraRules={extraRules}
          confirmLabel={t.reset.submit}
          confirmFailed={t.reset.failed}
        />
      )}
    </Page>
  );
}

/** The outcome takes focus, as a form's outcome does: the steps it replaces are gone. */
function PasswordChanged() {
  const t = accountTexts.get().reset;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert tone="success" ref={ref}>
      {t.done} <Link to="/login">{t.signIn}</Link>
    </Alert>
  );
}
