import { string } from 'yup';

/**
 * The version of a record a clerk decides on (decision 064): its `updatedAt` exactly as the
 * dashboard read it (ISO 8601 with milliseconds, as every answer gives it). Optional, so that a
 * client that sends none decides as before; the dashboard always sends it, and a record changed
 * since is refused with a 409 that carries the record as it is now.
 */
const SEEN_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const seenVersionText = 'version must be the record’s updatedAt as it was read (ISO 8601, e.g. 2026-11-28T09:30:00.000Z)';

/** `version`, as a field of a decision's body schema. */
export const seenVersion = () => string().matches(SEEN_VERSION_PATTERN, seenVersionText);
