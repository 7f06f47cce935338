import { FEMALE_NAMES, MALE_NAMES, STREETS, SURNAMES, TOWNS, VILLAGES } from './names';

/**
 * Pieces of the seeding SQL. Every "random" choice is a hash of the row's number and a salt
 * (hashtextextended), so a run seeds the same data every time and one INSERT … SELECT writes
 * thousands of rows without a round trip each.
 */
export const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

export const textArray = (values: readonly string[]): string => `array[${values.map(literal).join(', ')}]::text[]`;

/** 0 … n-1, fixed for a given row key and salt. */
export const hashMod = (key: string, salt: number, n: number): string =>
  `mod(mod(hashtextextended((${key})::text, ${salt}), ${n}) + ${n}, ${n})`;

/** One of `values`, chosen by the row key and salt. */
export const pick = (values: readonly string[], key: string, salt: number): string =>
  `(${textArray(values)})[1 + ${hashMod(key, salt, values.length)}]`;

export type Gender = 'male' | 'female' | 'any';

export function personName(key: string, salt: number, gender: Gender = 'any'): string {
  const first =
    gender === 'male'
      ? pick(MALE_NAMES, key, salt)
      : gender === 'female'
        ? pick(FEMALE_NAMES, key, salt)
        : `case when ${hashMod(key, salt + 1, 2)} = 0 then ${pick(MALE_NAMES, key, salt)} else ${pick(FEMALE_NAMES, key, salt)} end`;
  return `${first} || ' ' || ${pick(SURNAMES, key, salt + 2)}`;
}

/** "14, Gandhi Road, Pudur, Madurai - 625014": door, street, locality, town and PIN code. */
export function address(key: string, salt: number): string {
  return [
    `(1 + ${hashMod(key, salt, 250)})::text`,
    pick(STREETS, key, salt + 1),
    pick(VILLAGES, key, salt + 2),
    `${pick(TOWNS, key, salt + 3)} || ' - 6' || lpad(${hashMod(key, salt + 4, 100_000)}::text, 5, '0')`,
  ].join(` || ', ' || `);
}

/** A ten-digit Indian mobile number (starting 6 to 9). */
export const mobile = (key: string, salt: number): string =>
  `(6 + ${hashMod(key, salt, 4)})::text || lpad(${hashMod(key, salt + 1, 1_000_000_000)}::text, 9, '0')`;

/** Twelve digits, never starting with 0 or 1 (as UIDAI issues them). */
export const aadhaar = (key: string, salt: number): string =>
  `(2 + ${hashMod(key, salt, 8)})::text || lpad(${hashMod(key, salt + 1, 100_000_000_000)}::text, 11, '0')`;

export const email = (key: string, salt: number): string =>
  `lower(${pick(MALE_NAMES.concat(FEMALE_NAMES), key, salt)}) || '.' || lower(${pick(SURNAMES, key, salt + 1)}) || ${hashMod(key, salt + 2, 100)}::text || '@example.com'`;

/** A moment in the year before now, in seconds. */
export const withinLastYear = (key: string, salt: number): string => `now() - ${hashMod(key, salt, 365 * 86_400)} * interval '1 second'`;

/** The calendar day in India of a timestamptz expression. */
export const indiaDate = (timestamp: string): string => `((${timestamp}) at time zone 'Asia/Kolkata')::date`;

/** A status by weight: [['pending', 40], ['accepted', 45], …] (weights in percent). */
export function weightedStatus(weights: readonly (readonly [string, number])[], key: string, salt: number): string {
  let bound = 0;
  const branches = weights.map(([status, weight]) => {
    bound += weight;
    return `when ${hashMod(key, salt, 100)} < ${bound} then ${literal(status)}`;
  });
  return `case ${branches.join(' ')} else ${literal(weights[weights.length - 1]?.[0] ?? '')} end`;
}
