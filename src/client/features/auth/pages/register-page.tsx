import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { accountFields } from '../../../../shared/domain/users/user-fields';
import { buildRegisterSchema } from '../../../../shared/domain/users/user-schemas';
import { Page } from '../../../ui/page';
import { register } from '../api/auth-api';
import { authTexts, userMessagesIn } from '../auth-texts';
import { AccountForm } from '../components/account-form';
import { AuthLinks } from '../components/auth-links';
import { formTexts } from '../../../ui/form/form-texts';

export const texts = [authTexts, formTexts];

export function RegisterPage() {
  const t = authTexts.get();
  const schema = useMemo(() => buildRegisterSchema(userMessagesIn(t)), [t]);
  const fields = useMemo(() => accountFields(t.fields), [t]);
  return (
    <Page title={t.register.title} intro={t.register.intro} narrow panel>
      {/* Before the form: someone without an email address learns at once that they need none. */}
      <p>
        <Link to="/login/mobile">{t.mobile.registerInstead}</Link>
      </p>
      <AccountForm
        fields={fields}
        schema={schema}
        call={register}
        submitLabel={t.register.submit}
        busyLabel={t.register.busy}
        fallbackError={t.register.failed}
      />
      <AuthLinks
        links={[
          { lead: t.register.registered, to: '/login', text: t.register.signIn },
          { lead: t.staff.lead, to: '/admin-login', text: t.staff.link },
        ]}
      />
    </Page>
  );
}
