/** Small but real documents: the server checks what a file is from its bytes, not its name. */

// A 1×1 PNG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const MINIMAL_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const photo = (name = 'photo.png'): UploadFile => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });

export const scan = (name = 'scan.pdf'): UploadFile => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(MINIMAL_PDF) });

/** A PDF of about `bytes` bytes (a scan as a phone's camera app makes it): the minimal one, padded with comment lines. */
export const largeScan = (name: string, bytes: number): UploadFile => {
  const line = `%${'0'.repeat(98)}\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(MINIMAL_PDF + line.repeat(Math.ceil(bytes / line.length))) };
};
