import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { Alert } from '../../../ui/form/alert';
import { useFocusAfterRender } from '../../../ui/use-focus-after-render';
import { MobileCodeSteps, spacedMobile } from '../components/mobile-code-steps';
import { addMobile, confirmMobile } from './account-api';
import type { Profile } from './account-api';
import { accountTexts } from './account-texts';
import styles from './account.module.css';

/**
 * The account's mobile number: added or changed only with the code sent to it, so that the number
 * that signs in and receives messages is the person's own. A number from before (saved without a
 * code) shows as not verified until its code comes back.
 */
export function MobileSection({ profile, onConfirmed }: { profile: Profile; onConfirmed: () => Promise<void> }) {
  const t = accountTexts.get();
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const { ref: openButton, focusAfterRender: focusOpenButton } = useFocusAfterRender<HTMLButtonElement>();
  const request = useCallback((mobile: string) => addMobile({ mobile }), []);
  const confirm = useCallback((_mobile: string, { code = '' }: Record<string, string>) => confirmMobile({ code }), []);
  const close = () => {
    setOpen(false);
    focusOpenButton();
  };
  const verified = profile.mobileVerified === true;

  return (
    <section className={styles.section} aria-labelledby="account-mobile">
      <h2 id="account-mobile">{t.account.mobile}</h2>
      <p>{t.mobile.intro}</p>
      {confirmed ? <Confirmed mobile={confirmed} /> : null}
      {open ? (
        <MobileCodeSteps
          request={request}
          confirm={confirm}
          onConfirmed={(_answer, mobile) => {
            setOpen(false);
            setConfirmed(mobile);
            void onConfirmed();
          }}
          confirmLabel={t.mobile.confirm}
          confirmFailed={t.mobile.confirmFailed}
          headingLevel={3}
          initialMobile={verified ? '' : (profile.mobile ?? '')}
          focusFirstStep
          numberStepActions={
            <div className={styles.actions}>
              <Button variant="secondary" onClick={close}>
                {t.mobile.cancel}
              </Button>
            </div>
          }
        />
      ) : (
        <>
          {profile.mobile ? (
            <p>
              <strong>{spacedMobile(profile.mobile)}</strong> <span>{verified ? t.mobile.verified : t.mobile.notVerified}</span>
            </p>
          ) : (
            <p>{t.mobile.none}</p>
          )}
          <Button
            ref={openButton}
            variant="secondary"
            onClick={() => {
              setConfirmed(null);
              setOpen(true);
            }}
          >
            {!profile.mobile ? t.mobile.add : verified ? t.mobile.change : t.mobile.verify}
          </Button>
        </>
      )}
    </section>
  );
}

/** The steps it replaces are gone: the outcome takes focus, as a form's outcome does. */
function Confirmed({ mobile }: { mobile: string }) {
  const t = accountTexts.get().mobile;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert tone="success" ref={ref}>
      {t.done({ mobile: spacedMobile(mobile) })}
    </Alert>
  );
}
