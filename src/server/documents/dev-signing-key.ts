import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { isErrno } from '../lib/is-errno';
import type { SigningKey } from './sign-pdf';

const KEY_FILE = 'signing-key.json';
const VALID_YEARS = 10;

/**
 * Development and test only, like the JWT secret and the Aadhaar key: a self-signed signing
 * certificate generated the first time and kept in DATA_DIR (mode 0600), so that certificates
 * issued before a restart still verify against the same key. Production must set SIGNING_P12 and
 * SIGNING_P12_PASSWORD (config.ts refuses to start otherwise).
 */
export function loadOrCreateDevSigningKey(dataDir: string, organisation: string): SigningKey {
  const file = join(dataDir, KEY_FILE);
  const existing = readKey(file);
  if (existing) return existing;

  mkdirSync(dataDir, { recursive: true });
  const key = selfSignedKey(organisation);
  try {
    // 'wx': a process that created the file a moment ago wins, and both use its key.
    writeFileSync(file, `${JSON.stringify({ p12: key.p12.toString('base64'), password: key.password }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (isErrno(err, 'EEXIST')) {
      const raced = readKey(file);
      if (raced) return raced;
    }
    throw err;
  }
  chmodSync(file, 0o600);
  return key;
}

/** An RSA key (Node's generator: forge's own takes seconds) and a certificate it signs itself. */
function selfSignedKey(organisation: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgePrivate = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date(Date.now() + VALID_YEARS * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: `${organisation} (development signing key)` },
    { name: 'organizationName', value: organisation },
    { name: 'countryName', value: 'IN' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(forgePrivate, forge.md.sha256.create());
  const password = randomBytes(18).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(forgePrivate, [certificate], password, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), password };
}

function readKey(file: string): SigningKey | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return null;
    throw err;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'p12' in parsed && 'password' in parsed) {
      const { p12, password } = parsed;
      if (typeof p12 === 'string' && typeof password === 'string') return { p12: Buffer.from(p12, 'base64'), password };
    }
  } catch {
    // Reported below as one message.
  }
  throw new Error(`${file} is not a valid signing key file. Delete it to generate a new development key.`);
}
