import { hkdfSync } from 'node:crypto';
import { join, resolve, sep } from 'node:path';
import { certificateDefinitions } from '../shared/domain/certificates/certificate-definitions';
import { DEFAULT_MAX_FILE_BYTES } from '../shared/domain/certificates/field-rules';
import { SERVICE_DAYS_MAX } from '../shared/domain/certificates/service-time';
import { municipality } from '../shared/domain/municipality';
import type { AadhaarKey } from './aadhaar/aadhaar-cipher';
import { parseAadhaarKeys } from './aadhaar/aadhaar-keys-config';
import { loadOrCreateDevAadhaarKeys } from './aadhaar/dev-aadhaar-keys';
import { loadOrCreateDevJwtSecret } from './dev-secrets';
import type { SigningKey } from './documents/sign-pdf';
import { signingKeyOf } from './documents/signing-key-config';
import { mailFromOf, msg91Of, smtpUrlOf } from './modules/notifications/notification-config';
import type { Msg91Config } from './modules/notifications/notification-config';
import { PAYMENT_PROVIDERS } from './payments/gateway';
import type { PaymentProvider } from './payments/gateway';
import { checkFolderPrivate } from './private-data-dir';
import { StartupError } from './startup-error';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** OWASP's scrypt recommendation is N=2^17; 14 keeps tests fast and is refused in production. */
export const SCRYPT_LOG_N_PRODUCTION_MIN = 17;
export const SCRYPT_LOG_N_MIN = 14;
/** 2^18 already needs 256 MiB per hash; more would let a burst of logins exhaust memory. */
export const SCRYPT_LOG_N_MAX = 18;

export const JWT_SECRET_MIN = 32;

const MIB = 1024 * 1024;
/** A whole application (several documents) in one request; each file is also capped on its own. */
export const DEFAULT_UPLOAD_MAX_REQUEST_BYTES = 25 * MIB;
/** Long enough to open a document from the dashboard, short enough that a leaked link soon dies. */
export const DEFAULT_DOCUMENT_LINK_TTL_SECONDS = 900;
export const ADMIN_SETUP_KEY_MIN = 12;
export const DEFAULT_RAZORPAY_API_BASE = 'https://api.razorpay.com';
export const DEFAULT_PAYMENT_GATEWAY_TIMEOUT_MS = 15_000;
export const RAZORPAY_KEY_SECRET_MIN = 16;
/** Twice the client's 30 s (spec section 7): an upload the client still waits for is never cut. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_MUNICIPALITY_CODE = 'MUN';
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
  /** Which payment gateway takes tax payments: the offline sandbox or Razorpay (DESIGN section 7). */
  readonly paymentProvider: PaymentProvider;
  /** Razorpay's public key id (rzp_test_… / rzp_live_…); null with the sandbox. */
  readonly razorpayKeyId: string | null;
  /** Signs and checks checkout signatures (and authenticates to Razorpay). Never sent to a client. */
  readonly razorpayKeySecret: string;
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
   * The service time of every certificate type, by slug: its definition's, or this municipality's
   * own from CERTIFICATE_SERVICE_DAYS. An application's answer is due that many days after it came.
   */
  readonly certificateServiceDays: Readonly<Record<string, number>>;
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
  /** Days within which an open grievance is to be answered (GRIEVANCE_SERVICE_DAYS): the work queue's due date. */
  readonly grievanceServiceDays: number;
  /** SMTP_URL: email goes out through it; null = written to the log instead. */
  readonly smtpUrl: string | null;
  /** MAIL_FROM: the sender of every email. */
  readonly mailFrom: string;
  /** MSG91 (MSG91_AUTH_KEY and the rest): SMS go out through it; null = written to the log instead. */
  readonly msg91: Msg91Config | null;
}

export type Env = Readonly<Record<string, string | undefined>>;

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
  const read = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
      return fallback;
    }
  };

  const nodeEnv = read(() => oneOf(env, 'NODE_ENV', NODE_ENVS, 'development'), 'development');
  const production = nodeEnv === 'production';
  const port = read(() => integer(env, 'PORT', 8080, 0, 65_535), 8080);
  const host = read(() => nonEmpty(env, 'HOST', '0.0.0.0'), '0.0.0.0');
  const dataDir = resolve(read(() => nonEmpty(env, 'DATA_DIR', './data'), './data'));
  const uploadDir = resolve(raw(env, 'UPLOAD_DIR') ?? join(dataDir, 'uploads'));
  // Before anything is written into them (the development keys below): a folder others can open is refused.
  read(() => checkFolderPrivate('DATA_DIR', dataDir, 'the database, the uploaded documents and keys'), undefined);
  if (!uploadDir.startsWith(`${dataDir}${sep}`)) read(() => checkFolderPrivate('UPLOAD_DIR', uploadDir, 'the uploaded documents'), undefined);
  const databaseUrl = read(() => databaseUrlOf(env), null);
  const jwtExpiresInSeconds = read(() => duration(env, 'JWT_EXPIRES_IN', '15m', 60, 3600), 15 * 60);
  const sessionTtlSeconds = read(() => duration(env, 'SESSION_TTL', '30d', 3600, 90 * 86_400), 30 * 86_400);
  const adminSessionTtlSeconds = read(() => duration(env, 'ADMIN_SESSION_TTL', '12h', 15 * 60, 7 * 86_400), 12 * 3600);
  const sessionRefreshRateLimitMax = read(() => integer(env, 'SESSION_REFRESH_RATE_LIMIT_MAX', 300, 1, 100_000), 300);
  const adminSetupKey = read(() => setupKeyOf(env), null);
  const scryptLogN = read(
    () => integer(env, 'SCRYPT_LOG_N', 17, production ? SCRYPT_LOG_N_PRODUCTION_MIN : SCRYPT_LOG_N_MIN, SCRYPT_LOG_N_MAX),
    17,
  );
  const authRateLimitMax = read(() => integer(env, 'AUTH_RATE_LIMIT_MAX', 30, 1, 100_000), 30);
  const logLevel = read(() => oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'), 'info');
  const trustProxy = read(() => boolean(env, 'TRUST_PROXY', false), false);
  const clientDist = resolve(read(() => nonEmpty(env, 'CLIENT_DIST', 'dist/client'), 'dist/client'));
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
  const grievanceSubmitRateLimitMax = read(() => integer(env, 'GRIEVANCE_SUBMIT_RATE_LIMIT_MAX', 60, 1, 100_000), 60);
  const grievanceLookupRateLimitMax = read(() => integer(env, 'GRIEVANCE_LOOKUP_RATE_LIMIT_MAX', 60, 1, 100_000), 60);
  const certificateSubmitRateLimitMax = read(() => integer(env, 'CERTIFICATE_SUBMIT_RATE_LIMIT_MAX', 20, 1, 100_000), 20);
  const paymentProvider = read(() => paymentProviderOf(env, production), 'sandbox');
  const razorpayKeyId = read(() => razorpayKeyIdOf(env, paymentProvider), null);
  const razorpayApiBase = read(() => razorpayApiBaseOf(env), DEFAULT_RAZORPAY_API_BASE);
  const paymentGatewayTimeoutMs = read(
    () => integer(env, 'RAZORPAY_TIMEOUT_MS', DEFAULT_PAYMENT_GATEWAY_TIMEOUT_MS, 1000, 120_000),
    DEFAULT_PAYMENT_GATEWAY_TIMEOUT_MS,
  );
  const configuredKeySecret = read(() => razorpayKeySecretOf(env, paymentProvider), null);
  const requestTimeoutMs = read(() => integer(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 1000, 3_600_000), DEFAULT_REQUEST_TIMEOUT_MS);
  const headersTimeoutMs = read(() => integer(env, 'HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS, 1000, 3_600_000), DEFAULT_HEADERS_TIMEOUT_MS);
  if (headersTimeoutMs > requestTimeoutMs) problems.push('HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS (the headers are part of the request)');
  const connectionsPerIpMax = read(
    () => integer(env, 'CONNECTIONS_PER_IP_MAX', DEFAULT_CONNECTIONS_PER_IP_MAX, 1, 1_000_000),
    DEFAULT_CONNECTIONS_PER_IP_MAX,
  );
  const certificateServiceDays = read(() => certificateServiceDaysOf(env), {});
  const publicUrl = read(() => publicUrlOf(env, production, port), '');
  const municipalityCode = read(() => municipalityCodeOf(env), DEFAULT_MUNICIPALITY_CODE);
  const grievanceServiceDays = read(() => integer(env, 'GRIEVANCE_SERVICE_DAYS', 7, 1, SERVICE_DAYS_MAX), 7);
  const smtpUrl = read(() => smtpUrlOf(env), null);
  const mailFrom = read(() => mailFromOf(env), '');
  const msg91 = read(() => msg91Of(env), null);
  // Last: only generate a development secret once everything else (DATA_DIR above all) is valid.
  // Production never generates one, so its missing JWT_SECRET is reported with the other problems.
  const jwtSecret = problems.length === 0 || production ? read(() => jwtSecretOf(env, nodeEnv, dataDir), '') : '';
  const aadhaarKeys = problems.length === 0 || production ? read(() => aadhaarKeysOf(env, nodeEnv, dataDir), []) : [];
  const signingKey = read(() => signingKeyOf({ path: raw(env, 'SIGNING_P12'), password: env.SIGNING_P12_PASSWORD }, production, dataDir, municipality.name), NO_SIGNING_KEY);
  // The sandbox needs a signing secret but no Razorpay account: derived from JWT_SECRET when unset.
  const razorpayKeySecret = configuredKeySecret ?? (jwtSecret === '' ? '' : sandboxKeySecretFrom(jwtSecret));

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl,
    jwtSecret,
    jwtExpiresInSeconds,
    sessionTtlSeconds,
    adminSessionTtlSeconds,
    sessionRefreshRateLimitMax,
    adminSetupKey,
    scryptLogN,
    authRateLimitMax,
    logLevel,
    trustProxy,
    uploadDir,
    clientDist,
    uploadMaxFileBytes,
    uploadMaxRequestBytes,
    documentLinkTtlSeconds,
    grievanceSubmitRateLimitMax,
    grievanceLookupRateLimitMax,
    certificateSubmitRateLimitMax,
    paymentProvider,
    razorpayKeyId,
    razorpayKeySecret,
    razorpayApiBase,
    paymentGatewayTimeoutMs,
    aadhaarKeys: Object.freeze(aadhaarKeys),
    requestTimeoutMs,
    headersTimeoutMs,
    connectionsPerIpMax,
    certificateServiceDays,
    publicUrl,
    municipalityCode,
    signingKey,
    grievanceServiceDays,
    smtpUrl,
    mailFrom,
    msg91,
  });
}

/** Unset and empty are the same: an empty line in an env file must not override a default. */
function raw(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return parsed;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = raw(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new Error(`${name} must be true or false (got "${value}")`);
}

function nonEmpty(env: Env, name: string, fallback: string): string {
  return raw(env, name) ?? fallback;
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** "90", "90s", "15m", "8h", "7d": plain numbers are seconds, as with jsonwebtoken. */
function duration(env: Env, name: string, fallback: string, minSeconds: number, maxSeconds: number): number {
  const value = raw(env, name) ?? fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value);
  const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? 1) : Number.NaN;
  if (!Number.isSafeInteger(seconds) || seconds < minSeconds || seconds > maxSeconds) {
    throw new Error(`${name} must be a duration from ${describeSeconds(minSeconds)} to ${describeSeconds(maxSeconds)} such as 15m, 12h or 30d (got "${value}")`);
  }
  return seconds;
}

function describeSeconds(seconds: number): string {
  const unit = seconds % 86_400 === 0 ? { name: 'day', size: 86_400 } : seconds % 3600 === 0 ? { name: 'hour', size: 3600 } : { name: 'minute', size: 60 };
  const count = seconds / unit.size;
  return `${count} ${unit.name}${count === 1 ? '' : 's'}`;
}

function databaseUrlOf(env: Env): string | null {
  const value = raw(env, 'DATABASE_URL');
  if (value === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
    // Never echo the value: it usually holds a password.
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  return value;
}

function setupKeyOf(env: Env): string | null {
  const value = raw(env, 'ADMIN_SETUP_KEY');
  if (value === undefined) return null;
  if (value.length < ADMIN_SETUP_KEY_MIN) {
    throw new Error(`ADMIN_SETUP_KEY must be at least ${ADMIN_SETUP_KEY_MIN} characters when set`);
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

/**
 * Sandbox by default, so the whole flow runs without the internet; but production must say which
 * one it means: a sandbox left on by accident would let anyone mark a tax paid without paying.
 */
function paymentProviderOf(env: Env, production: boolean): PaymentProvider {
  if (production && raw(env, 'PAYMENT_PROVIDER') === undefined) {
    throw new Error('PAYMENT_PROVIDER is required in production: razorpay, or sandbox for a demonstration where no money moves');
  }
  return oneOf(env, 'PAYMENT_PROVIDER', PAYMENT_PROVIDERS, 'sandbox');
}

function razorpayKeyIdOf(env: Env, provider: PaymentProvider): string | null {
  const value = raw(env, 'RAZORPAY_KEY_ID');
  if (provider !== 'razorpay') return null;
  if (value === undefined) throw new Error('RAZORPAY_KEY_ID is required when PAYMENT_PROVIDER=razorpay');
  if (!/^rzp_(test|live)_[A-Za-z0-9]{6,64}$/.test(value)) {
    throw new Error(`RAZORPAY_KEY_ID must be a Razorpay key id such as rzp_test_… or rzp_live_… (got "${value}")`);
  }
  return value;
}

/** Null when unset with the sandbox (a secret is then derived); never echoed in an error. */
function razorpayKeySecretOf(env: Env, provider: PaymentProvider): string | null {
  const value = raw(env, 'RAZORPAY_KEY_SECRET');
  if (value === undefined) {
    if (provider === 'razorpay') throw new Error('RAZORPAY_KEY_SECRET is required when PAYMENT_PROVIDER=razorpay');
    return null;
  }
  if (value.length < RAZORPAY_KEY_SECRET_MIN) throw new Error(`RAZORPAY_KEY_SECRET must be at least ${RAZORPAY_KEY_SECRET_MIN} characters`);
  return value;
}

/** HTTPS, except on this machine (a local stand-in of the API in tests). */
function razorpayApiBaseOf(env: Env): string {
  const value = raw(env, 'RAZORPAY_API_BASE') ?? DEFAULT_RAZORPAY_API_BASE;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const loopback = url !== null && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) || url.username || url.password || url.search || url.hash) {
    // Not echoed: a URL with credentials in it would put them in the log.
    throw new Error('RAZORPAY_API_BASE must be an https:// URL (http:// only for localhost) without credentials, query or fragment');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A key of its own for the sandbox's signatures, derived by HKDF so it reveals nothing of JWT_SECRET. */
function sandboxKeySecretFrom(jwtSecret: string): string {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', 'sandbox-payment-signatures', 32)).toString('base64url');
}

/**
 * CERTIFICATE_SERVICE_DAYS, such as `birth=7,income=21`: this municipality's service times. A type
 * left out keeps its definition's; each type named must exist, once, with 1 to 365 days.
 */
function certificateServiceDaysOf(env: Env): Readonly<Record<string, number>> {
  const days: Record<string, number> = Object.fromEntries(certificateDefinitions.map((definition) => [definition.slug, definition.serviceDays]));
  const value = raw(env, 'CERTIFICATE_SERVICE_DAYS');
  if (value === undefined) return Object.freeze(days);
  const named = new Set<string>();
  const wrong: string[] = [];
  for (const entry of value.split(',')) {
    const [, slug = '', count = ''] = /^\s*([a-z0-9-]+)\s*=\s*(\d{1,4})\s*$/.exec(entry) ?? [];
    if (!Object.hasOwn(days, slug) || named.has(slug) || Number(count) < 1 || Number(count) > SERVICE_DAYS_MAX) {
      wrong.push(`"${entry.trim()}"`);
      continue;
    }
    named.add(slug);
    days[slug] = Number(count);
  }
  if (wrong.length > 0) {
    const types = Object.keys(days).join(', ');
    throw new Error(
      `CERTIFICATE_SERVICE_DAYS must be type=days pairs separated by commas, such as birth=7,income=15: each type once (${types}), 1 to ${SERVICE_DAYS_MAX} days (wrong: ${wrong.join(', ')})`,
    );
  }
  return Object.freeze(days);
}

/** PUBLIC_URL: http(s), no credentials, query or fragment; this machine's address outside production. */
function publicUrlOf(env: Env, production: boolean, port: number): string {
  const value = raw(env, 'PUBLIC_URL');
  if (value === undefined) {
    if (production) throw new Error('PUBLIC_URL is required in production: the https:// address people open the portal at (the QR code of every certificate points there)');
    return `http://localhost:${port}`;
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || !['https:', 'http:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an https:// address without credentials, query or fragment, such as https://portal.example.gov.in (got "${value}")`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** MUNICIPALITY_CODE: 2 to 10 capital letters and digits, the first part of every certificate number. */
function municipalityCodeOf(env: Env): string {
  const value = raw(env, 'MUNICIPALITY_CODE') ?? DEFAULT_MUNICIPALITY_CODE;
  if (!/^[A-Z][A-Z0-9]{1,9}$/.test(value)) throw new Error(`MUNICIPALITY_CODE must be 2 to 10 capital letters and digits, starting with a letter, such as MDU (got "${value}")`);
  return value;
}
