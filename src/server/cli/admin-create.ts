import { parseArgs } from 'node:util';
import { registerSchema } from '../../shared/domain/users/user-schemas';
import { validateStrict } from '../../shared/validation/validate';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { HttpError } from '../http/http-error';
import { createAccount } from '../modules/auth/accounts';
import { errorText } from '../http/error-texts';
import { isCommonPassword } from '../modules/auth/common-passwords';
import { discardSetupKeys } from '../modules/auth/setup-keys';
import { StartupError } from '../startup-error';
import { readPassword } from './read-password';

const USAGE = `Creates an administrator account in the portal's database.

Usage: npm run admin:create -- --username <name> --email <address>

The password comes from the ADMIN_PASSWORD environment variable, or is asked for on the
terminal. The database is the one the server uses (DATABASE_URL, or PGlite in DATA_DIR); with
PGlite, stop the server first: only one process may open its folder.`;

/** A failure whose message is the whole story: printed without a stack trace. */
class UsageError extends Error {}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.username || !values.email) throw new UsageError(`--username and --email are both required.\n\n${USAGE}`);

  const password = await passwordFromEnvOrTerminal();
  const input = validateStrict(registerSchema, {
    username: values.username,
    email: values.email,
    password: password.value,
    confirmPassword: password.confirmation,
  });
  if (!input.ok) {
    throw new UsageError(
      `The account was not created:\n${Object.values(input.fields)
        .map((message) => `  - ${message}`)
        .join('\n')}`,
    );
  }
  // Before opening the database, like the checks above (createAccount checks again).
  if (isCommonPassword(input.value.password))
    throw new UsageError(`The account was not created:\n  - ${errorText('en', 'auth.password_too_common')}`);

  const config = loadConfig();
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase(config);
    const admin = await createAccount(
      database.db,
      { username: input.value.username, email: input.value.email, password: input.value.password, role: 'admin' },
      config.scryptLogN,
    );
    // An administrator exists now: the first-time setup is closed and its keys are void.
    await discardSetupKeys(database.db);
    console.log(`Created administrator "${admin.username}" <${admin.email}> (id ${admin.id}) in the ${database.kind} database.`);
  } finally {
    await database?.close();
  }
}

async function passwordFromEnvOrTerminal(): Promise<{ value: string; confirmation: string }> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return { value: fromEnv, confirmation: fromEnv };
  try {
    const value = await readPassword('Password for the new administrator: ');
    // Typed blind, so typed twice; a piped password is read once and confirms itself.
    const confirmation = process.stdin.isTTY ? await readPassword('Type it again: ') : value;
    return { value, confirmation };
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof HttpError) {
      // A taken username and/or e-mail: name each.
      const messages = err.details.fields ? Object.values(err.details.fields) : [err.message];
      console.error(`The account was not created:\n${messages.map((message) => `  - ${message}`).join('\n')}`);
    } else if (err instanceof UsageError || err instanceof StartupError) {
      console.error(err.message);
    } else if (err instanceof Error && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${err.message}\n\n${USAGE}`);
    } else {
      console.error('The administrator could not be created:', err);
    }
    process.exit(1);
  },
);
