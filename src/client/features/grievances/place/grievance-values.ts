import { grievanceForm } from '../../../../shared/domain/grievances/grievance-form';
import {
  GRIEVANCE_PHOTO_MAX_BYTES,
  GRIEVANCE_PHOTO_TYPES,
  grievancePlaceSchema,
} from '../../../../shared/domain/grievances/grievance-place';
import type { GrievancePlaceTexts } from '../../../../shared/domain/grievances/grievance-place';
import { normalizeGrievance } from '../../../../shared/domain/grievances/grievance-rules';
import { formatMegabytes } from '../../../../shared/schemas/file-checks';
import type { FieldErrors } from '../../../../shared/validation/validate';
import type { Draft } from '../../../offline/drafts';
import type { Submission } from '../../../offline/form/request-body';
import { validateWithSchema } from '../../../ui/form/schema-validation';

/** The grievance form's Formik values: its text fields, and the photo as an upload's list of files. */
export type GrievanceFormValues = Record<string, string | File[]>;

/** The upload the photo travels in, online and in the outbox (decision 085). */
export const PHOTO_FIELD = 'photo';
/** What the server takes of the place; `accuracy` is the page's own, shown beside the point and never sent. */
const SENT_PLACE_FIELDS = ['latitude', 'longitude', 'ward', 'landmark'] as const;
const PLACE_FIELDS = [...SENT_PLACE_FIELDS, 'accuracy'] as const;
const TEXT_FIELDS = [...grievanceForm.fields.map((field) => field.name), ...PLACE_FIELDS];

const textOf = (values: GrievanceFormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

/** A new form, or the draft found on the device: only the fields the form has, and its photo. */
export function startingValues(draft: Draft | null | undefined): GrievanceFormValues {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, draft?.values[name] ?? ''])),
    [PHOTO_FIELD]: draft?.files[PHOTO_FIELD] ?? [],
  };
}

export function photoOf(values: GrievanceFormValues): File[] {
  const photo = values[PHOTO_FIELD];
  return Array.isArray(photo) ? photo : [];
}

/** What is sent: the four fields and the place, trimmed (a person's stray spaces are not an error), and the photo. */
export function toGrievanceSubmission(values: GrievanceFormValues): Submission {
  const names = [...grievanceForm.fields.map((field) => field.name), ...SENT_PLACE_FIELDS];
  const text = normalizeGrievance(Object.fromEntries(names.map((name) => [name, textOf(values, name)]))) as Record<string, string>;
  const photo = photoOf(values);
  return { values: text, files: photo.length > 0 ? { [PHOTO_FIELD]: photo } : {} };
}

/** The place as the shared schema reads it: the point as numbers, what was left empty absent. */
export function placeOf(values: Record<string, string>): Record<string, string | number> {
  const place: Record<string, string | number> = {};
  for (const name of SENT_PLACE_FIELDS) {
    const value = values[name] ?? '';
    if (value === '') continue;
    place[name] = name === 'latitude' || name === 'longitude' ? Number(value) : value;
  }
  return place;
}

/**
 * The place checked by the rules the server applies, in the page's words. While the municipality's
 * list of wards is not known here (no connection, nothing kept), a ward from a draft is left to the server.
 */
export async function validatePlace(
  values: Record<string, string>,
  wards: readonly string[] | null,
  texts: GrievancePlaceTexts,
): Promise<FieldErrors> {
  const place = placeOf(values);
  const known = wards ?? (typeof place.ward === 'string' ? [place.ward] : []);
  const { longitude, ...errors } = await validateWithSchema(grievancePlaceSchema(known, texts), place);
  // The point is one thing on the page ("Use my location"): its error is the latitude's.
  return longitude && !errors.latitude ? { ...errors, latitude: longitude } : errors;
}

export interface PhotoTexts {
  wrongType: string;
  tooLarge: (values: { size: string }) => string;
}

/** One photo, of a type and size the server takes: JPEG, PNG or WebP, at most 5 MB. */
export function checkPhoto(photo: readonly File[], texts: PhotoTexts): FieldErrors {
  const [file] = photo;
  if (!file) return {};
  if (!(GRIEVANCE_PHOTO_TYPES as readonly string[]).includes(file.type)) return { [PHOTO_FIELD]: texts.wrongType };
  if (file.size > GRIEVANCE_PHOTO_MAX_BYTES) return { [PHOTO_FIELD]: texts.tooLarge({ size: formatMegabytes(GRIEVANCE_PHOTO_MAX_BYTES) }) };
  return {};
}

/** A point from the phone, to a tenth of a metre: more digits say nothing more. */
export function pointValues(coords: { latitude: number; longitude: number; accuracy: number }) {
  return {
    latitude: String(Number(coords.latitude.toFixed(6))),
    longitude: String(Number(coords.longitude.toFixed(6))),
    accuracy: String(Math.round(coords.accuracy)),
  };
}

export type LocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** Why the phone gave no location, from the GeolocationPositionError's code (1, 2, 3). */
export function locationProblemOf(code: number): LocationProblem {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}
