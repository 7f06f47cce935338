import { parseArgs } from 'node:util';
import { createAadhaarCipher } from '../aadhaar/aadhaar-cipher';
import { rekeyAadhaar } from '../aadhaar/aadhaar-rekey';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { StartupError } from '../startup-error';

const USAGE = `Encrypts every stored Aadhaar number with the current key (the first of AADHAAR_KEYS).

Usage: npm run aadhaar:rekey

Numbers still in plain text are encrypted; numbers encrypted with an older key are decrypted and
encrypted again. Run it after putting a new key first in AADHAAR_KEYS; once it reports nothing
unreadable, the old key can be removed. Safe to run again (and beside a running server on
PostgreSQL). With PGlite, stop the server first: only one process may open its folder.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const cipher = createAadhaarCipher(config.aadhaarKeys);
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase(config);
    const result = await rekeyAadhaar(database.db, cipher);
    console.log(
      `Aadhaar numbers of ${result.updated} application(s) encrypted with key "${cipher.currentKeyId}" in the ${database.kind} database.`,
    );
    if (result.unreadable > 0) {
      // Not a silent success: these numbers stay sealed with a key AADHAAR_KEYS no longer lists.
      throw new StartupError(
        `${result.unreadable} Aadhaar number(s) could not be decrypted with any key of AADHAAR_KEYS and were left as they are. Add the key they were encrypted with and run again.`,
      );
    }
  } finally {
    await database?.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof StartupError) console.error(err.message);
    else if (err instanceof Error && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
      console.error(`${err.message}\n\n${USAGE}`);
    else console.error('The Aadhaar numbers could not be re-encrypted:', err);
    process.exit(1);
  },
);
