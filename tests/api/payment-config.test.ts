import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { productionIssuingEnv } from './helpers/production-signing';
import type { Env } from '../../src/server/env-values';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-payment-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const JWT_SECRET = 'j'.repeat(40);
const KEY_SECRET = 'razorpay-secret-0123456789';
const base = (env: Env = {}): Env => ({ NODE_ENV: 'test', JWT_SECRET, DATA_DIR: tempDir(), ...env });

const problemsOf = (env: Env): string => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('expected a ConfigError');
};

describe('payment configuration', () => {
  it('defaults to the sandbox with a signing secret derived from JWT_SECRET, and no file written', () => {
    const config = loadConfig(base());
    expect(config).toMatchObject({
      paymentProvider: 'sandbox',
      razorpayKeyId: null,
      razorpayApiBase: 'https://api.razorpay.com',
      paymentGatewayTimeoutMs: 15_000,
    });
    expect(config.razorpayKeySecret.length).toBeGreaterThanOrEqual(32);
    expect(config.razorpayKeySecret).not.toContain(JWT_SECRET);
    // Stable across restarts (the same JWT_SECRET), different for another one.
    expect(loadConfig(base()).razorpayKeySecret).toBe(config.razorpayKeySecret);
    expect(loadConfig(base({ JWT_SECRET: 'k'.repeat(40) })).razorpayKeySecret).not.toBe(config.razorpayKeySecret);
    const dataDir = tempDir();
    loadConfig({ NODE_ENV: 'test', JWT_SECRET, DATA_DIR: dataDir });
    // Only the development Aadhaar key (decision 015); nothing for the payment secret.
    expect(readdirSync(dataDir)).toEqual(['aadhaar-keys.json']);
  });

  it('uses RAZORPAY_KEY_SECRET for the sandbox when set, and derives one in development without JWT_SECRET', () => {
    expect(loadConfig(base({ RAZORPAY_KEY_SECRET: KEY_SECRET })).razorpayKeySecret).toBe(KEY_SECRET);
    const dev = loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() });
    expect(dev.razorpayKeySecret.length).toBeGreaterThanOrEqual(32);
  });

  it('takes Razorpay with its key id, secret, API base and timeout', () => {
    const config = loadConfig(
      base({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_AbC123xyz',
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_API_BASE: 'http://127.0.0.1:9999/',
        RAZORPAY_TIMEOUT_MS: '2500',
      }),
    );
    expect(config).toMatchObject({
      paymentProvider: 'razorpay',
      razorpayKeyId: 'rzp_test_AbC123xyz',
      razorpayKeySecret: KEY_SECRET,
      razorpayApiBase: 'http://127.0.0.1:9999',
      paymentGatewayTimeoutMs: 2500,
    });
  });

  it('requires the key id and secret with Razorpay, without echoing the secret', () => {
    const missing = problemsOf(base({ PAYMENT_PROVIDER: 'razorpay' }));
    expect(missing).toContain('RAZORPAY_KEY_ID is required when PAYMENT_PROVIDER=razorpay');
    expect(missing).toContain('RAZORPAY_KEY_SECRET is required when PAYMENT_PROVIDER=razorpay');

    const bad = problemsOf(base({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'key_123', RAZORPAY_KEY_SECRET: 'short-secret' }));
    expect(bad).toContain('RAZORPAY_KEY_ID must be a Razorpay key id');
    expect(bad).toContain('RAZORPAY_KEY_SECRET must be at least 16 characters');
    expect(bad).not.toContain('short-secret');
  });

  it('refuses an unknown provider, a plain-http or credentialed API base, and a silly timeout', () => {
    expect(problemsOf(base({ PAYMENT_PROVIDER: 'paypal' }))).toContain('PAYMENT_PROVIDER must be one of sandbox, razorpay');
    expect(problemsOf(base({ RAZORPAY_API_BASE: 'http://api.razorpay.com' }))).toContain('RAZORPAY_API_BASE must be an https:// URL');
    const credentialed = problemsOf(base({ RAZORPAY_API_BASE: 'https://user:hunter2@api.razorpay.com' }));
    expect(credentialed).toContain('RAZORPAY_API_BASE');
    expect(credentialed).not.toContain('hunter2');
    expect(problemsOf(base({ RAZORPAY_API_BASE: 'not a url' }))).toContain('RAZORPAY_API_BASE');
    expect(problemsOf(base({ RAZORPAY_TIMEOUT_MS: '10' }))).toContain('RAZORPAY_TIMEOUT_MS');
  });

  it("turns Razorpay's webhook on with RAZORPAY_WEBHOOK_SECRET; the sandbox signs its own with a derived one", () => {
    const sandbox = loadConfig(base());
    expect(sandbox.razorpayWebhookSecret?.length).toBeGreaterThanOrEqual(32);
    expect(sandbox.razorpayWebhookSecret).not.toBe(sandbox.razorpayKeySecret);
    expect(sandbox.sandboxWebhookDelayMs).toBe(5000);
    expect(loadConfig(base({ SANDBOX_WEBHOOK_DELAY_MS: '0' })).sandboxWebhookDelayMs).toBe(0);
    expect(problemsOf(base({ SANDBOX_WEBHOOK_DELAY_MS: '-1' }))).toContain('SANDBOX_WEBHOOK_DELAY_MS');

    const razorpay = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_Abc123456', RAZORPAY_KEY_SECRET: KEY_SECRET };
    expect(loadConfig(base(razorpay)).razorpayWebhookSecret).toBeNull();
    const webhookSecret = 'webhook-secret-0123456789';
    expect(loadConfig(base({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: webhookSecret })).razorpayWebhookSecret).toBe(webhookSecret);
    const short = problemsOf(base({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: 'short-webhook' }));
    expect(short).toContain('RAZORPAY_WEBHOOK_SECRET must be at least 16 characters');
    expect(short).not.toContain('short-webhook');
  });

  it('makes production say which gateway it means; Razorpay there needs its keys', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET,
      DATA_DIR: tempDir(),
      AADHAAR_KEYS: `2026a:${'cd'.repeat(32)}`,
      ...productionIssuingEnv(),
    };
    expect(problemsOf(production)).toContain('PAYMENT_PROVIDER is required in production');
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'razorpay' })).toContain('RAZORPAY_KEY_SECRET is required');
    const live = loadConfig({
      ...production,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_AbC123xyz',
      RAZORPAY_KEY_SECRET: KEY_SECRET,
    });
    expect(live.razorpayKeyId).toBe('rzp_live_AbC123xyz');
  });
});
