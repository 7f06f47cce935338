import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';

/** The municipality's signing key and certificate: a PKCS#12 file's bytes and its password. */
export interface SigningKey {
  p12: Buffer;
  password: string;
}

/** Room for the CMS signature (the certificate chain included), in bytes. */
const SIGNATURE_LENGTH = 8192;

/**
 * Signs a whole PDF (decision 050): pdf-lib adds the signature's placeholder (the pdfkit
 * placeholder package pins an old pdfkit), @signpdf computes the detached PKCS#7 signature over
 * every byte but the signature itself.
 */
export async function signPdf(pdf: Buffer, key: SigningKey, about: { reason: string; name: string; location: string }): Promise<Buffer> {
  const document = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: about.reason,
    name: about.name,
    location: about.location,
    contactInfo: '',
    signatureLength: SIGNATURE_LENGTH,
  });
  const withPlaceholder = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, new P12Signer(key.p12, { passphrase: key.password }));
}
