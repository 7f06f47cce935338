import sharp from 'sharp';
import {
  GRIEVANCE_PHOTO_MAX_PIXELS,
  GRIEVANCE_PHOTO_STORED_SIDE,
  GRIEVANCE_PHOTO_TYPES,
} from '../../../shared/domain/grievances/grievance-place';
import { badRequest, fieldError } from '../../http/http-error';
import type { ReceivedFile } from '../certificates/received-file';
import { tempPathFor } from '../certificates/upload-store';
import type { UploadDirs } from '../certificates/upload-store';

/** The multipart part that carries a grievance's photo. */
export const PHOTO_FIELD = 'photo';

/** How sharp decodes every photo: never more pixels than the limit (checked from the header before, and by sharp itself as it decodes). */
const SHARP_OPTIONS = { limitInputPixels: GRIEVANCE_PHOTO_MAX_PIXELS, failOn: 'error' } as const;

/**
 * A received photo made fit to store (decision 085): a JPEG, PNG or WebP by its bytes, of at most
 * GRIEVANCE_PHOTO_MAX_PIXELS by its header (read before decoding: a small file of huge dimensions
 * is refused before it fills the memory), re-encoded as a JPEG turned upright by its EXIF
 * orientation, fitted within GRIEVANCE_PHOTO_STORED_SIDE without enlarging, and without any of its
 * metadata (GPS, camera, owner). The original bytes are never kept. The re-encoded file is written
 * to uploads/.tmp; its path is pushed to `tempPaths` first, so the caller always removes it.
 */
export async function reencodedPhoto(photo: ReceivedFile, context: { dirs: UploadDirs; tempPaths: string[] }): Promise<string> {
  if (photo.detectedType === null || !(GRIEVANCE_PHOTO_TYPES as readonly string[]).includes(photo.detectedType))
    throw badRequest('grievance.photo_type', fieldError(PHOTO_FIELD, 'wrongType'));
  // The header only, nothing decoded: without a limit here, so that a huge one is told apart from an unreadable one.
  const { width, height } = await sharp(photo.tempPath, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!width || !height) throw unreadable();
  if (width * height > GRIEVANCE_PHOTO_MAX_PIXELS)
    throw badRequest('grievance.photo_too_many_pixels', {
      values: { megapixels: GRIEVANCE_PHOTO_MAX_PIXELS / 1_000_000 },
      ...fieldError(PHOTO_FIELD, 'tooLarge'),
    });

  const target = tempPathFor(context.dirs);
  context.tempPaths.push(target);
  await sharp(photo.tempPath, SHARP_OPTIONS)
    .rotate()
    .resize({ width: GRIEVANCE_PHOTO_STORED_SIDE, height: GRIEVANCE_PHOTO_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toFile(target)
    .catch(() => {
      // A header that reads but a body that does not decode (truncated, corrupt) is the sender's, not a 500.
      throw unreadable();
    });
  return target;
}

function unreadable() {
  return badRequest('grievance.photo_unreadable', fieldError(PHOTO_FIELD, 'wrongType'));
}
