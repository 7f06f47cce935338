import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { findStaffByUsername, resetTotp } from '../modules/auth/user-repository';
import { StartupError } from '../startup-error';

const USAGE = `Turns off an administrator's two-factor sign-in (a lost phone) and ends every session
of that account. The administrator then signs in with the password alone and can enrol again.

Usage: npm run admin:reset-2fa -- --username <name>

The database is the one the server uses (DATABASE_URL, or PGlite in DATA_DIR); with PGlite,
stop the server first: only one process may open its folder. Another administrator can do the
same from the API (POST /api/admin-auth/totp/reset) without stopping anything.`;

class UsageError extends Error {}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { username: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.username) throw new UsageError(`--username is required.\n\n${USAGE}`);
  const config = loadConfig();
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase(config);
    const admin = await findStaffByUsername(database.db, values.username);
    if (!admin) throw new UsageError(`No administrator or officer is called "${values.username}".`);
    await resetTotp(database.db, admin.id, new Date());
    console.log(`Two-factor sign-in of "${admin.username}" is off and every session of the account has ended.`);
  } finally {
    await database?.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof UsageError || err instanceof StartupError) console.error(err.message);
    else if (err instanceof Error && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
      console.error(`${err.message}\n\n${USAGE}`);
    else console.error('Two-factor sign-in could not be reset:', err);
    process.exit(1);
  },
);
