import { useState, useSyncExternalStore } from 'react';
import type { KioskLinkCreated } from '../../../../shared/api/kiosk-types';
import { changeKioskDevice, isKioskDevice, subscribeKioskSetting } from '../../../lib/kiosk-setting';
import { Button } from '../../../ui/button';
import { Alert } from '../../../ui/form/alert';
import { adminTexts } from '../admin-texts';
import { createKioskLink } from '../api/admin-api';
import { failureReason, formatIndiaTime } from './admin-format';
import styles from './admin.module.css';

/**
 * "This device": an admin makes the tablet a kiosk (a setting kept on the device, not in the
 * account), for offices where citizens use it one after another; or creates a one-time link that
 * makes another device (the public tablet) a kiosk without signing in there (decision 047).
 */
export function KioskToggle() {
  const kiosk = useSyncExternalStore(subscribeKioskSetting, isKioskDevice, () => false);
  const t = adminTexts.get().kiosk;
  return (
    <section className={styles.panel} aria-labelledby="device-heading">
      <h2 id="device-heading">{t.title}</h2>
      <p>
        {t.before}
        <strong>{kiosk ? t.on : t.off}</strong>
        {t.after} {kiosk ? t.onText : t.offText}
      </p>
      <Button variant="secondary" onClick={() => changeKioskDevice(!kiosk)}>
        {kiosk ? t.turnOff : t.turnOn}
      </Button>
      <KioskLinkMaker />
    </section>
  );
}

type LinkState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'ready'; link: KioskLinkCreated } | { kind: 'failed'; reason: string };

function KioskLinkMaker() {
  const t = adminTexts.get().kiosk;
  const [state, setState] = useState<LinkState>({ kind: 'idle' });
  const create = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'ready', link: await createKioskLink() });
    } catch (err) {
      setState({ kind: 'failed', reason: failureReason(err) });
    }
  };
  return (
    <>
      <h3>{t.linkTitle}</h3>
      <p>{t.linkIntro}</p>
      {state.kind === 'ready' ? (
        <Alert tone="success">
          <p>{t.linkReady({ until: formatIndiaTime(state.link.expiresAt) })}</p>
          <p className={styles.kioskLink}>{`${window.location.origin}${state.link.path}`}</p>
          <p>{t.linkReference({ reference: state.link.reference })}</p>
        </Alert>
      ) : null}
      {state.kind === 'failed' ? <Alert tone="error">{t.linkFailed({ reason: state.reason })}</Alert> : null}
      <Button variant="secondary" disabled={state.kind === 'busy'} onClick={() => void create()}>
        {state.kind === 'busy' ? t.creatingLink : t.createLink}
      </Button>
    </>
  );
}
