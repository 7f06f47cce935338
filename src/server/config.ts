import { join, resolve, sep } from 'node:path';
import { DEFAULT_MAX_FILE_BYTES } from '../shared/domain/certificates/field-rules';
import { serviceTimesOf } from './modules/escalation/service-times-config';
import type { ServiceTimes } from './modules/escalation/service-times-config';
import { municipality } from '../shared/domain/municipality';
import type { AadhaarKey } from './aadhaar/aadhaar-cipher';
import { parseAadhaarKeys } from './aadhaar/aadhaar-keys-config';
import { loadOrCreateDevAadhaarKeys } from './aadhaar/dev-aadhaar-keys';
import { loadOrCreateDevJwtSecret } from './dev-secrets';
import type { SigningKey } from './documents/sign-pdf';
import { signingKeyOf } from './documents/signing-key-config';
import { boolean, integer, nonEmpty, oneOf, parsedUrl, raw, settingsReader } from './env-values';
import type { Env, ReadSetting } from './env-values';
import { sessionSettingsOf } from './modules/auth/auth-config';
import { certificateSettingsOf } from './modules/certificates/certificate-config';
import { grievanceSettingsOf } from './modules/grievances/grievance-config';
import { mailFromOf, msg91Of, smtpUrlOf } from './modules/notifications/notification-config';
import type { Msg91Config } from './modules/notifications/notification-config';
import type { PaymentProvider } from './payments/gateway';
import { paymentSettingsOf, sandboxKeySecretFrom } from './payments/payment-config';
import type { TaxRegisterMode } from './payments/payment-config';
import { checkFolderPrivate } from './private-data-dir';
import { StartupError } from './startup-error';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const JWT_SECRET_MIN = 32;

const MIB = 1024 * 1024;
/** A whole application (several documents) in one request; each file is also capped on its own. */
export const DEFAULT_UPLOAD_MAX_REQUEST_BYTES = 25 * MIB;
/** Long enough to open a document from the dashboard, short enough that a leaked link soon dies. */
export const DEFAULT_DOCUMENT_LINK_TTL_SECONDS = 900;
/** Twice the client's 30 s (spec section 7): an upload the client still waits for is never cut. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const NO_SIGNING_KEY = (): SigningKey => ({ p12: Buffer.alloc(0), password: '' });
/** Request headers are a few KB: seconds on 2G, so 20 s cuts only a client that trickles them. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 20_000;
/** Generous: kiosks and carrier-grade NAT put many people behind one address (decision 039). */
export const DEFAULT_CONNECTIONS_PER_IP_MAX = 200;

export interface Config {
  readonly nodeEnv: NodeEnv;
  readonly port: number;
  readonly host: string;
  /** Absolute path. */
  readonly dataDir: string;
  /** PostgreSQL connection string, or null for the embedded PGlite database in DATA_DIR/pgdata. */
  readonly databaseUrl: string | null;
  readonly jwtSecret: string;
  /** Lifetime of an access token in seconds (JWT_EXPIRES_IN): short, the client renews it. */
  readonly jwtExpiresInSeconds: number;
  /** A citizen's renewal token lives this long from its issue (SESSION_TTL); each is used once (decision 037). */
  readonly sessionTtlSeconds: number;
  /** An administrator's session ends this long after the sign-in, whatever happens (ADMIN_SESSION_TTL). */
  readonly adminSessionTtlSeconds: number;
  /** Token renewals and logouts per client IP per minute (a whole village may share one address). */
  readonly sessionRefreshRateLimitMax: number;
  readonly adminSetupKey: string | null;
  readonly scryptLogN: number;
  readonly authRateLimitMax: number;
  readonly logLevel: LogLevel;
  readonly trustProxy: boolean;
  /**
   * Absolute path of the uploaded documents' folder (UPLOAD_DIR, default DATA_DIR/uploads). Several
   * instances on one PostgreSQL share it (NFS or the like), so each serves what another stored.
   */
  readonly uploadDir: string;
  /** Absolute path of the built client; served only when it exists. */
  readonly clientDist: string;
  /** Largest accepted uploaded file, in bytes. */
  readonly uploadMaxFileBytes: number;
  /** Largest accepted upload request (all files together), in bytes. */
  readonly uploadMaxRequestBytes: number;
  /** How long a signed document link handed to an admin stays valid. */
  readonly documentLinkTtlSeconds: number;
  /** Grievance submissions per minute: per account when signed in, per client IP otherwise (decision 037). */
  readonly grievanceSubmitRateLimitMax: number;
  /** Certificate applications per minute: per account when signed in, per client IP otherwise (decision 061). */
  readonly certificateSubmitRateLimitMax: number;
  /** Complaint status lookups per client IP per minute: keeps the complaint ID space from being walked. */
  readonly grievanceLookupRateLimitMax: number;
  /** WARDS: the municipality's wards, in order, as a grievance's place names them (decision 085). */
  readonly wards: readonly string[];
  /** MAP_TILE_URL: the tile server of the grievance form's map ({z}/{x}/{y}); null = no map. */
  readonly mapTileUrl: string | null;
  /** OPEN311_API_KEYS: the keys that may file complaints through Open311 (decision 086); none = reads only. */
  readonly open311ApiKeys: readonly string[];
  /** Which payment gateway takes tax payments: the offline sandbox or Razorpay (DESIGN section 7). */
  readonly paymentProvider: PaymentProvider;
  /** Razorpay's public key id (rzp_test_… / rzp_live_…); null with the sandbox. */
  readonly razorpayKeyId: string | null;
  /** Signs and checks checkout signatures (and authenticates to Razorpay). Never sent to a client. */
  readonly razorpayKeySecret: string;
  /**
   * Checks the `X-Razorpay-Signature` of the gateway's webhook (RAZORPAY_WEBHOOK_SECRET; derived for
   * the sandbox); null = the webhook is off and only the sweep finds payments the phone did not report.
   */
  readonly razorpayWebhookSecret: string | null;
  /** SANDBOX_WEBHOOK_DELAY_MS: how long after its checkout the sandbox delivers its signed webhook (decision 076). */
  readonly sandboxWebhookDelayMs: number;
  /** TAX_REGISTER: `open` takes bills the register lacks as self-assessed, `closed` refuses them (decision 075). */
  readonly taxRegister: TaxRegisterMode;
  /** Base URL of Razorpay's API, without a trailing slash. */
  readonly razorpayApiBase: string;
  /** Deadline of one request to the payment gateway. */
  readonly paymentGatewayTimeoutMs: number;
  /** Keys of the Aadhaar numbers at rest: the first encrypts, every one decrypts (rotation). */
  readonly aadhaarKeys: readonly AadhaarKey[];
  /** A request (headers and body) must have arrived within this; else 408 and the connection closes. */
  readonly requestTimeoutMs: number;
  /** A request's headers must have arrived within this (also a new connection's first request). */
  readonly headersTimeoutMs: number;
  /** Open connections from one address; one more is closed at once. Not applied behind a trusted proxy. */
  readonly connectionsPerIpMax: number;
  /**
   * The service time of every certificate type (by slug), of grievances and of appeals, in
   * milliseconds (SERVICE_TIMES, decision 083): an item is due that long after it came.
   */
  readonly serviceTimes: ServiceTimes;
  /** What start logs as a warning: settings still read that another replaces. */
  readonly startupWarnings: readonly string[];
  /**
   * The address people open the portal at (PUBLIC_URL), without a trailing slash: the QR code of a
   * certificate points at its verify page there. Required in production.
   */
  readonly publicUrl: string;
  /** The first part of every certificate number (MUNICIPALITY_CODE), e.g. MUN/BIR/2026/000001. */
  readonly municipalityCode: string;
  /**
   * Signs issued certificates (SIGNING_P12 and SIGNING_P12_PASSWORD, opened at start). Outside
   * production without them, a development key generated into DATA_DIR at the first signature.
   */
  readonly signingKey: () => SigningKey;
  /** SMTP_URL: email goes out through it; null = written to the log instead. */
  readonly smtpUrl: string | null;
  /** MAIL_FROM: the sender of every email. */
  readonly mailFrom: string;
  /** MSG91 (MSG91_AUTH_KEY and the rest): SMS go out through it; null = written to the log instead. */
  readonly msg91: Msg91Config | null;
}

/** Thrown when one or more variables are wrong; the message names every one of them. */
export class ConfigError extends StartupError {
  override name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * Reads the configuration from environment variables only, once, at start. Every problem is
 * collected before throwing so an operator fixes them all in one go rather than one per restart.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = settingsReader(problems);

  const nodeEnv = read(() => oneOf(env, 'NODE_ENV', NODE_ENVS, 'development'), 'development');
  const production = nodeEnv === 'production';
  const places = placesOf(env, read);
  const sessions = sessionSettingsOf(env, read, production);
  const logLevel = read(() => oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'), 'info');
  const trustProxy = read(() => boolean(env, 'TRUST_PROXY', false), false);
  const clientDist = resolve(read(() => nonEmpty(env, 'CLIENT_DIST', 'dist/client'), 'dist/client'));
  const uploads = uploadSettingsOf(env, read, problems);
  const submitLimits = submitRateLimitsOf(env, read);
  const grievancePlaces = grievanceSettingsOf(env, read);
  const { configuredKeySecret, configuredWebhookSecret, ...payments } = paymentSettingsOf(env, read, production);
  const connections = connectionSettingsOf(env, read, problems);
  const certificates = certificateSettingsOf(env, read, production, places.port);
  const startupWarnings: string[] = [];
  const serviceTimes = read(() => serviceTimesOf(env, startupWarnings), {});
  const smtpUrl = read(() => smtpUrlOf(env), null);
  const mailFrom = read(() => mailFromOf(env), '');
  const msg91 = read(() => msg91Of(env), null);
  // Last: only generate a development secret once everything else (DATA_DIR above all) is valid.
  // Production never generates one, so its missing JWT_SECRET is reported with the other problems.
  const { dataDir } = places;
  const jwtSecret = problems.length === 0 || production ? read(() => jwtSecretOf(env, nodeEnv, dataDir), '') : '';
  const aadhaarKeys = problems.length === 0 || production ? read(() => aadhaarKeysOf(env, nodeEnv, dataDir), []) : [];
  const signingKey = read(
    () => signingKeyOf({ path: raw(env, 'SIGNING_P12'), password: env.SIGNING_P12_PASSWORD }, production, dataDir, municipality.name),
    NO_SIGNING_KEY,
  );
  // The sandbox needs a signing secret but no Razorpay account: derived from JWT_SECRET when unset.
  const razorpayKeySecret = configuredKeySecret ?? (jwtSecret === '' ? '' : sandboxKeySecretFrom(jwtSecret));
  // Razorpay's webhook is off until its secret is set; the sandbox signs its own with a derived one.
  const razorpayWebhookSecret =
    configuredWebhookSecret ??
    (payments.paymentProvider === 'sandbox' && jwtSecret !== '' ? sandboxKeySecretFrom(jwtSecret, 'webhook-signatures') : null);

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    nodeEnv,
    ...places,
    ...sessions,
    logLevel,
    trustProxy,
    clientDist,
    ...uploads,
    ...submitLimits,
    ...grievancePlaces,
    ...payments,
    razorpayKeySecret,
    razorpayWebhookSecret,
    ...connections,
    ...certificates,
    serviceTimes,
    startupWarnings: Object.freeze(startupWarnings),
    smtpUrl,
    mailFrom,
    msg91,
    jwtSecret,
    aadhaarKeys: Object.freeze(aadhaarKeys),
    signingKey,
  });
}

/** Where the server listens and keeps its data: the port, the folders (private, checked before anything is written), the database. */
function placesOf(env: Env, read: ReadSetting) {
  const port = read(() => integer(env, 'PORT', 8080, 0, 65_535), 8080);
  const host = read(() => nonEmpty(env, 'HOST', '0.0.0.0'), '0.0.0.0');
  const dataDir = resolve(read(() => nonEmpty(env, 'DATA_DIR', './data'), './data'));
  const uploadDir = resolve(raw(env, 'UPLOAD_DIR') ?? join(dataDir, 'uploads'));
  // Before anything is written into them (the development keys): a folder others can open is refused.
  read(() => checkFolderPrivate('DATA_DIR', dataDir, 'the database, the uploaded documents and keys'), undefined);
  if (!uploadDir.startsWith(`${dataDir}${sep}`))
    read(() => checkFolderPrivate('UPLOAD_DIR', uploadDir, 'the uploaded documents'), undefined);
  const databaseUrl = read(() => databaseUrlOf(env), null);
  return { port, host, dataDir, uploadDir, databaseUrl };
}

/** How large an upload may be and how long a link to an uploaded document lives. */
function uploadSettingsOf(env: Env, read: ReadSetting, problems: string[]) {
  const uploadMaxFileBytes = read(
    () => integer(env, 'UPLOAD_MAX_FILE_BYTES', DEFAULT_MAX_FILE_BYTES, 1024, 100 * MIB),
    DEFAULT_MAX_FILE_BYTES,
  );
  const uploadMaxRequestBytes = read(
    () => integer(env, 'UPLOAD_MAX_REQUEST_BYTES', DEFAULT_UPLOAD_MAX_REQUEST_BYTES, 1024, 1024 * MIB),
    DEFAULT_UPLOAD_MAX_REQUEST_BYTES,
  );
  if (uploadMaxRequestBytes < uploadMaxFileBytes) {
    problems.push('UPLOAD_MAX_REQUEST_BYTES must be at least UPLOAD_MAX_FILE_BYTES (one file must fit in a request)');
  }
  const documentLinkTtlSeconds = read(
    () => integer(env, 'DOCUMENT_LINK_TTL_SECONDS', DEFAULT_DOCUMENT_LINK_TTL_SECONDS, 30, 86_400),
    DEFAULT_DOCUMENT_LINK_TTL_SECONDS,
  );
  return { uploadMaxFileBytes, uploadMaxRequestBytes, documentLinkTtlSeconds };
}

/** How many grievances and applications one may send, and complaints look up, per minute. */
function submitRateLimitsOf(env: Env, read: ReadSetting) {
  const grievanceSubmitRateLimitMax = read(() => integer(env, 'GRIEVANCE_SUBMIT_RATE_LIMIT_MAX', 60, 1, 100_000), 60);
  const grievanceLookupRateLimitMax = read(() => integer(env, 'GRIEVANCE_LOOKUP_RATE_LIMIT_MAX', 60, 1, 100_000), 60);
  const certificateSubmitRateLimitMax = read(() => integer(env, 'CERTIFICATE_SUBMIT_RATE_LIMIT_MAX', 20, 1, 100_000), 20);
  return { grievanceSubmitRateLimitMax, grievanceLookupRateLimitMax, certificateSubmitRateLimitMax };
}

/** How long a request and its headers may take to arrive, and how many connections one address may hold. */
function connectionSettingsOf(env: Env, read: ReadSetting, problems: string[]) {
  const requestTimeoutMs = read(
    () => integer(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 1000, 3_600_000),
    DEFAULT_REQUEST_TIMEOUT_MS,
  );
  const headersTimeoutMs = read(
    () => integer(env, 'HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS, 1000, 3_600_000),
    DEFAULT_HEADERS_TIMEOUT_MS,
  );
  if (headersTimeoutMs > requestTimeoutMs)
    problems.push('HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS (the headers are part of the request)');
  const connectionsPerIpMax = read(
    () => integer(env, 'CONNECTIONS_PER_IP_MAX', DEFAULT_CONNECTIONS_PER_IP_MAX, 1, 1_000_000),
    DEFAULT_CONNECTIONS_PER_IP_MAX,
  );
  return { requestTimeoutMs, headersTimeoutMs, connectionsPerIpMax };
}

function databaseUrlOf(env: Env): string | null {
  const value = raw(env, 'DATABASE_URL');
  if (value === undefined) return null;
  const url = parsedUrl(value);
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
    // Never echo the value: it usually holds a password.
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  return value;
}

function jwtSecretOf(env: Env, nodeEnv: NodeEnv, dataDir: string): string {
  const value = raw(env, 'JWT_SECRET');
  if (value !== undefined) {
    if (value.length < JWT_SECRET_MIN) throw new Error(`JWT_SECRET must be at least ${JWT_SECRET_MIN} characters`);
    return value;
  }
  if (nodeEnv === 'production') {
    throw new Error(`JWT_SECRET is required in production (at least ${JWT_SECRET_MIN} random characters)`);
  }
  try {
    return loadOrCreateDevJwtSecret(dataDir);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`JWT_SECRET is not set and no development secret could be kept in DATA_DIR: ${reason}`);
  }
}

/** Like JWT_SECRET: required in production, generated once into DATA_DIR elsewhere. */
function aadhaarKeysOf(env: Env, nodeEnv: NodeEnv, dataDir: string): AadhaarKey[] {
  const value = raw(env, 'AADHAAR_KEYS');
  if (value !== undefined) return parseAadhaarKeys(value);
  if (nodeEnv === 'production') {
    throw new Error('AADHAAR_KEYS is required in production: <key id>:<32 random bytes as base64>, e.g. 2026a:$(openssl rand -base64 32)');
  }
  try {
    return loadOrCreateDevAadhaarKeys(dataDir);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`AADHAAR_KEYS is not set and no development key could be kept in DATA_DIR: ${reason}`);
  }
}
