import { rememberOriginalSize } from './stored-files';

/** Photos of documents stay readable at this size and become much smaller (docs/decisions/041). */
export const MAX_IMAGE_SIDE = 1600;
/** A picked image this size or smaller, and no larger than MAX_IMAGE_SIDE, is kept exactly as it is (docs/decisions/041). */
export const MAX_KEPT_BYTES = 300 * 1024;
export const JPEG_QUALITY = 0.8;
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** What is known of a picked file once it is decoded: its type and size, and its pixels. */
export interface PickedImage {
  type: string;
  size: number;
  width: number;
  height: number;
}

/**
 * Whether a picked file is prepared smaller: a photo (JPEG, PNG, WebP) over 300 KB or over 1600 px
 * on a side. Anything else is stored and sent exactly as picked, with its name and type: a small
 * scan re-encoded saves a kilobyte and costs its PNG's sharpness and its name.
 */
export function isPreparedSmaller(image: PickedImage): boolean {
  if (!COMPRESSIBLE.has(image.type)) return false;
  return image.size > MAX_KEPT_BYTES || Math.max(image.width, image.height) > MAX_IMAGE_SIDE;
}

/**
 * Downscales a photo to at most 1600 px on its long side and re-encodes it as JPEG (quality 0.8),
 * before it is stored as a draft or sent: phone photos are 3 to 6 MB and village links are slow.
 * Only a photo isPreparedSmaller() names is: every other file is returned untouched, and so is any
 * image the result would not make smaller and any image the browser cannot decode. JPEG is
 * accepted by every upload field (file-checks).
 */
export async function compressImage(file: File): Promise<File> {
  if (!COMPRESSIBLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // 'from-image' applies the EXIF orientation: a photo taken upright stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (!isPreparedSmaller({ type: file.type, size: file.size, width: bitmap.width, height: bitmap.height })) return file;
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const blob = await drawAsJpeg(bitmap, width, height);
    if (!blob || blob.size >= file.size) return file;
    const compressed = new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
    rememberOriginalSize(compressed, file.size);
    return compressed;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    paint(context, bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  paint(context, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

function paint(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, width: number, height: number) {
  // JPEG has no transparency: a transparent PNG scan would turn black without a white page under it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}
