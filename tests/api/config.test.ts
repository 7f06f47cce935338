import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { productionIssuingEnv } from './helpers/production-signing';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
};

const AADHAAR_KEYS = `2026a:${Buffer.alloc(32, 7).toString('base64')}`;

describe('loadConfig', () => {
  it('applies the documented defaults and freezes the result', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: null,
      jwtExpiresInSeconds: 15 * 60,
      sessionTtlSeconds: 30 * 86_400,
      adminSessionTtlSeconds: 12 * 3600,
      sessionRefreshRateLimitMax: 300,
      adminSetupKey: null,
      scryptLogN: 17,
      authRateLimitMax: 30,
      logLevel: 'info',
      trustProxy: false,
      uploadDir: join(dataDir, 'uploads'),
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 20_000,
      connectionsPerIpMax: 200,
    });
    expect(config.clientDist).toBe(join(process.cwd(), 'dist/client'));
    expect(loadConfig({ DATA_DIR: dataDir, UPLOAD_DIR: 'shared/uploads' }).uploadDir).toBe(join(process.cwd(), 'shared/uploads'));
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('creates a missing DATA_DIR or UPLOAD_DIR for its owner only, and refuses one that other accounts can open, before writing into it', () => {
    const created = join(tempDir(), 'new', 'data');
    loadConfig({ DATA_DIR: created, NODE_ENV: 'test' });
    expect(statSync(created).mode & 0o777).toBe(0o700);

    const shared = tempDir();
    chmodSync(shared, 0o750);
    const error = problemsOf({ DATA_DIR: shared, NODE_ENV: 'test' });
    expect(error.problems).toEqual([
      `DATA_DIR ${shared} can be opened by other accounts of this machine (mode 750), and it holds the database, the uploaded documents and keys. Make it and everything in it private, then start again: chmod -R go-rwx ${shared}`,
    ]);
    // No development secret or key was generated into it.
    expect(readdirSync(shared)).toEqual([]);

    // An UPLOAD_DIR elsewhere is held to the same rule (one inside DATA_DIR is DATA_DIR's).
    const uploads = tempDir();
    chmodSync(uploads, 0o755);
    expect(problemsOf({ DATA_DIR: tempDir(), UPLOAD_DIR: uploads, NODE_ENV: 'test' }).problems).toEqual([
      `UPLOAD_DIR ${uploads} can be opened by other accounts of this machine (mode 755), and it holds the uploaded documents. Make it and everything in it private, then start again: chmod -R go-rwx ${uploads}`,
    ]);
    const newUploads = join(tempDir(), 'shared', 'uploads');
    loadConfig({ DATA_DIR: tempDir(), UPLOAD_DIR: newUploads, NODE_ENV: 'test' });
    expect(statSync(newUploads).mode & 0o777).toBe(0o700);
  });

  it('takes the request and headers timeouts and the connections per address, the headers within the request time', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '5000', CONNECTIONS_PER_IP_MAX: '7' });
    expect(config).toMatchObject({ requestTimeoutMs: 5000, headersTimeoutMs: 5000, connectionsPerIpMax: 7 });
    expect(problemsOf({ DATA_DIR: tempDir(), REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' }).problems).toEqual([
      'HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS (the headers are part of the request)',
    ]);
    expect(problemsOf({ DATA_DIR: tempDir(), REQUEST_TIMEOUT_MS: '10', CONNECTIONS_PER_IP_MAX: '0' }).problems).toEqual([
      'REQUEST_TIMEOUT_MS must be a whole number from 1000 to 3600000 (got "10")',
      'CONNECTIONS_PER_IP_MAX must be a whole number from 1 to 1000000 (got "0")',
    ]);
  });

  it('generates a development JWT secret once, keeps it in DATA_DIR/secrets.json with mode 0600, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwtSecret: first.jwtSecret });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).jwtSecret).toBe(first.jwtSecret);
  });

  it('stops at a damaged development secret file, says what to do with it, and leaves it as it was', () => {
    const cases = [
      { file: 'secrets.json', load: (dataDir: string) => loadConfig({ DATA_DIR: dataDir }), advice: 'Delete it to generate a new one' },
      {
        file: 'aadhaar-keys.json',
        load: (dataDir: string) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }),
        advice: 'Restore it from a backup',
      },
      {
        file: 'signing-key.json',
        load: (dataDir: string) => loadConfig({ DATA_DIR: dataDir }).signingKey(),
        advice: 'Delete it to generate a new development key',
      },
    ];
    for (const { file, load, advice } of cases) {
      const dataDir = tempDir();
      writeFileSync(join(dataDir, file), '{"half": "written"');
      expect(() => load(dataDir)).toThrow(`${join(dataDir, file)} is not a valid`);
      expect(() => load(dataDir)).toThrow(advice);
      expect(readFileSync(join(dataDir, file), 'utf8')).toBe('{"half": "written"');
    }
  });

  it('names every bad variable in one error, without echoing secrets', () => {
    const err = problemsOf({
      NODE_ENV: 'staging',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root:hunter2@db/portal',
      JWT_EXPIRES_IN: 'forever',
      SCRYPT_LOG_N: '12',
      AUTH_RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'maybe',
      ADMIN_SETUP_KEY: 'short',
      DATA_DIR: tempDir(),
    });
    for (const name of [
      'NODE_ENV',
      'PORT',
      'DATABASE_URL',
      'JWT_EXPIRES_IN',
      'SCRYPT_LOG_N',
      'AUTH_RATE_LIMIT_MAX',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'ADMIN_SETUP_KEY',
    ]) {
      expect(err.message).toContain(name);
    }
    expect(err.problems).toHaveLength(9);
    expect(err.message).not.toContain('hunter2');
    expect(err.message.startsWith('Invalid configuration:')).toBe(true);
  });

  it('requires a strong JWT_SECRET and an OWASP scrypt cost in production', () => {
    const missing = problemsOf({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(missing.message).toContain('JWT_SECRET is required in production');

    const weak = problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31), DATA_DIR: tempDir() });
    expect(weak.message).toContain('JWT_SECRET must be at least 32 characters');

    const cheap = problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SCRYPT_LOG_N: '14', DATA_DIR: tempDir() });
    expect(cheap.message).toContain('SCRYPT_LOG_N');

    const dataDir = tempDir();
    const ok = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: dataDir,
      AADHAAR_KEYS: AADHAAR_KEYS,
      ...productionIssuingEnv(),
    });
    expect(ok.scryptLogN).toBe(17);
    // Production never writes a secrets file.
    expect(() => statSync(join(dataDir, 'secrets.json'))).toThrow();
    expect(() => statSync(join(dataDir, 'aadhaar-keys.json'))).toThrow();
  });

  it('requires AADHAAR_KEYS in production, and generates one development key kept in DATA_DIR otherwise', () => {
    const missing = problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox', DATA_DIR: tempDir() });
    expect(missing.message).toContain('AADHAAR_KEYS is required in production');
    const short = problemsOf({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: tempDir(),
      AADHAAR_KEYS: 'k1:c2hvcnQ=',
    });
    expect(short.message).toContain('AADHAAR_KEYS must be');

    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(first.aadhaarKeys).toHaveLength(1);
    expect(again.aadhaarKeys[0]?.key.equals(first.aadhaarKeys[0]?.key ?? Buffer.alloc(0))).toBe(true);
    expect(statSync(join(dataDir, 'aadhaar-keys.json')).mode & 0o777).toBe(0o600);
    const configured = loadConfig({
      DATA_DIR: tempDir(),
      AADHAAR_KEYS: `new:${'ab'.repeat(32)},old:${Buffer.alloc(32, 1).toString('base64')}`,
    });
    expect(configured.aadhaarKeys.map((key) => key.id)).toEqual(['new', 'old']);
  });

  it('requires PUBLIC_URL and a signing key that opens in production, and makes a development key at the first signature otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: tempDir(),
      AADHAAR_KEYS: AADHAAR_KEYS,
    };
    const missing = problemsOf(production);
    expect(missing.message).toContain('PUBLIC_URL is required in production');
    expect(missing.message).toContain('SIGNING_P12 is required in production');
    const issuing = productionIssuingEnv();
    expect(problemsOf({ ...production, ...issuing, SIGNING_P12_PASSWORD: 'wrong' }).message).toContain(
      'SIGNING_P12 could not be opened with SIGNING_P12_PASSWORD',
    );
    expect(problemsOf({ ...production, ...issuing, SIGNING_P12: join(tempDir(), 'none.p12') }).message).toContain(
      'SIGNING_P12 could not be read',
    );
    expect(problemsOf({ ...production, ...issuing, PUBLIC_URL: 'ftp://portal' }).message).toContain('PUBLIC_URL must be');
    expect(problemsOf({ ...production, ...issuing, MUNICIPALITY_CODE: 'mdu/1' }).message).toContain('MUNICIPALITY_CODE must be');
    const ok = loadConfig({ ...production, ...issuing, PUBLIC_URL: 'https://portal.example.gov.in/', MUNICIPALITY_CODE: 'MDU' });
    expect(ok.publicUrl).toBe('https://portal.example.gov.in');
    expect(ok.municipalityCode).toBe('MDU');
    expect(ok.signingKey().password).toBe(issuing.SIGNING_P12_PASSWORD);

    const dataDir = tempDir();
    const development = loadConfig({ DATA_DIR: dataDir, PORT: '8123' });
    expect(development.publicUrl).toBe('http://localhost:8123');
    expect(development.municipalityCode).toBe('MUN');
    expect(() => statSync(join(dataDir, 'signing-key.json'))).toThrow();
    const key = development.signingKey();
    expect(statSync(join(dataDir, 'signing-key.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).signingKey().p12.equals(key.p12)).toBe(true);
  });

  it('accepts SCRYPT_LOG_N=14 outside production, and parses the other forms', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tempDir(),
      SCRYPT_LOG_N: '14',
      JWT_EXPIRES_IN: '30m',
      TRUST_PROXY: 'true',
      PORT: '0',
      DATABASE_URL: 'postgresql://portal:pw@localhost:5432/portal',
      LOG_LEVEL: 'silent',
    });
    expect(config).toMatchObject({ scryptLogN: 14, jwtExpiresInSeconds: 1800, trustProxy: true, port: 0, logLevel: 'silent' });
    expect(config.databaseUrl).toBe('postgresql://portal:pw@localhost:5432/portal');
  });

  it('treats empty variables as unset, as an env file with blank lines would give them', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '', ADMIN_SETUP_KEY: '  ' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeNull();
    expect(config.adminSetupKey).toBeNull();
  });
});
