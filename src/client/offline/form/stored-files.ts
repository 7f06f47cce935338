import { randomId } from '../../lib/calls/random-id';
import type { StoredFile } from '../db';
import { isQuotaError } from './storage';

/** Files per upload field, as a form holds them. */
export type FilesByField = Record<string, readonly File[]>;

/**
 * Remembers the size a File had before compression, for the "Reduced from … to …" note, without
 * wrapping the File (Formik and FormData take the File itself).
 */
const originalSizes = new WeakMap<File, number>();

export function rememberOriginalSize(file: File, originalSize: number): void {
  originalSizes.set(file, originalSize);
}

export function originalSizeOf(file: File): number | undefined {
  return originalSizes.get(file);
}

/**
 * How a file's bytes go into IndexedDB. As a Blob (the File itself) they are copied to disk by the
 * browser, without being read into JavaScript first, which is much faster for a phone's photo
 * (docs/performance.md). As an ArrayBuffer they are read first, for a browser that refuses Blobs.
 */
export type BytesAs = 'blob' | 'buffer';

/**
 * Runs a write of file rows with the files as Blobs, and again with their bytes as ArrayBuffers
 * if the browser fails it for any reason but a full disk (older Safari and some private modes
 * cannot store a Blob; a file that can no longer be read fails the second time with its own error).
 * The write is one transaction, so the failed attempt left nothing behind.
 */
export async function writeWithFiles<T>(write: (bytesAs: BytesAs) => Promise<T>): Promise<T> {
  try {
    return await write('blob');
  } catch (err) {
    if (isQuotaError(err)) throw err;
    return write('buffer');
  }
}

/**
 * The rows for a form's files. With `buffer` every file's bytes are read first: an IndexedDB
 * transaction commits as soon as it waits for anything else, so they must be in hand before the
 * transaction that stores them opens.
 */
export async function toStoredFiles(parent: string, files: FilesByField, bytesAs: BytesAs): Promise<StoredFile[]> {
  const rows: StoredFile[] = [];
  for (const [field, list] of Object.entries(files)) {
    for (const [position, file] of list.entries()) {
      rows.push(await toStoredFile(parent, field, position, file, bytesAs));
    }
  }
  return rows;
}

async function toStoredFile(parent: string, field: string, position: number, file: File, bytesAs: BytesAs): Promise<StoredFile> {
  const originalSize = originalSizeOf(file);
  return {
    id: randomId(),
    parent,
    field,
    position,
    name: file.name,
    type: file.type,
    size: file.size,
    lastModified: file.lastModified,
    ...(originalSize !== undefined ? { originalSize } : {}),
    data: bytesAs === 'blob' ? file : await readBytes(file),
  };
}

/** File.arrayBuffer where it exists; FileReader for older Safari (before 14) and jsdom. */
function readBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsArrayBuffer(file);
  });
}

/** Back to File objects per field, in their upload order: ready for Formik and FormData. */
export function toFiles(rows: readonly StoredFile[]): Record<string, File[]> {
  const byField: Record<string, File[]> = {};
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    const file = new File([row.data], row.name, { type: row.type, lastModified: row.lastModified });
    if (row.originalSize !== undefined) rememberOriginalSize(file, row.originalSize);
    (byField[row.field] ??= []).push(file);
  }
  return byField;
}
