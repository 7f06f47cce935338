import { number, object, string } from 'yup';
import { EMAIL_PATTERN } from '../../validation/patterns';

/**
 * A grievance's photo and place, and what its submitter may do after Resolved (decision 085):
 * reopen it within REOPEN_DAYS with a reason, and rate it once.
 */

/** One photo: JPEG, PNG or WebP as sent; stored re-encoded as JPEG without its metadata. */
export const GRIEVANCE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const GRIEVANCE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** More pixels than this is refused before decoding: a small file of huge dimensions (a decompression bomb). */
export const GRIEVANCE_PHOTO_MAX_PIXELS = 50_000_000;
/** The stored photo's longest side: a clerk sees the problem, the disk does not fill. */
export const GRIEVANCE_PHOTO_STORED_SIDE = 2048;

/** India's mainland and islands, generously: a point outside is a mistake (or 0,0), not a place here. */
export const INDIA_BOUNDS = { south: 6, north: 38, west: 68, east: 98 } as const;
export const LANDMARK_MAX = 200;

/** Open grievances of one subject this near, or of one ward and landmark, are possible duplicates. */
export const DUPLICATE_RADIUS_METRES = 100;
export const DUPLICATE_DAYS = 14;

/** A Resolved grievance may be reopened this long after it was resolved. */
export const REOPEN_DAYS = 7;
export const REOPEN_REASON_MAX = 1000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX = 1000;

/** Where a grievance came from: the portal's form (or a spec client), or a service through Open311. */
export const GRIEVANCE_SOURCES = ['portal', 'open311'] as const;
export type GrievanceSource = (typeof GRIEVANCE_SOURCES)[number];

/** The messages of these checks: English on the server, the page's language in the forms. */
export interface GrievancePlaceTexts {
  coordinatesBoth: string;
  outsideIndia: string;
  wardUnknown: string;
  landmarkTooLong: string;
  email: string;
  reasonRequired: string;
  reasonTooLong: string;
  rating: string;
  commentTooLong: string;
}

export const grievancePlaceTexts: GrievancePlaceTexts = {
  coordinatesBoth: 'Send both latitude and longitude, or neither.',
  outsideIndia: 'This place is outside India: use your location again, or leave it out and name the ward.',
  wardUnknown: "Choose a ward from the municipality's list.",
  landmarkTooLong: `Write the landmark in at most ${LANDMARK_MAX} characters.`,
  email: 'Enter the email address the complaint was sent with.',
  reasonRequired: 'Write why the problem is not solved.',
  reasonTooLong: `Write at most ${REOPEN_REASON_MAX} characters.`,
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX}.`,
  commentTooLong: `Write at most ${RATING_COMMENT_MAX} characters.`,
};

const inIndia = (axis: 'latitude' | 'longitude', value: number | undefined) => {
  if (value === undefined) return true;
  const [low, high] = axis === 'latitude' ? [INDIA_BOUNDS.south, INDIA_BOUNDS.north] : [INDIA_BOUNDS.west, INDIA_BOUNDS.east];
  return value >= low && value <= high;
};

/**
 * The optional place of POST /api/grievances: latitude and longitude together (in India), a ward
 * of the municipality's list (`wards`, from WARDS), a landmark. Numbers may come as text (multipart).
 */
export function grievancePlaceSchema(wards: readonly string[], texts: GrievancePlaceTexts = grievancePlaceTexts) {
  const coordinate = (axis: 'latitude' | 'longitude', other: 'latitude' | 'longitude') =>
    number()
      .typeError(texts.outsideIndia)
      .optional()
      .test('in-india', texts.outsideIndia, (value) => inIndia(axis, value))
      .when(other, ([paired]: unknown[], schema) =>
        paired === undefined ? schema.oneOf([undefined], texts.coordinatesBoth) : schema.required(texts.coordinatesBoth),
      );
  return object().shape(
    {
      latitude: coordinate('latitude', 'longitude'),
      longitude: coordinate('longitude', 'latitude'),
      ward: string()
        .optional()
        .test('listed', texts.wardUnknown, (value) => value === undefined || value === '' || wards.includes(value)),
      landmark: string().optional().max(LANDMARK_MAX, texts.landmarkTooLong),
    },
    [['latitude', 'longitude']],
  );
}

/** POST /api/grievances/{complaintId}/reopen: the submitter's email (unless signed in as its owner) and why. */
export function reopenSchema(texts: GrievancePlaceTexts = grievancePlaceTexts) {
  return object({
    email: string().optional().matches(EMAIL_PATTERN, { message: texts.email, excludeEmptyString: true }),
    reason: string().required(texts.reasonRequired).matches(/\S/, texts.reasonRequired).max(REOPEN_REASON_MAX, texts.reasonTooLong),
  });
}

/** POST /api/grievances/{complaintId}/feedback: the submitter's email (unless signed in as its owner), 1 to 5, a comment. */
export function feedbackSchema(texts: GrievancePlaceTexts = grievancePlaceTexts) {
  return object({
    email: string().optional().matches(EMAIL_PATTERN, { message: texts.email, excludeEmptyString: true }),
    rating: number()
      .typeError(texts.rating)
      .required(texts.rating)
      .integer(texts.rating)
      .min(RATING_MIN, texts.rating)
      .max(RATING_MAX, texts.rating),
    comment: string().optional().max(RATING_COMMENT_MAX, texts.commentTooLong),
  });
}
