import { useMemo } from 'react';
import { buildPasswordResetSchema } from '../../../../../shared/domain/users/user-schemas';
import { formTexts } from '../../../../ui/form/form-texts';
import { Page } from '../../../../ui/page';
import { authTexts, userMessagesIn } from '../../auth-texts';
import { askForResetLink } from '../account-api';
import { AccountForm } from '../account-form';
import { accountTexts } from '../account-texts';
import { AuthLinks } from '../../components/auth-links';

export const texts = [accountTexts, authTexts, formTexts];

/** /forgot-password: the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const t = accountTexts.get().forgot;
  const auth = authTexts.get();
  const schema = useMemo(() => buildPasswordResetSchema(userMessagesIn(auth)), [auth]);
  return (
    <Page title={t.title} intro={t.intro} narrow panel>
      <AccountForm
        fields={[{ name: 'email', label: auth.fields.email, kind: 'email', required: true }]}
        initialValues={{ email: '' }}
        schema={schema}
        send={(values) => askForResetLink({ email: values.email.trim() })}
        success={() => t.sent}
        submitLabel={t.submit}
        busyLabel={t.busy}
        fallbackError={t.failed}
      />
      <AuthLinks links={[{ lead: t.smsLead, to: '/forgot-password/sms', text: t.smsLink }]} />
    </Page>
  );
}
