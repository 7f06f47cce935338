import type { Keyset } from '../../db/keyset';

/**
 * The appeals list's cursor: open appeals come before decided ones, so the cursor carries the
 * rank (0 open, 1 decided) with the keyset of the row it follows.
 */
export interface AppealKeyset extends Keyset {
  rank: 0 | 1;
}

const CURSOR = /^([01])\.(\d{1,18})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeAppealCursor(keyset: AppealKeyset): string {
  return Buffer.from(`${keyset.rank}.${keyset.micros}.${keyset.id}`).toString('base64url');
}

/** The keyset a cursor names, or null when it is not one this server made. */
export function decodeAppealCursor(cursor: string): AppealKeyset | null {
  if (cursor.length > 100) return null;
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { rank: match[1] === '0' ? 0 : 1, micros: match[2] as string, id: match[3] as string } : null;
}
