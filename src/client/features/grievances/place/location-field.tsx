import { useFormikContext } from 'formik';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { fieldId } from '../../../ui/form/field-id';
import formStyles from '../../../ui/form/form.module.css';
import { useFocusAfterRender } from '../../../ui/use-focus-after-render';
import { grievanceTexts } from '../grievance-texts';
import styles from './place.module.css';
import { locationProblemOf, pointValues } from './grievance-values';
import type { GrievanceFormValues, LocationProblem } from './grievance-values';

/** A phone that has not found itself in this long says so: the person can still name the ward. */
const LOCATION_TIMEOUT_MS = 20_000;
/** A point the phone found this recently is as good as a new one, and comes at once. */
const LOCATION_MAX_AGE_MS = 60_000;

type Finding = { state: 'idle' } | { state: 'finding' } | { state: 'problem'; problem: LocationProblem } | { state: 'cleared' };

/** What the last press found, in the page's words. */
function noteOf(finding: Finding, hasPoint: boolean, accuracy: string): string | null {
  const t = grievanceTexts.get().location;
  if (finding.state === 'finding') return t.finding;
  if (finding.state === 'problem') return t[finding.problem];
  if (finding.state === 'cleared' && !hasPoint) return t.cleared;
  return hasPoint && accuracy !== '' ? t.found({ metres: accuracy }) : null;
}

/**
 * "Use my location": the phone is asked only when the button is pressed. What it found is shown
 * (the point and how accurate it is) with a way to clear it; a refusal, no fix or a timeout is a
 * calm note, and the form works the same without a point. Focus goes to what the press found.
 */
export function LocationField() {
  const t = grievanceTexts.get().location;
  const { values, errors, submitCount, setFieldValue, setFieldError } = useFormikContext<GrievanceFormValues>();
  const [finding, setFinding] = useState<Finding>({ state: 'idle' });
  const { ref, focusAfterRender } = useFocusAfterRender<HTMLParagraphElement>();
  const latitude = typeof values.latitude === 'string' ? values.latitude : '';
  const longitude = typeof values.longitude === 'string' ? values.longitude : '';
  const accuracy = typeof values.accuracy === 'string' ? values.accuracy : '';
  const error = submitCount > 0 && typeof errors.latitude === 'string' ? errors.latitude : undefined;

  async function setPoint(point: { latitude: string; longitude: string; accuracy: string }) {
    await setFieldValue('latitude', point.latitude, false);
    await setFieldValue('longitude', point.longitude, false);
    await setFieldValue('accuracy', point.accuracy, false);
    setFieldError('latitude', undefined);
  }

  function locate() {
    // Pressed again while the phone looks: the first question stands (a disabled button would lose the focus).
    if (finding.state === 'finding') return;
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setFinding({ state: 'problem', problem: 'unsupported' });
      focusAfterRender();
      return;
    }
    setFinding({ state: 'finding' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void setPoint(pointValues(position.coords)).then(() => {
          setFinding({ state: 'idle' });
          focusAfterRender();
        });
      },
      (failure) => {
        setFinding({ state: 'problem', problem: locationProblemOf(failure.code) });
        focusAfterRender();
      },
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: LOCATION_MAX_AGE_MS },
    );
  }

  function clear() {
    void setPoint({ latitude: '', longitude: '', accuracy: '' }).then(() => {
      setFinding({ state: 'cleared' });
      focusAfterRender();
    });
  }

  const hasPoint = latitude !== '' && longitude !== '';
  const note = noteOf(finding, hasPoint, accuracy);

  return (
    <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
      {error ? (
        <p id={`${fieldId('latitude')}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          id={fieldId('latitude')}
          onClick={locate}
          aria-disabled={finding.state === 'finding' || undefined}
          aria-describedby={error ? `${fieldId('latitude')}-error` : undefined}
        >
          {t.use}
        </Button>
        {hasPoint ? (
          <Button variant="secondary" onClick={clear}>
            {t.clear}
          </Button>
        ) : null}
      </div>
      <p ref={ref} tabIndex={-1} aria-live="polite" className={styles.note}>
        {note}
        {hasPoint ? (
          <>
            {note ? ' ' : null}
            <span className={styles.point}>{t.point({ latitude, longitude })}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
