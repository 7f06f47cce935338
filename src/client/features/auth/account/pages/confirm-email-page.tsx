import { useState } from 'react';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { Alert } from '../../../../ui/form/alert';
import { formTexts } from '../../../../ui/form/form-texts';
import { Page } from '../../../../ui/page';
import { confirmEmail } from '../account-api';
import { AccountForm } from '../account-form';
import { accountTexts } from '../account-texts';
import { tokenOfLink } from '../link-token';

export const texts = [accountTexts, formTexts];

const nothingToType = object({});

/**
 * /confirm-email (decision 062): the link sent to a new address. A button, not the page's opening,
 * confirms it: a mail scanner that opens links confirms nothing.
 */
export function ConfirmEmailPage() {
  const t = accountTexts.get().confirmEmail;
  const [token] = useState(tokenOfLink);
  return (
    <Page title={t.title} narrow panel>
      {token ? (
        <>
          <p>{t.intro}</p>
          <AccountForm
            fields={[]}
            initialValues={{}}
            schema={nothingToType}
            send={() => confirmEmail(token)}
            success={({ email }) => (
              <>
                {t.done({ email })} <Link to="/account">{t.toAccount}</Link>
              </>
            )}
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
