import { hkdfSync } from 'node:crypto';
import { integer, oneOf, parsedUrl, raw } from '../env-values';
import type { Env, ReadSetting } from '../env-values';
import { PAYMENT_PROVIDERS } from './gateway';
import type { PaymentProvider } from './gateway';

export const DEFAULT_RAZORPAY_API_BASE = 'https://api.razorpay.com';
export const DEFAULT_PAYMENT_GATEWAY_TIMEOUT_MS = 15_000;
export const RAZORPAY_KEY_SECRET_MIN = 16;
/**
 * How long after its checkout takes the money the sandbox delivers its `payment.captured` webhook,
 * as Razorpay does a few seconds later: the browser's verify usually comes first.
 */
export const DEFAULT_SANDBOX_WEBHOOK_DELAY_MS = 5_000;

/** PAYMENT_PROVIDER and the RAZORPAY_ settings; the key secret is null when the sandbox derives its own. */
export function paymentSettingsOf(env: Env, read: ReadSetting, production: boolean) {
  const paymentProvider = read(() => paymentProviderOf(env, production), 'sandbox');
  const razorpayKeyId = read(() => razorpayKeyIdOf(env, paymentProvider), null);
  const razorpayApiBase = read(() => razorpayApiBaseOf(env), DEFAULT_RAZORPAY_API_BASE);
  const paymentGatewayTimeoutMs = read(
    () => integer(env, 'RAZORPAY_TIMEOUT_MS', DEFAULT_PAYMENT_GATEWAY_TIMEOUT_MS, 1000, 120_000),
    DEFAULT_PAYMENT_GATEWAY_TIMEOUT_MS,
  );
  const configuredKeySecret = read(() => razorpayKeySecretOf(env, paymentProvider), null);
  const configuredWebhookSecret = read(() => webhookSecretOf(env), null);
  const sandboxWebhookDelayMs = read(
    () => integer(env, 'SANDBOX_WEBHOOK_DELAY_MS', DEFAULT_SANDBOX_WEBHOOK_DELAY_MS, 0, 600_000),
    DEFAULT_SANDBOX_WEBHOOK_DELAY_MS,
  );
  const taxRegister = read(() => oneOf(env, 'TAX_REGISTER', TAX_REGISTER_MODES, 'open'), 'open');
  return {
    paymentProvider,
    razorpayKeyId,
    razorpayApiBase,
    paymentGatewayTimeoutMs,
    configuredKeySecret,
    configuredWebhookSecret,
    sandboxWebhookDelayMs,
    taxRegister,
  };
}

/**
 * TAX_REGISTER: whether a bill the register does not hold may still be paid as the citizen assessed
 * it (`open`, the default, so the spec's form keeps working) or is refused (`closed`): decision 075.
 */
export const TAX_REGISTER_MODES = ['open', 'closed'] as const;
export type TaxRegisterMode = (typeof TAX_REGISTER_MODES)[number];

/** RAZORPAY_WEBHOOK_SECRET, the secret set on the webhook in Razorpay's dashboard (not the key secret); never echoed. */
function webhookSecretOf(env: Env): string | null {
  const value = raw(env, 'RAZORPAY_WEBHOOK_SECRET');
  if (value === undefined) return null;
  if (value.length < RAZORPAY_KEY_SECRET_MIN)
    throw new Error(`RAZORPAY_WEBHOOK_SECRET must be at least ${RAZORPAY_KEY_SECRET_MIN} characters`);
  return value;
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
  const url = parsedUrl(value);
  const loopback = url !== null && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (
    !url ||
    !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    // Not echoed: a URL with credentials in it would put them in the log.
    throw new Error('RAZORPAY_API_BASE must be an https:// URL (http:// only for localhost) without credentials, query or fragment');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A key of its own for the sandbox's signatures, derived by HKDF so it reveals nothing of JWT_SECRET. */
export function sandboxKeySecretFrom(
  jwtSecret: string,
  purpose: 'payment-signatures' | 'webhook-signatures' = 'payment-signatures',
): string {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', `sandbox-${purpose}`, 32)).toString('base64url');
}
