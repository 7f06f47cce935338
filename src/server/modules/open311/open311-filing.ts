import type { FieldCodes } from '../../../shared/api/error-codes';
import { grievancePlaceSchema } from '../../../shared/domain/grievances/grievance-place';
import { grievanceSchema, normalizeGrievance } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceInput } from '../../../shared/domain/grievances/grievance-rules';
import type { FieldErrors } from '../../../shared/validation/validate';
import { validateWithCodes } from '../../../shared/validation/validate';
import { badRequest } from '../../http/http-error';
import type { GrievanceExtras } from '../grievances/store-grievance';

/** A request filed through Open311: an ordinary grievance with its place, from no account. */
export type FiledGrievance = GrievanceInput & GrievanceExtras;

/** Open311's name for each field of a grievance: what a refusal names, since that is what the service sent. */
const OPEN311_NAMES: Readonly<Record<string, string>> = {
  name: 'first_name',
  email: 'email',
  subject: 'service_code',
  message: 'description',
  latitude: 'lat',
  longitude: 'long',
  landmark: 'address_string',
};

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
export const filingMessages = {
  repeated: 'Send this field once.',
  degrees: 'Send the coordinate as decimal degrees, such as 13.0827.',
} as const;

/**
 * The form fields of POST requests.json, each once. A field repeated (`a=1&a=2`) is refused:
 * which of the two the service meant is not ours to guess.
 */
export function formFieldsOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const fields: Record<string, string> = {};
  const repeated: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else repeated.push(name);
  }
  if (repeated.length > 0) refuse(Object.fromEntries(repeated.map((name) => [name, filingMessages.repeated])), 'repeated');
  return fields;
}

/**
 * The grievance a GeoReport v2 request files (decision 086): service_code is its subject,
 * first_name and last_name its name, description its message, lat/long its point and
 * address_string its landmark; checked by the portal form's own schemas, and refused in
 * Open311's names. The place is required as the standard requires it: a point, or an address.
 * What the portal has no field for (phone, device_id, account_id, address_id, media_url,
 * attributes) is not kept.
 */
export function grievanceOfRequest(form: Readonly<Record<string, string>>, wards: readonly string[]): FiledGrievance {
  const given = (name: string) => {
    const value = form[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const name = [given('first_name'), given('last_name')].filter((part) => part !== undefined).join(' ');
  const degrees: FieldErrors = {};
  const coordinate = (field: 'lat' | 'long') => {
    const value = given(field);
    if (value === undefined) return undefined;
    if (DECIMAL.test(value)) return Number(value);
    degrees[field] = filingMessages.degrees;
    return undefined;
  };
  const latitude = coordinate('lat');
  const longitude = coordinate('long');
  if (Object.keys(degrees).length > 0) refuse(degrees, 'typeError');

  const input = normalizeGrievance({
    name: name === '' ? undefined : name,
    email: given('email'),
    subject: given('service_code'),
    message: given('description'),
    latitude,
    longitude,
    landmark: given('address_string'),
  });
  const result = validateWithCodes(grievanceSchema.concat(grievancePlaceSchema(wards)), input);
  if (!result.ok) {
    const [details] = result.code === 'validation_failed' ? result.details : [{ fields: result.fields, fieldCodes: {} }];
    throw badRequest('validation_failed', {
      english: result.error,
      fields: renamed(details.fields),
      fieldCodes: renamed(details.fieldCodes),
    });
  }
  const { latitude: lat, longitude: long, landmark, ...grievance } = result.value;
  if (lat === undefined && !landmark) throw badRequest('open311.location_required');
  return {
    ...grievance,
    latitude: lat ?? null,
    longitude: long ?? null,
    ward: null,
    landmark: landmark || null,
    photoPath: null,
    source: 'open311',
  };
}

function renamed<T extends FieldErrors | FieldCodes>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [OPEN311_NAMES[name] ?? name, value])) as T;
}

function refuse(fields: FieldErrors, code: 'repeated' | 'typeError'): never {
  const fieldCodes = Object.fromEntries(Object.keys(fields).map((name) => [name, code]));
  throw badRequest('validation_failed', { english: Object.values(fields)[0], fields, fieldCodes });
}
