import { useState } from 'react';
import type { TotpEnrolment } from '../../../../shared/api/auth-types';
import { describeFailure, serverErrorOr } from '../../../lib/calls/api-error';
import type { CallFailure } from '../../../lib/calls/api-error';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { Alert } from '../../../ui/form/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { useFocusAfterRender } from '../../../ui/use-focus-after-render';
import { confirmTotpEnrolment, fetchTotpStatus, startTotpEnrolment } from '../api/auth-api';
import { authTexts } from '../auth-texts';
import { TotpCodeForm } from '../components/totp-code-form';
import styles from './two-factor-page.module.css';
import { formTexts } from '../../../ui/form/form-texts';

export const texts = [authTexts, formTexts];

type State =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'enrolling'; enrolment: TotpEnrolment }
  | { kind: 'on'; justNow: boolean }
  | { kind: 'failed'; message: string };

/** The page before the administrator acts: loading, the server's answer, or why it could not be read. */
function stateOf(status: { enabled: boolean } | undefined, failure: CallFailure | null, loadFailed: string): State {
  if (failure) return { kind: 'failed', message: failure.kind === 'server' && failure.error ? failure.error : loadFailed };
  if (!status) return { kind: 'loading' };
  return status.enabled ? { kind: 'on', justNow: false } : { kind: 'off' };
}

/**
 * /admin/two-factor: an administrator turns on two-factor sign-in. The secret is shown once, as
 * text to type into an authenticator app and as the otpauth:// link phones open; the first code
 * confirms it. Turning it off again is a recovery step (another admin, or the operator's CLI).
 */
export function TwoFactorPage() {
  const t = authTexts.get().twoFactor;
  const status = useServerRead(fetchTotpStatus);
  // Once the administrator acts, the page follows their steps; until then it shows what the server said.
  const [step, setStep] = useState<State | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { ref: bannerRef, focusAfterRender: focusBanner } = useFocusAfterRender<HTMLDivElement>();
  const state: State = step ?? stateOf(status.data, status.failure, t.loadFailed);

  const start = async () => {
    setError(null);
    try {
      setStep({ kind: 'enrolling', enrolment: await startTotpEnrolment() });
    } catch (err) {
      setError(serverErrorOr(err, t.startFailed));
    }
  };

  const confirm = async (code: string): Promise<Record<string, string> | undefined> => {
    setError(null);
    try {
      await confirmTotpEnrolment({ code });
      setStep({ kind: 'on', justNow: true });
      return undefined;
    } catch (err) {
      const failure = describeFailure(err);
      setError(serverErrorOr(err, t.confirmFailed));
      focusBanner();
      return failure.kind === 'server' ? failure.fields : undefined;
    }
  };

  return (
    <Page title={t.title} intro={t.intro} narrow panel>
      <ErrorBanner message={error} ref={bannerRef} />
      {state.kind === 'loading' ? <LoadingIndicator label={t.loading} /> : null}
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      {state.kind === 'off' ? <TurnOn onStart={() => void start()} /> : null}
      {state.kind === 'enrolling' ? <EnrolmentSteps enrolment={state.enrolment} confirm={confirm} /> : null}
      {state.kind === 'on' ? (
        <>
          <Alert tone="success">{state.justNow ? t.nowOn : t.on}</Alert>
          <p>{t.lostPhone}</p>
        </>
      ) : null}
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {t.back}
        </ButtonLink>
      </p>
    </Page>
  );
}

/** The key to add to an authenticator app, as text and as a link, and the form for its first code. */
function EnrolmentSteps({
  enrolment,
  confirm,
}: {
  enrolment: TotpEnrolment;
  confirm: (code: string) => Promise<Record<string, string> | undefined>;
}) {
  const t = authTexts.get().twoFactor;
  return (
    <>
      <ol className={styles.steps}>
        <li>
          {t.addKey}
          <code className={styles.secret} aria-label={t.secretKey}>
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
          {t.onThisPhoneBefore} <a href={enrolment.otpauthUri}>{t.openKey}</a> {t.onThisPhoneAfter}
        </li>
        <li>{t.enterCode}</li>
      </ol>
      <p className={styles.note}>{t.keyOnce}</p>
      <TotpCodeForm
        submit={async (input, setErrors) => {
          const fields = await confirm(input.code);
          if (fields) setErrors(fields);
        }}
        submitLabel={t.turnOn}
        busyLabel={t.checking}
        hint={t.codeHint}
      />
    </>
  );
}

/** Two-factor sign-in is off: what that means, and the button that starts setting it up. */
function TurnOn({ onStart }: { onStart: () => void }) {
  const t = authTexts.get().twoFactor;
  return (
    <>
      <p>{t.off}</p>
      <Button type="button" block onClick={onStart}>
        {t.setUp}
      </Button>
    </>
  );
}
