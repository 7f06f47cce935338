import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_KEPT_BYTES, compressImage, isPreparedSmaller } from '../../../src/client/offline/form/compress-image';

/*
 * Only a photo over 300 KB or over 1600 px on a side is prepared smaller (decision 041); any
 * other file is stored exactly as picked, with its name and type.
 */

const KB = 1024;

describe('which picked files are prepared smaller', () => {
  it('keeps a small photo within 1600 px as it is, whatever its type', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(isPreparedSmaller({ type, size: 2 * KB, width: 120, height: 90 }), type).toBe(false);
      expect(isPreparedSmaller({ type, size: MAX_KEPT_BYTES, width: 1600, height: 1600 }), type).toBe(false);
    }
  });

  it('prepares a photo over 300 KB, even a small one in pixels', () => {
    expect(MAX_KEPT_BYTES).toBe(300 * KB);
    expect(isPreparedSmaller({ type: 'image/png', size: MAX_KEPT_BYTES + 1, width: 800, height: 600 })).toBe(true);
    expect(isPreparedSmaller({ type: 'image/jpeg', size: 4 * 1024 * KB, width: 4000, height: 3000 })).toBe(true);
  });

  it('prepares a photo over 1600 px on either side, even a light one', () => {
    expect(isPreparedSmaller({ type: 'image/png', size: 40 * KB, width: 1601, height: 200 })).toBe(true);
    expect(isPreparedSmaller({ type: 'image/jpeg', size: 40 * KB, width: 300, height: 2400 })).toBe(true);
  });

  it('never prepares a file that is not a photo, however large', () => {
    expect(isPreparedSmaller({ type: 'application/pdf', size: 4 * 1024 * KB, width: 0, height: 0 })).toBe(false);
    expect(isPreparedSmaller({ type: 'image/gif', size: 4 * 1024 * KB, width: 4000, height: 3000 })).toBe(false);
    expect(isPreparedSmaller({ type: '', size: 4 * 1024 * KB, width: 4000, height: 3000 })).toBe(false);
  });
});

/**
 * What a browser gives the preparation: an image of these pixels, and a JPEG encoder whose result
 * is always 1 KB (smaller than any file below, so the old rule of "re-encode when it saves bytes"
 * would always re-encode).
 */
function browserImage(width: number, height: number) {
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width, height, close: () => undefined }));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext() {
        return { fillRect: () => undefined, drawImage: () => undefined };
      }
      convertToBlob() {
        return Promise.resolve(new Blob([new Uint8Array(KB)], { type: 'image/jpeg' }));
      }
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preparing a picked file', () => {
  it('stores a 2 KB PNG exactly as picked: its name, its type, its bytes', async () => {
    browserImage(120, 90);
    const bytes = new Uint8Array(2 * KB).map((_, index) => index % 251);
    const picked = new File([bytes], 'ration-card.png', { type: 'image/png' });
    const stored = await compressImage(picked);
    // The very file picked: nothing re-encoded, renamed or retyped.
    expect(stored).toBe(picked);
    expect(stored.name).toBe('ration-card.png');
    expect(stored.type).toBe('image/png');
  });

  it('makes a large photo a smaller JPEG', async () => {
    browserImage(4000, 3000);
    const picked = new File([new Uint8Array(900 * KB)], 'birth-record.png', { type: 'image/png' });
    const stored = await compressImage(picked);
    expect(stored.name).toBe('birth-record.jpg');
    expect(stored.type).toBe('image/jpeg');
    expect(stored.size).toBe(KB);
  });
});
