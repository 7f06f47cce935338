import { useSyncExternalStore } from 'react';
import { changeKioskDevice, isKioskDevice, subscribeKioskSetting } from '../../../lib/kiosk-setting';
import { Button } from '../../../ui/button';
import styles from './admin.module.css';

/**
 * "This device": an admin makes the tablet a kiosk (a setting kept on the device, not in the
 * account), for offices where citizens use it one after another.
 */
export function KioskToggle() {
  const kiosk = useSyncExternalStore(subscribeKioskSetting, isKioskDevice, () => false);
  return (
    <section className={styles.panel} aria-labelledby="device-heading">
      <h2 id="device-heading">This device</h2>
      <p>
        Kiosk mode is <strong>{kiosk ? 'on' : 'off'}</strong> on this device.{' '}
        {kiosk
          ? 'After two minutes without input the session ends and everything the person entered is cleared; a Finish and clear button is on every page.'
          : 'Turn it on for a tablet that citizens use one after another: after two minutes without input the session ends and everything the person entered is cleared.'}
      </p>
      <Button variant="secondary" onClick={() => changeKioskDevice(!kiosk)}>
        {kiosk ? 'Turn off kiosk mode' : 'Turn on kiosk mode'}
      </Button>
    </section>
  );
}
