import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { object } from 'yup';
import { useSession } from '../../../../lib/session/session-context';
import { Alert } from '../../../../ui/form/alert';
import { formTexts } from '../../../../ui/form/form-texts';
import { Page } from '../../../../ui/page';
import { restoreEmail } from '../account-api';
import { AccountForm } from '../account-form';
import { accountTexts } from '../account-texts';
import { tokenOfLink } from '../link-token';

export const texts = [accountTexts, formTexts];

const nothingToType = object({});

/**
 * /restore-email (decision 062): the way back sent to the old address. The address is restored and
 * every session ends; the page goes on to the new password with the reset token of the answer.
 */
export function RestoreEmailPage() {
  const t = accountTexts.get().restoreEmail;
  const [token] = useState(tokenOfLink);
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const restore = async () => {
    const { resetToken } = await restoreEmail(token);
    // This browser's session has ended with the rest: the password page is for signed-out visitors.
    if (user) signOut();
    await navigate(`/reset-password#${resetToken}`, { replace: true });
  };
  return (
    <Page title={t.title} narrow panel>
      {token ? (
        <>
          <p>{t.intro}</p>
          <AccountForm
            fields={[]}
            initialValues={{}}
            schema={nothingToType}
            send={restore}
            success={() => null}
            submitLabel={t.submit}
            busyLabel={t.busy}
            fallbackError={t.failed}
          />
        </>
      ) : (
        <Alert tone="info">{t.noLink}</Alert>
      )}
    </Page>
  );
}
