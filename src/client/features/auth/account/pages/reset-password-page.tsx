import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { buildPasswordResetConfirmSchema } from '../../../../../shared/domain/users/user-schemas';
import { Alert } from '../../../../ui/form/alert';
import { formTexts } from '../../../../ui/form/form-texts';
import { Page } from '../../../../ui/page';
import { authTexts, userMessagesIn } from '../../auth-texts';
import { resetPassword } from '../account-api';
import { AccountForm } from '../account-form';
import { tokenOfLink } from '../link-token';
import { accountTexts } from '../account-texts';

export const texts = [accountTexts, authTexts, formTexts];

/** /reset-password: the new password, twice, with the emailed link's token. */
export function ResetPasswordPage() {
  const t = accountTexts.get().reset;
  const auth = authTexts.get();
  const [token] = useState(tokenOfLink);
  // The token comes from the link, not from a field: the form checks the two passwords.
  const schema = useMemo(() => {
    const { password, confirmPassword } = buildPasswordResetConfirmSchema(userMessagesIn(auth)).fields;
    return object({ password, confirmPassword });
  }, [auth]);
  if (!token) {
    return (
      <Page title={t.title} narrow panel>
        <Alert tone="info">{t.noLink}</Alert>
        <p>
          <Link to="/forgot-password">{t.askAgain}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t.title} narrow panel>
      <AccountForm
        fields={[
          { name: 'password', label: auth.fields.password, kind: 'new-password', required: true, hint: auth.fields.passwordHint },
          { name: 'confirmPassword', label: auth.fields.confirmPassword, kind: 'new-password', required: true },
        ]}
        initialValues={{ password: '', confirmPassword: '' }}
        schema={schema as never}
        send={(values: { password: string; confirmPassword: string }) => resetPassword({ token, ...values })}
        success={() => (
          <>
            {t.done} <Link to="/login">{t.signIn}</Link>
          </>
        )}
        submitLabel={t.submit}
        busyLabel={t.busy}
        fallbackError={t.failed}
      />
    </Page>
  );
}
