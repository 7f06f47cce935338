import type { SubmissionTarget } from '../../../shared/domain/form-fields';
import { grievanceForm } from '../../../shared/domain/grievances/grievance-form';

/** What a form submits: its text values, and the files chosen for each upload. */
export interface Submission {
  values: Record<string, string>;
  files: Record<string, File[]>;
}

/**
 * The body of a form's POST, built the same way when the form sends it and when the outbox
 * sends it later: the server's Idempotency-Key check hashes the body, so a retry built any other
 * way would be "a different request". Files go in the definition's order, each with its name.
 */
export function buildRequestBody(target: SubmissionTarget, { values, files }: Submission): Record<string, string> | FormData {
  if (target.transport === 'json') return values;
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const upload of target.files) {
    for (const file of files[upload.name] ?? []) body.append(upload.name, file, file.name);
  }
  return body;
}

/** A grievance's optional place (decision 085): sent only when given. */
const GRIEVANCE_PLACE_FIELDS = ['latitude', 'longitude', 'ward', 'landmark'];
const GRIEVANCE_POINT_FIELDS = ['latitude', 'longitude'];

/**
 * A grievance's body: with a photo, multipart (the fields, then `photo`); without one, JSON as the
 * spec sends it, its point as numbers (the server checks JSON strictly). Empty place fields are
 * left out, so a grievance without a place is the spec's body exactly.
 */
export function buildGrievanceBody({ values, files }: Submission): Record<string, string | number> | FormData {
  const given = Object.entries(values).filter(([name, value]) => value !== '' || !GRIEVANCE_PLACE_FIELDS.includes(name));
  const photo = files.photo ?? [];
  if (photo.length > 0) {
    const target = { ...grievanceForm, transport: 'multipart', files: [{ name: 'photo' }] } as const;
    return buildRequestBody(target, { values: Object.fromEntries(given), files: { photo } });
  }
  return Object.fromEntries(given.map(([name, value]) => [name, GRIEVANCE_POINT_FIELDS.includes(name) ? Number(value) : value]));
}

/** The spec's 10 s is for its JSON call: with a photo it is an upload, given the default time as documents are. */
export function grievanceTimeout(body: Record<string, unknown> | FormData): number | undefined {
  return body instanceof FormData ? undefined : grievanceForm.timeoutMs;
}
