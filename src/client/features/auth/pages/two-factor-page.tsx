import { useEffect, useRef, useState } from 'react';
import type { TotpEnrolment } from '../../../../shared/api/auth-types';
import { describeFailure, serverErrorOr } from '../../../lib/calls/api-error';
import { Alert } from '../../../ui/form/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { confirmTotpEnrolment, fetchTotpStatus, startTotpEnrolment } from '../api/auth-api';
import { TotpCodeForm } from '../components/totp-code-form';
import styles from './two-factor-page.module.css';

type State = { kind: 'loading' } | { kind: 'off' } | { kind: 'enrolling'; enrolment: TotpEnrolment } | { kind: 'on'; justNow: boolean } | { kind: 'failed'; message: string };

/**
 * /admin/two-factor: an administrator turns on two-factor sign-in. The secret is shown once, as
 * text to type into an authenticator app and as the otpauth:// link phones open; the first code
 * confirms it. Turning it off again is a recovery step (another admin, or the operator's CLI).
 */
export function TwoFactorPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    fetchTotpStatus()
      .then((status) => !cancelled && setState(status.enabled ? { kind: 'on', justNow: false } : { kind: 'off' }))
      .catch((err: unknown) => !cancelled && setState({ kind: 'failed', message: serverErrorOr(err, 'Could not load the two-factor settings.') }));
    return () => {
      cancelled = true;
    };
  }, []);

  const start = async () => {
    setError(null);
    try {
      setState({ kind: 'enrolling', enrolment: await startTotpEnrolment() });
    } catch (err) {
      setError(serverErrorOr(err, 'Could not start the set-up. Please try again.'));
    }
  };

  const confirm = async (code: string): Promise<Record<string, string> | undefined> => {
    setError(null);
    try {
      await confirmTotpEnrolment({ code });
      setState({ kind: 'on', justNow: true });
      return undefined;
    } catch (err) {
      const failure = describeFailure(err);
      setError(serverErrorOr(err, 'Could not turn on two-factor sign-in. Please try again.'));
      requestAnimationFrame(() => bannerRef.current?.focus());
      return failure.kind === 'server' ? failure.fields : undefined;
    }
  };

  return (
    <Page title="Two-factor sign-in" intro="A code from an authenticator app on your phone, asked for after your password." narrow panel>
      <ErrorBanner message={error} ref={bannerRef} />
      {state.kind === 'loading' ? <LoadingIndicator label="Loading..." /> : null}
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      {state.kind === 'off' ? (
        <>
          <p>Two-factor sign-in is off for your account. Turn it on so that a stolen password alone cannot open the dashboard.</p>
          <Button type="button" block onClick={() => void start()}>
            Set up two-factor sign-in
          </Button>
        </>
      ) : null}
      {state.kind === 'enrolling' ? (
        <>
          <ol className={styles.steps}>
            <li>
              In your authenticator app, add an account with this key (time-based, 6 digits):
              <code className={styles.secret} aria-label="Secret key">
                {state.enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
              On this phone you can <a href={state.enrolment.otpauthUri}>open the key in your authenticator app</a> instead.
            </li>
            <li>Enter the code the app now shows.</li>
          </ol>
          <p className={styles.note}>The key is shown only now. Keep it private: anyone with it can make your codes.</p>
          <TotpCodeForm
            submit={async (input, setErrors) => {
              const fields = await confirm(input.code);
              if (fields) setErrors(fields);
            }}
            submitLabel="Turn On Two-factor Sign-in"
            busyLabel="Checking..."
            hint="6 digits from your authenticator app."
          />
        </>
      ) : null}
      {state.kind === 'on' ? (
        <>
          <Alert tone="success">
            {state.justNow ? 'Two-factor sign-in is now on. You will be asked for a code each time you sign in.' : 'Two-factor sign-in is on for your account.'}
          </Alert>
          <p>Lost your phone? Another administrator can reset it, or the server operator with npm run admin:reset-2fa.</p>
        </>
      ) : null}
      <p>
        <ButtonLink to="/admin" variant="secondary">
          Back to the dashboard
        </ButtonLink>
      </p>
    </Page>
  );
}
