import { useSyncExternalStore } from 'react';
import { changeKioskDevice, isKioskDevice, subscribeKioskSetting } from '../../../lib/kiosk-setting';
import { Button } from '../../../ui/button';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';

/**
 * "This device": an admin makes the tablet a kiosk (a setting kept on the device, not in the
 * account), for offices where citizens use it one after another.
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
    </section>
  );
}
