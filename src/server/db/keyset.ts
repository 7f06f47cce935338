import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset paging, newest first, over (created_at, id): a page is "the next N rows after this one",
 * so page 500 costs what page 1 costs and a row inserted meanwhile never shifts a page. The
 * cursor carries created_at in microseconds (the column's precision; a JavaScript Date would
 * round to milliseconds and skip rows) and the id that breaks ties.
 */
export interface Keyset {
  micros: string;
  id: string;
}

const CURSOR = /^(\d{1,18})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(`${keyset.micros}.${keyset.id}`).toString('base64url');
}

/** The keyset a cursor names, or null when it is not one this server made. */
export function decodeCursor(cursor: string): Keyset | null {
  if (cursor.length > 100) return null;
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { micros: match[1] as string, id: match[2] as string } : null;
}

/** The select-list column a row's cursor is made from. */
export const cursorMicros = (createdAt: AnyPgColumn) => sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

/** Rows strictly after the cursor in newest-first order. */
export const afterKeyset = (createdAt: AnyPgColumn, id: AnyPgColumn, keyset: Keyset): SQL =>
  sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${keyset.micros}::bigint * interval '1 microsecond', ${keyset.id}::uuid)`;

/** Newest first, exactly as the (…, created_at desc nulls last, id desc nulls last) indexes hold the rows. */
export const newestFirst = (createdAt: AnyPgColumn, id: AnyPgColumn): SQL[] => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

/**
 * Splits the `limit + 1` rows a page query read into the page and the cursor of the next one
 * (null when there is none).
 */
export function toPage<T extends { id: string; cursorMicros: string }>(rows: T[], limit: number): { rows: T[]; next: string | null } {
  if (rows.length <= limit) return { rows, next: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1] as T;
  return { rows: page, next: encodeCursor({ micros: last.cursorMicros, id: last.id }) };
}

/** `%fragment%` for LIKE, with the fragment's own wildcards taken literally. */
export const containsPattern = (fragment: string): string => `%${fragment.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search as words, each to be found somewhere in a row's search text (LIKE `%word%`, served by
 * its trigram index): `anna nagar` finds "12 Anna Salai, K.K. Nagar". At most eight words.
 */
export const searchWords = (search: string): string[] => search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/** The shortest Latin key a search word is matched by. */
const MIN_KEY = 3;

/**
 * Every word of the search in `column` (a search text: lower-case words and their Latin key,
 * migration 0023): as typed, or by its Latin key, so that "meena" finds "மீனா" and "மீனா" finds
 * "Meena". A word whose key is shorter than three letters ("zzzz" folds to "s") is matched as
 * typed only: so short a key is in nearly every name.
 */
export const matchesWords = (column: AnyPgColumn, search: string): SQL =>
  sql.join(
    searchWords(search).map(
      (word) =>
        sql`(${column} like ${containsPattern(word)} or ${column} like '%' || case when length(latin_key(${word})) >= ${MIN_KEY} then latin_key(${word}) end || '%')`,
    ),
    sql` and `,
  );

/** One page of an admin list: its filter, its search, where it starts and how long it is. */
export interface PageQuery {
  status?: string;
  /** Trimmed search text: words of a name, address or number, or a reference / complaint ID matched exactly. */
  search?: string;
  after?: Keyset;
  limit: number;
  /** Only rows created before this instant (the overdue filter of a certificate list). */
  createdBefore?: Date;
  /** Only rows of these wards (wardKey), where the row's type names a ward: an officer's (decision 082). */
  wards?: readonly string[];
}

/**
 * A search shaped like a reference or complaint ID (ABC-1234-WXYZ) is matched exactly and only
 * so: no name looks like one, and the fragment search would otherwise walk the whole list.
 */
export const looksLikeReference = (search: string): boolean => /^[A-Z]{3}-[0-9A-Z]{4}-[0-9A-Z]{4}$/i.test(search);
