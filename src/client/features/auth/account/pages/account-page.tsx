import { Field } from 'formik';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import type { FormFieldDefinition } from '../../../../../shared/domain/form-fields';
import { EMAIL_MAX } from '../../../../../shared/domain/users/user-limits';
import { buildProfileUpdateSchema, passwordChangeSchema } from '../../../../../shared/domain/users/user-schemas';
import { EMAIL_PATTERN } from '../../../../../shared/validation/patterns';
import { languageNames, languages, languageSwitchPath } from '../../../../../shared/i18n/languages';
import type { Language } from '../../../../../shared/i18n/languages';
import { pageLanguage } from '../../../../i18n/page-language';
import { useSession } from '../../../../lib/session/session-context';
import { useServerRead } from '../../../../lib/calls/use-server-read';
import { readRefreshToken } from '../../../../lib/token-store';
import { Button, ButtonLink } from '../../../../ui/button';
import { Alert } from '../../../../ui/form/alert';
import { formTexts } from '../../../../ui/form/form-texts';
import { LoadingIndicator } from '../../../../ui/loading-indicator';
import { Page } from '../../../../ui/page';
import { authTexts, userMessagesIn } from '../../auth-texts';
import { cancelEmailChange, changePassword, changeProfile, fetchProfile, resendEmailLink, signOutEverywhere } from '../account-api';
import type { Profile } from '../account-api';
import { AccountForm } from '../account-form';
import { MobileSection } from '../mobile-section';
import { accountTexts } from '../account-texts';
import styles from '../account.module.css';

export const texts = [accountTexts, authTexts, formTexts];

interface ProfileValues {
  email: string;
  /** The current password, asked for (and sent) only when the email address changes. */
  emailPassword: string;
  language: Language;
  notifyByEmail: boolean;
  notifyBySms: boolean;
}

/**
 * /account: contact details and message choices (a new email address waits for its link), the
 * mobile number (confirmed with a code), the password, and every device signed out.
 */
export function AccountPage() {
  const t = accountTexts.get().account;
  const profile = useServerRead(fetchProfile);
  return (
    <Page title={t.title} intro={t.intro} narrow panel>
      {profile.failure ? (
        <Alert tone="error">{t.loadFailed}</Alert>
      ) : profile.data ? (
        <>
          <ProfileSection profile={profile.data} onSaved={profile.replace} />
          <MobileSection profile={profile.data} onConfirmed={profile.reload} />
        </>
      ) : (
        <LoadingIndicator label={t.loading} />
      )}
      <PasswordSection hasPassword={profile.data?.hasPassword !== false} />
      <DevicesSection />
    </Page>
  );
}

function ProfileSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = accountTexts.get().account;
  const auth = authTexts.get();
  // A new email address asks for the current password: a stolen session alone must not move the account.
  const emailChanged = (values: ProfileValues) => values.email.trim() !== profile.email;
  const schema = useMemo(() => {
    const messages = userMessagesIn(auth);
    const rules = buildProfileUpdateSchema(messages);
    // An account made with a mobile number may stay without an email address.
    const email = profile.email
      ? rules.fields.email
      : string().test(
          'none-or-valid',
          messages.emailInvalid,
          (typed) => !typed || (typed.length <= EMAIL_MAX && EMAIL_PATTERN.test(typed)),
        );
    return rules.shape({
      email,
      emailPassword: string().when('email', {
        is: (email: string | undefined) => (email ?? '').trim() !== profile.email,
        then: (field) => field.required(t.emailPasswordRequired),
      }),
    });
  }, [auth, t, profile.email]);
  const fields = useMemo(() => {
    const always: FormFieldDefinition[] = [
      { name: 'email', label: auth.fields.email, kind: 'email', required: Boolean(profile.email) },
      {
        name: 'language',
        label: t.language,
        kind: 'select',
        required: true,
        options: languages.map((language) => ({ value: language, label: languageNames[language] })),
      },
    ];
    const password: FormFieldDefinition = {
      name: 'emailPassword',
      label: t.emailPassword,
      kind: 'password',
      required: true,
      hint: t.emailPasswordHint,
    };
    return { always, withPassword: [always[0], password, ...always.slice(1)] as FormFieldDefinition[] };
  }, [auth, t, profile.email]);
  const send = async ({ emailPassword, email: typed, ...values }: ProfileValues) => {
    const email = typed.trim();
    const asked = email !== profile.email;
    const saved = await changeProfile({
      ...values,
      // An account without an address left without one sends none.
      ...(email ? { email } : {}),
      ...(asked ? { currentPassword: emailPassword } : {}),
    });
    // The pages follow the account's language: a new one loads this page again in it.
    if (saved.language && saved.language !== pageLanguage()) window.location.assign(languageSwitchPath(saved.language, '/account'));
    onSaved(saved);
    return { saved, asked };
  };
  return (
    <section className={styles.section} aria-labelledby="account-contact">
      <h2 id="account-contact">{t.contact}</h2>
      {profile.email ? null : <p>{t.noEmail}</p>}
      {profile.pendingEmail ? (
        <PendingEmail email={profile.pendingEmail} onCancelled={() => onSaved({ ...profile, pendingEmail: null })} />
      ) : null}
      <AccountForm
        fields={(values: ProfileValues) => (emailChanged(values) ? fields.withPassword : fields.always)}
        serverNames={{ currentPassword: 'emailPassword' }}
        initialValues={profileFormValues(profile)}
        schema={schema as never}
        send={send}
        success={({ saved, asked }) => (asked && saved.pendingEmail ? t.confirmSent({ email: saved.pendingEmail }) : t.saved)}
        submitLabel={t.save}
        busyLabel={t.saving}
        fallbackError={t.saveFailed}
      >
        <NotifyChoices />
      </AccountForm>
    </section>
  );
}

/** The form's starting values: the profile as the server has it, no password, the page's language if none was chosen. */
function profileFormValues(profile: Profile): ProfileValues {
  return {
    email: profile.email,
    emailPassword: '',
    language: profile.language ?? pageLanguage(),
    notifyByEmail: profile.notifyByEmail,
    notifyBySms: profile.notifyBySms,
  };
}

/** Whether the person is told of their requests by email, by SMS, or both. */
function NotifyChoices() {
  const t = accountTexts.get().account;
  return (
    <>
      <label className={styles.choice}>
        <Field type="checkbox" name="notifyByEmail" />
        <span>{t.notifyByEmail}</span>
      </label>
      <label className={styles.choice}>
        <Field type="checkbox" name="notifyBySms" />
        <span>{t.notifyBySms}</span>
      </label>
    </>
  );
}

/** The new address waiting for its link: sent again, or the change cancelled. */
function PendingEmail({ email, onCancelled }: { email: string; onCancelled: () => void }) {
  const t = accountTexts.get().account;
  const [state, setState] = useState<'waiting' | 'busy' | 'resent' | 'failed'>('waiting');
  const act = async (step: () => Promise<void>, after: () => void) => {
    setState('busy');
    try {
      await step();
      after();
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.pending}>
      <Alert tone="info">{t.pending({ email })}</Alert>
      {state === 'resent' ? <Alert tone="success">{t.resent({ email })}</Alert> : null}
      {state === 'failed' ? <Alert tone="error">{t.pendingFailed}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={state === 'busy'} onClick={() => void act(resendEmailLink, () => setState('resent'))}>
          {t.resend}
        </Button>
        <Button variant="secondary" disabled={state === 'busy'} onClick={() => void act(cancelEmailChange, onCancelled)}>
          {t.cancelChange}
        </Button>
      </div>
    </div>
  );
}

function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const t = accountTexts.get().account;
  const auth = authTexts.get();
  const { signIn } = useSession();
  const fields = useMemo<FormFieldDefinition[]>(
    () => [
      { name: 'currentPassword', label: t.currentPassword, kind: 'password', required: true },
      { name: 'password', label: t.newPassword, kind: 'new-password', required: true, hint: auth.fields.passwordHint },
      { name: 'confirmPassword', label: auth.fields.confirmPassword, kind: 'new-password', required: true },
    ],
    [auth, t],
  );
  const schema = useMemo(() => object({ ...passwordChangeSchema.fields }), []);
  return (
    <section className={styles.section} aria-labelledby="account-password">
      <h2 id="account-password">{t.password}</h2>
      {hasPassword ? (
        <AccountForm
          fields={fields}
          initialValues={{ currentPassword: '', password: '', confirmPassword: '' }}
          schema={schema as never}
          send={async (values: { currentPassword: string; password: string; confirmPassword: string }) => {
            const answer = await changePassword(values);
            // This session goes on with the new tokens; every other one has ended.
            signIn(answer);
            return answer;
          }}
          success={() => t.passwordChanged}
          submitLabel={t.changePassword}
          busyLabel={t.changingPassword}
          fallbackError={t.passwordFailed}
        />
      ) : (
        // No current password to give: a code sent to the number sets the first one.
        <>
          <p>{t.noPassword}</p>
          <ButtonLink to="/forgot-password/sms" variant="secondary">
            {t.setPassword}
          </ButtonLink>
        </>
      )}
    </section>
  );
}

function DevicesSection() {
  const t = accountTexts.get().account;
  const { signOut } = useSession();
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const everywhere = async () => {
    setBusy(true);
    try {
      await signOutEverywhere(readRefreshToken() ?? '');
      window.location.assign('/login');
      signOut();
    } catch {
      setProblem(true);
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="account-devices">
      <h2 id="account-devices">{t.devices}</h2>
      <p>{t.devicesIntro}</p>
      {problem ? <Alert tone="error">{t.signOutFailed}</Alert> : null}
      <Button variant="secondary" block disabled={busy} onClick={() => void everywhere()}>
        {t.signOutEverywhere}
      </Button>
    </section>
  );
}
