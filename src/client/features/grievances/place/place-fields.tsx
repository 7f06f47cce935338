import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { GrievancePlaces } from '../../../../shared/api/submissions/grievance-types';
import { LANDMARK_MAX } from '../../../../shared/domain/grievances/grievance-place';
import { useServerRead } from '../../../lib/calls/use-server-read';
import type { ServerRead } from '../../../lib/calls/use-server-read';
import formStyles from '../../../ui/form/form.module.css';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { fetchPlaces } from '../api/grievance-api';
import { grievanceTexts } from '../grievance-texts';
import { LocationField } from './location-field';
import { PhotoField } from './photo-field';
import { PlaceMap } from './place-map';
import styles from './place.module.css';
import type { GrievanceFormValues } from './grievance-values';

/**
 * The municipality's wards and the map's tile server. Without a connection the form works without
 * the list (a ward is then the server's to check), and reads it again once the browser is back online.
 */
export function usePlaces(): ServerRead<GrievancePlaces> {
  const places = useServerRead(fetchPlaces);
  const { failure, reload } = places;
  useEffect(() => {
    if (!failure) return undefined;
    const readAgain = () => void reload();
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, [failure, reload]);
  return places;
}

/** The labels the error summary links the place's fields by, in the order they are shown. */
export function placeSummaryFields(t = grievanceTexts.get()) {
  return [
    { name: 'photo', label: t.photo.label },
    { name: 'latitude', label: t.location.use },
    { name: 'ward', label: t.ward.label },
    { name: 'landmark', label: t.landmark.label },
  ];
}

/**
 * The grievance's photo and place (decision 085), every part optional: the photo, the phone's
 * location (with a map where the municipality names a tile server), a ward of its list, a landmark.
 */
export function PlaceFields({ places }: { places: ServerRead<GrievancePlaces> }) {
  const t = grievanceTexts.get();
  const { values } = useFormikContext<GrievanceFormValues>();
  const wards = places.data?.wards ?? null;
  const tileUrl = places.data?.mapTileUrl ?? null;
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  const hasPoint = values.latitude !== '' && values.longitude !== '' && Number.isFinite(latitude) && Number.isFinite(longitude);
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{t.place.legend}</legend>
      <p className={formStyles.hint}>{t.place.hint}</p>
      <PhotoField />
      <LocationField />
      {tileUrl && hasPoint ? <PlaceMap tileUrl={tileUrl} latitude={latitude} longitude={longitude} /> : null}
      {wards ? (
        <SelectField
          name="ward"
          label={t.ward.label}
          options={wards.map((ward) => ({ value: ward, label: ward }))}
          required={false}
          emptyChoice={t.ward.choose}
        />
      ) : null}
      {!wards && places.failure ? <p className={styles.note}>{t.ward.unavailable}</p> : null}
      <TextField name="landmark" label={t.landmark.label} hint={t.landmark.hint} required={false} maxLength={LANDMARK_MAX} />
    </fieldset>
  );
}
