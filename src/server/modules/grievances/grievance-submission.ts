import type { FastifyRequest } from 'fastify';
import { GRIEVANCE_PHOTO_MAX_BYTES, grievancePlaceSchema } from '../../../shared/domain/grievances/grievance-place';
import { GRIEVANCE_MESSAGE_MAX, grievanceSchema, normalizeGrievance } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceInput } from '../../../shared/domain/grievances/grievance-rules';
import { parseBody } from '../../http/parse-body';
import { readMultipart } from '../certificates/read-multipart';
import type { MultipartForm } from '../certificates/read-multipart';
import type { UploadDirs } from '../certificates/upload-store';
import { wardKey } from '../staff/staff-scope';
import { PHOTO_FIELD, reencodedPhoto } from './grievance-photo';
import type { GrievanceExtras } from './store-grievance';

/** The place's fields, each null when not given. */
export type GrievancePlaceInput = Pick<GrievanceExtras, 'latitude' | 'longitude' | 'ward' | 'landmark'>;

export interface GrievanceSubmission {
  input: GrievanceInput;
  place: GrievancePlaceInput;
  /** The photo re-encoded in uploads/.tmp, and the digest of the bytes as sent (what a retry sends again). */
  photo: { tempPath: string; sha256: string } | null;
}

const PLACE_FIELDS = ['latitude', 'longitude', 'ward', 'landmark'] as const;

/** The four spec fields, the place and one photo: what a multipart grievance holds. */
const GRIEVANCE_FORM: MultipartForm = {
  fieldCount: 4 + PLACE_FIELDS.length,
  textMax: GRIEVANCE_MESSAGE_MAX,
  files: [{ name: PHOTO_FIELD, label: 'Photo', multiple: false }],
};
const PHOTO_LIMITS = { maxFileBytes: GRIEVANCE_PHOTO_MAX_BYTES, maxRequestBytes: GRIEVANCE_PHOTO_MAX_BYTES };

/**
 * A grievance as JSON (the spec's four fields, and the place since decision 085) or as multipart
 * (the same fields as text parts, and an optional `photo`), checked whole before the photo is
 * decoded: the body by the shared schemas, then the photo by its bytes and dimensions. Every temp
 * file is pushed to `tempPaths` before it is written; the caller removes them.
 */
export async function readGrievanceSubmission(
  request: FastifyRequest,
  context: { dirs: UploadDirs; wards: readonly string[]; tempPaths: string[] },
): Promise<GrievanceSubmission> {
  const multipart = request.isMultipart();
  const { values, files } = multipart
    ? await readMultipart(request, GRIEVANCE_FORM, { dirs: context.dirs, limits: PHOTO_LIMITS, tempPaths: context.tempPaths })
    : { values: request.body, files: [] };
  const body = placeAsTyped(values, context.wards, multipart);
  const schema = grievanceSchema.concat(grievancePlaceSchema(context.wards));
  const { latitude, longitude, ward, landmark, ...input } = parseBody(schema, body);
  const [received] = files;
  const photo = received ? { tempPath: await reencodedPhoto(received, context), sha256: received.sha256 } : null;
  return {
    input,
    place: { latitude: latitude ?? null, longitude: longitude ?? null, ward: ward || null, landmark: landmark || null },
    photo,
  };
}

/**
 * Spaces trimmed from the text fields; a place's empty field is no field (a form sends its empty
 * inputs); a ward written as the list writes it ("04" is ward 4); and, in multipart, where every
 * part is text, the coordinates as numbers. Anything that is not an object is left for the schema to refuse.
 */
function placeAsTyped(body: unknown, wards: readonly string[], fromText: boolean): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const values = Object.fromEntries(
    Object.entries(normalizeGrievance(body as Record<string, unknown>))
      .filter(([name, value]) => !(isPlaceField(name) && (value === '' || value === null)))
      .map(([name, value]) => [
        name,
        fromText && (name === 'latitude' || name === 'longitude') && typeof value === 'string' ? numberOf(value) : value,
      ]),
  );
  const { ward } = values;
  if (typeof ward === 'string') values.ward = wards.find((listed) => wardKey(listed) === wardKey(ward)) ?? ward;
  return values;
}

function isPlaceField(name: string): boolean {
  return (PLACE_FIELDS as readonly string[]).includes(name);
}

/** A decimal as typed; text that is no number stays text, for the schema to name. */
function numberOf(text: string): number | string {
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text.trim()) ? Number(text) : text;
}
