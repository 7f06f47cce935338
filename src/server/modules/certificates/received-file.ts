import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { withoutBidiControls } from '../../../shared/validation/typed-text';

/** What the server knows of one uploaded file once it is on disk in uploads/.tmp. */
export interface ReceivedFile {
  field: string;
  /** Order within its field (a `multiple` upload keeps the order it was sent in). */
  position: number;
  originalName: string;
  tempPath: string;
  size: number;
  sha256: string;
  /** Detected from the bytes; null when file-type recognises none (text, garbage). */
  detectedType: string | null;
}

/** file-type's own sample size: enough for every format it knows, PDF and HEIC included. */
const SNIFF_BYTES = 4100;
const NAME_MAX = 200;

/**
 * Streams one uploaded file to `tempPath` (never held in memory whole) while counting its size,
 * hashing it and keeping its first bytes, from which the real type is detected afterwards.
 */
export async function receiveFile(
  source: Readable,
  target: { field: string; position: number; filename: string; tempPath: string },
): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      callback(null, chunk);
    },
  });
  // 'wx': a fresh random name, so an existing file can only mean something is wrong.
  await pipeline(source, inspect, createWriteStream(target.tempPath, { flags: 'wx', mode: 0o600 }));
  const detected = await fileTypeFromBuffer(Buffer.concat(head));
  return {
    field: target.field,
    position: target.position,
    originalName: cleanFileName(target.filename, target.field),
    tempPath: target.tempPath,
    size,
    sha256: hash.digest('hex'),
    detectedType: detected?.mime ?? null,
  };
}

/**
 * The name shown to the admin and sent back in Content-Disposition: no path, no control
 * characters, no bidirectional controls, bounded. It is only ever a label; the file on disk has a
 * random name.
 */
export function cleanFileName(filename: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f-\u009f]/g, ''))
    .trim()
    .slice(0, NAME_MAX);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}
