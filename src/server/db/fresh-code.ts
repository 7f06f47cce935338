/** How many random codes are tried before giving up: 40 random bits make even a second try rare. */
export const FRESH_CODE_ATTEMPTS = 5;

/**
 * Inserts a row whose code for people (a reference, a complaint ID) must be unique. `insert` writes
 * the row with the code it is given and answers null when that code is taken (INSERT … ON CONFLICT
 * on the code's column DO NOTHING RETURNING), and the next code is tried. One statement per
 * attempt and no savepoint: catching the unique violation needed a savepoint around every insert,
 * two more round trips on every write, for a collision that almost never happens.
 */
export async function insertWithFreshCode<Row>(newCode: () => string, insert: (code: string) => Promise<Row | null>): Promise<Row> {
  for (let attempt = 1; attempt <= FRESH_CODE_ATTEMPTS; attempt += 1) {
    const row = await insert(newCode());
    if (row) return row;
  }
  throw new Error(`Every one of ${FRESH_CODE_ATTEMPTS} random codes was taken`);
}
