import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import { loadOrCreateDevSigningKey } from './dev-signing-key';
import type { SigningKey } from './sign-pdf';

/**
 * SIGNING_P12 (a PKCS#12 file's path) and SIGNING_P12_PASSWORD: the key and certificate that sign
 * every issued PDF. Required in production; elsewhere a self-signed one is generated once into
 * DATA_DIR when the first PDF is signed (an RSA key takes a moment to make; most test servers
 * never sign). A configured file is opened at start, so a wrong path or password stops the server
 * there and not at the first acceptance.
 */
export function signingKeyOf(
  setting: { path: string | undefined; password: string | undefined },
  production: boolean,
  dataDir: string,
  organisation: string,
): () => SigningKey {
  if (setting.path === undefined) {
    if (production)
      throw new Error(
        'SIGNING_P12 is required in production: the path of the PKCS#12 file (.p12) holding the key and certificate that sign certificates and receipts',
      );
    let generated: SigningKey | undefined;
    return () => (generated ??= developmentKey(dataDir, organisation));
  }
  if (setting.password === undefined) throw new Error('SIGNING_P12_PASSWORD is required with SIGNING_P12 (the password of the .p12 file)');
  let p12: Buffer;
  try {
    p12 = readFileSync(setting.path);
  } catch (err) {
    throw new Error(`SIGNING_P12 could not be read (${setting.path}): ${err instanceof Error ? err.message : String(err)}`);
  }
  const key = { p12, password: setting.password };
  if (!holdsKeyAndCertificate(key))
    throw new Error('SIGNING_P12 could not be opened with SIGNING_P12_PASSWORD, or it holds no private key and certificate');
  return () => key;
}

function developmentKey(dataDir: string, organisation: string): SigningKey {
  try {
    return loadOrCreateDevSigningKey(dataDir, organisation);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`SIGNING_P12 is not set and no development signing key could be kept in DATA_DIR: ${reason}`);
  }
}

function holdsKeyAndCertificate(key: SigningKey): boolean {
  try {
    const opened = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(key.p12.toString('binary')), key.password);
    const count = (bagType: string | undefined) => (bagType === undefined ? 0 : (opened.getBags({ bagType })[bagType]?.length ?? 0));
    const { pkcs8ShroudedKeyBag, keyBag, certBag } = forge.pki.oids;
    return count(pkcs8ShroudedKeyBag) + count(keyBag) > 0 && count(certBag) > 0;
  } catch {
    return false;
  }
}
