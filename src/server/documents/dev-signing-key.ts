import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { loadOrCreateDevSecret } from '../dev-secrets';
import type { SigningKey } from './sign-pdf';

const VALID_YEARS = 10;

/**
 * Development and test only: a self-signed signing certificate generated the first time and kept
 * in DATA_DIR, so that certificates issued before a restart still verify against the same key.
 * Production sets SIGNING_P12 and SIGNING_P12_PASSWORD.
 */
export function loadOrCreateDevSigningKey(dataDir: string, organisation: string): SigningKey {
  return loadOrCreateDevSecret<SigningKey>(dataDir, {
    name: 'signing-key.json',
    kind: 'signing key file',
    whenInvalid: 'Delete it to generate a new development key.',
    create: () => selfSignedKey(organisation),
    toJson: (key) => ({ p12: key.p12.toString('base64'), password: key.password }),
    fromJson: (json) => {
      if (typeof json !== 'object' || json === null || !('p12' in json) || !('password' in json)) return null;
      const { p12, password } = json;
      return typeof p12 === 'string' && typeof password === 'string' ? { p12: Buffer.from(p12, 'base64'), password } : null;
    },
  });
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
