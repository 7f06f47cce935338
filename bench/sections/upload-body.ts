import { randomBytes } from 'node:crypto';
import { certificateBySlug } from '../../src/shared/domain/certificates/certificate-definitions';
import { todayInIndia } from '../../src/shared/domain/common/dates';

/** "5 MB" as a person means it, just under the server's 5 MiB per-file limit. */
export const PHOTO_BYTES = 5_000_000;

/**
 * A phone photo as the server sees it: a JPEG signature (the server detects the type from the
 * bytes), then incompressible bytes like a real photo's, and the end-of-image marker.
 */
function jpegPhoto(size: number): Buffer {
  const header = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  const end = Buffer.from([0xff, 0xd9]);
  return Buffer.concat([header, randomBytes(size - header.length - end.length), end]);
}

const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A complete, valid birth application with its 5 MB proof of birth, as a browser's FormData sends it. */
export async function birthApplicationBody(): Promise<{ apiPath: string; body: Buffer; contentType: string }> {
  const definition = certificateBySlug('birth');
  if (!definition) throw new Error('no birth certificate definition');
  const values: Record<string, string> = {
    childName: 'Kavya Senthil',
    // Ten days old: a date of birth may not be in the future.
    dob: todayInIndia(new Date(Date.now() - 10 * 86_400_000)),
    gender: 'Female',
    placeOfBirth: 'Government Hospital, Madurai',
    fatherName: 'Senthil Kumar',
    motherName: 'Revathi Senthil',
    address: '14, Gandhi Road, Pudur, Madurai - 625014',
    contact: '9876543210',
    informantName: 'Senthil Kumar',
    relation: 'Father',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('birthProof', new Blob([new Uint8Array(jpegPhoto(PHOTO_BYTES))], { type: 'image/jpeg' }), 'birth-proof.jpg');
  form.append('addressProof', new Blob([new Uint8Array(SMALL_PDF)], { type: 'application/pdf' }), 'ration-card.pdf');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    apiPath: definition.apiPath,
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}
