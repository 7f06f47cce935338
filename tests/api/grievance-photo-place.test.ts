import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import type { GrievanceAdminRow, GrievanceDetail } from '../../src/shared/api/admin-types';
import { apiPaths } from '../../src/shared/api/paths';
import type { GrievanceSubmitted } from '../../src/shared/api/submissions/grievance-types';
import { GRIEVANCE_PHOTO_MAX_BYTES } from '../../src/shared/domain/grievances/grievance-place';
import { auditLog, grievances } from '../../src/server/db/schema';
import { createOfficer, setupAdmin } from './helpers/accounts';
import { postMultipart, uploadsOnDisk } from './helpers/certificates';
import type { UploadPart } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, aGrievance, grievanceByComplaintId, metresBetween, submitGrievance } from './grievance-support';

/** A phone's photo: 3000×1000, turned by its EXIF orientation, with the camera and where it was taken. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 1000, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Artist: 'Lakshmi' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 16/1 0/1' },
    })
    .toBuffer();
}

/** A tiny PNG that claims 20000×20000 pixels (a decompression bomb), as a file's header says it. */
function decompressionBomb(): Buffer {
  const side = 20_000;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // one bit a pixel, greyscale
  const rows = deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The stored file's metadata as exiftool reads it (-n: numbers as numbers). */
function exifOf(path: string): Record<string, unknown> {
  const [tags] = JSON.parse(execFileSync('exiftool', ['-j', '-n', path], { encoding: 'utf8' })) as Record<string, unknown>[];
  return tags ?? {};
}

const textValues = (overrides: Record<string, string> = {}): Record<string, string> => ({
  ...(aGrievance() as Record<string, string>),
  ...overrides,
});
const photoPart = (bytes: Buffer, name = 'pipe.jpg'): UploadPart => ({ field: 'photo', name, bytes, type: 'image/jpeg' });

describe.each(testDatabases())('grievances with a photo and a place on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { ...UNLIMITED, WARDS: '1-20, Zone 3 East' } });
    admin = (await setupAdmin(t.app)).token;
    photo = await phonePhoto();
  });
  afterAll(() => t?.close());

  const submitMultipart = (values: Record<string, string>, files: UploadPart[], headers: Record<string, string> = {}) =>
    postMultipart(t.app, apiPaths.grievances, values, files, headers);
  const detail = async (id: string, token = admin) => {
    const response = await getWithToken(t.app, adminApiPaths.grievance(id), token);
    expect(response.status, response.text).toBe(200);
    return response.body as GrievanceDetail;
  };
  const countRows = async () => (await t.database.db.select().from(grievances)).length;

  describe('the photo', () => {
    beforeEach(() => {
      // Every case starts and ends with a clean temp folder.
      expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
    });

    it('is stored re-encoded as an upright JPEG of at most 2048 px, without its EXIF or GPS; the clerk opens it', async () => {
      const response = await submitMultipart(
        textValues({ latitude: '13.0827', longitude: '80.2707', ward: '4', landmark: 'Near the bus stand' }),
        [photoPart(photo)],
      );
      expect(response.status, response.text).toBe(201);
      const { complaintId } = response.body as GrievanceSubmitted;
      const row = await grievanceByComplaintId(t.database, complaintId);
      expect(row).toMatchObject({ latitude: 13.0827, longitude: 80.2707, ward: '4', landmark: 'Near the bus stand', source: 'portal' });
      expect(row.photoPath).toMatch(/^[0-9a-f]{32}$/);

      const stored = join(t.dataDir, 'uploads', row.photoPath ?? '');
      const tags = exifOf(stored);
      expect(tags.MIMEType).toBe('image/jpeg');
      expect(Object.keys(tags).filter((tag) => /^GPS|Make|Artist|Orientation|ExifVersion/.test(tag))).toEqual([]);
      // Orientation 6 turned the 3000×1000 picture upright (1000×3000), then fitted within 2048.
      expect([tags.ImageWidth, tags.ImageHeight]).toEqual([683, 2048]);
      expect(readFileSync(stored).equals(photo)).toBe(false);
      expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);

      const seen = await detail(row.id);
      expect(seen).toMatchObject({
        photoPath: row.photoPath,
        hasPhoto: true,
        ward: '4',
        place: { latitude: 13.0827, longitude: 80.2707, ward: '4', landmark: 'Near the bus stand' },
        source: 'portal',
        feedback: null,
        duplicateOf: null,
      });
      const opened = await request(t.app, {
        method: 'GET',
        url: `/uploads/${row.photoPath}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(opened.status).toBe(200);
      expect(opened.headers['content-type']).toBe('image/jpeg');
      const sights = await t.database.db.select().from(auditLog);
      expect(sights.some((line) => line.action === 'grievance.photo' && line.targetReference === complaintId)).toBe(true);
    });

    it('refuses what is not an image, by its bytes, naming the photo; nothing is stored', async () => {
      const before = { rows: await countRows(), files: uploadsOnDisk(t.dataDir).stored.length };
      const response = await submitMultipart(textValues(), [photoPart(Buffer.from('not a picture at all, just words'), 'pipe.jpg')]);
      const body = expectCodedError(response, 400);
      expect(body.code).toBe('grievance.photo_type');
      expect(body.fields?.photo).toBeDefined();
      expect({ rows: await countRows(), files: uploadsOnDisk(t.dataDir).stored.length }).toEqual(before);
      expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
    });

    it('refuses a photo over 5 MB with a 413 naming the photo, in Tamil too', async () => {
      const before = await countRows();
      const large = Buffer.concat([photo, Buffer.alloc(GRIEVANCE_PHOTO_MAX_BYTES)]);
      const response = await submitMultipart(textValues(), [photoPart(large)], { 'accept-language': 'ta' });
      const body = expectCodedError(response, 413);
      expect(body.fieldCodes?.photo).toBe('tooLarge');
      expect(body.error).toMatch(/[\u0B80-\u0BFF]/);
      expect(await countRows()).toBe(before);
      expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
    });

    it('refuses a decompression bomb (a tiny file of 20000×20000) before decoding it', async () => {
      const before = await countRows();
      const response = await submitMultipart(textValues(), [
        { field: 'photo', name: 'bomb.png', bytes: decompressionBomb(), type: 'image/png' },
      ]);
      const body = expectCodedError(response, 400);
      expect(body.code).toBe('grievance.photo_too_many_pixels');
      expect(body.fields?.photo).toBeDefined();
      expect(await countRows()).toBe(before);
      expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
    });

    it('refuses an image sharp cannot read with a 400', async () => {
      const truncated = photo.subarray(0, 400);
      const response = await submitMultipart(textValues(), [photoPart(truncated)]);
      expect(expectCodedError(response, 400).code).toBe('grievance.photo_unreadable');
      expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
    });

    it('a retry with the same Idempotency-Key answers the first complaint ID and stores no second file', async () => {
      const headers = { 'idempotency-key': 'photo-retry-0001' };
      const first = await submitMultipart(textValues(), [photoPart(photo)], headers);
      expect(first.status, first.text).toBe(201);
      const files = uploadsOnDisk(t.dataDir).stored.length;
      const rows = await countRows();
      const again = await submitMultipart(textValues(), [photoPart(photo)], headers);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect({ files: uploadsOnDisk(t.dataDir).stored.length, rows: await countRows() }).toEqual({ files, rows });
      // The same key with another photo is another request: refused, nothing stored.
      const other = await submitMultipart(textValues(), [photoPart(await sharp(photo).rotate(90).jpeg().toBuffer())], headers);
      expect(other.status).toBe(422);
      expect(uploadsOnDisk(t.dataDir).stored.length).toBe(files);
    });

    it('as multipart without a photo, and as JSON without a place, it is the grievance it always was', async () => {
      const multipart = await submitMultipart(textValues({ ward: '', landmark: '' }), []);
      expect(multipart.status, multipart.text).toBe(201);
      const row = await grievanceByComplaintId(t.database, (multipart.body as GrievanceSubmitted).complaintId);
      expect(row).toMatchObject({ photoPath: null, latitude: null, longitude: null, ward: null, landmark: null });
      const { complaintId } = await submitGrievance(t.app);
      expect(await grievanceByComplaintId(t.database, complaintId)).toMatchObject({ photoPath: null, ward: null });
    });
  });

  describe('the place', () => {
    it('is accepted in a JSON body too, the ward as the list writes it', async () => {
      const { complaintId } = await submitGrievance(t.app, {
        ...aGrievance(),
        latitude: 9.9252,
        longitude: 78.1198,
        ward: '07',
        landmark: ' Temple  gate ',
      });
      expect(await grievanceByComplaintId(t.database, complaintId)).toMatchObject({
        latitude: 9.9252,
        longitude: 78.1198,
        ward: '7',
        landmark: 'Temple  gate',
      });
    });

    it.each([
      ['outside India', { latitude: 51.5, longitude: -0.12 }, 'latitude'],
      ['half a point', { latitude: 13.08 }, 'longitude'],
      ['an unknown ward', { ward: '99' }, 'ward'],
    ])('refuses %s with a 400 naming the field, in both languages', async (_case, place, field) => {
      const before = await countRows();
      const english = expectCodedError(await postJson(t.app, apiPaths.grievances, { ...aGrievance(), ...place }), 400);
      expect(english.code).toBe('validation_failed');
      expect(english.fields?.[field]).toBeDefined();
      const tamil = expectCodedError(
        await postJson(t.app, apiPaths.grievances, { ...aGrievance(), ...place }, { 'accept-language': 'ta' }),
        400,
      );
      expect(tamil.fields?.[field]).toMatch(/[\u0B80-\u0BFF]/);
      expect(await countRows()).toBe(before);
    });

    it('refuses coordinates that are not numbers in multipart, naming them', async () => {
      const response = await submitMultipart(textValues({ latitude: 'north', longitude: '80.27' }), []);
      expect(expectCodedError(response, 400).fields?.latitude).toBeDefined();
    });

    it('GET /api/places answers the wards and the map tiles, cacheable', async () => {
      const response = await getWithToken(t.app, apiPaths.places);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ wards: [...Array.from({ length: 20 }, (_, i) => String(i + 1)), 'Zone 3 East'], mapTileUrl: null });
      expect(response.headers['cache-control']).toMatch(/public/);
    });
  });

  describe('officers of a ward', () => {
    it('see their ward’s grievances and those without a ward; another ward’s is 403, its photo too', async () => {
      const officer = (await createOfficer(t.app, admin, { departments: ['grievances'], wards: ['12'] })).token;
      const submit = async (ward: string | null, files: UploadPart[] = []) => {
        const response = await submitMultipart(textValues(ward === null ? {} : { ward }), files);
        expect(response.status, response.text).toBe(201);
        return grievanceByComplaintId(t.database, (response.body as GrievanceSubmitted).complaintId);
      };
      const mine = await submit('12');
      const none = await submit(null);
      const theirs = await submit('5', [photoPart(photo)]);

      const list = await getWithToken(t.app, `${adminApiPaths.list}?grievances.limit=100`, officer);
      expect(list.status, list.text).toBe(200);
      const ids = (list.body as { data: { grievances: GrievanceAdminRow[] } }).data.grievances.map((row) => row.complaintId);
      expect(ids).toEqual(expect.arrayContaining([mine.complaintId, none.complaintId]));
      expect(ids).not.toContain(theirs.complaintId);

      const exported = await getWithToken(t.app, '/api/admin/export/grievances.csv', officer);
      expect(exported.status, exported.text).toBe(200);
      expect(exported.text).toContain(mine.complaintId);
      expect(exported.text).not.toContain(theirs.complaintId);

      const queue = await getWithToken(t.app, `${adminApiPaths.queue}?limit=100`, officer);
      const queued = (queue.body as { items: { reference: string }[] }).items.map((item) => item.reference);
      expect(queued).toContain(mine.complaintId);
      expect(queued).not.toContain(theirs.complaintId);

      expect((await getWithToken(t.app, adminApiPaths.grievance(mine.id), officer)).status).toBe(200);
      expect(expectCodedError(await getWithToken(t.app, adminApiPaths.grievance(theirs.id), officer), 403).code).toBe(
        'staff.outside_scope',
      );
      const status = await postJson(
        t.app,
        adminApiPaths.grievanceStatus(theirs.id),
        { status: 'Resolved' },
        { authorization: `Bearer ${officer}` },
      );
      expect(status.status).toBe(403);
      expect((await grievanceByComplaintId(t.database, theirs.complaintId)).status).toBe('Pending');
      const opened = await request(t.app, {
        method: 'GET',
        url: `/uploads/${theirs.photoPath}`,
        headers: { authorization: `Bearer ${officer}` },
      });
      expect(opened.status).toBe(403);
    });
  });

  describe('possible duplicates', () => {
    it('lists open grievances of its subject within 100 m or of its ward and landmark, nearest first, never itself', async () => {
      const at = (latitude: number, extra: Record<string, unknown> = {}) =>
        submitGrievance(t.app, { ...aGrievance({ subject: 'cleanliness' }), latitude, longitude: 77.5946, ...extra });
      const here = await at(12.9716);
      const near = await at(12.9722); // about 67 m north
      const nearer = await at(12.9718); // about 22 m
      const far = await at(12.9816); // about 1.1 km
      const otherSubject = await submitGrievance(t.app, { ...aGrievance({ subject: 'water' }), latitude: 12.9716, longitude: 77.5946 });
      const landmark = await submitGrievance(t.app, { ...aGrievance({ subject: 'cleanliness' }), ward: '3', landmark: 'Old  Market gate' });
      const sameLandmark = await submitGrievance(t.app, {
        ...aGrievance({ subject: 'cleanliness' }),
        ward: '03',
        landmark: 'old market GATE',
      });

      const hereRow = await grievanceByComplaintId(t.database, here.complaintId);
      const found = (await detail(hereRow.id)).possibleDuplicates ?? [];
      expect(found.map((item) => item.complaintId)).toEqual([nearer.complaintId, near.complaintId]);
      // The SQL's haversine is the shared one's.
      const metres = (latitude: number) =>
        Math.round(metresBetween({ latitude: 12.9716, longitude: 77.5946 }, { latitude, longitude: 77.5946 }));
      expect(found.map((item) => item.metres)).toEqual([metres(12.9718), metres(12.9722)]);
      const ids = found.map((item) => item.complaintId);
      expect(ids).not.toContain(far.complaintId);
      expect(ids).not.toContain(otherSubject.complaintId);

      const landmarkRow = await grievanceByComplaintId(t.database, landmark.complaintId);
      const byLandmark = (await detail(landmarkRow.id)).possibleDuplicates ?? [];
      expect(byLandmark.map((item) => [item.complaintId, item.metres])).toEqual([[sameLandmark.complaintId, null]]);

      // A resolved grievance is no longer a possible duplicate.
      const nearerRow = await grievanceByComplaintId(t.database, nearer.complaintId);
      await postJson(t.app, adminApiPaths.grievanceStatus(nearerRow.id), { status: 'Resolved' }, { authorization: `Bearer ${admin}` });
      expect(((await detail(hereRow.id)).possibleDuplicates ?? []).map((item) => item.complaintId)).toEqual([near.complaintId]);
    });

    it('a clerk marks one a duplicate of another by its complaint ID, and unmarks it; not itself, not an unknown one', async () => {
      const first = await grievanceByComplaintId(t.database, (await submitGrievance(t.app)).complaintId);
      const second = await grievanceByComplaintId(t.database, (await submitGrievance(t.app)).complaintId);
      const mark = (id: string, of: string | null) =>
        postJson(t.app, adminApiPaths.grievanceDuplicate(id), { of }, { authorization: `Bearer ${admin}` });

      const marked = await mark(second.id, first.complaintId.toLowerCase());
      expect(marked.status, marked.text).toBe(200);
      expect((await detail(second.id)).duplicateOf).toEqual({ _id: first.id, complaintId: first.complaintId });
      const lines = await t.database.db.select().from(auditLog);
      expect(lines.some((line) => line.action === 'grievance.duplicate' && line.targetId === second.id)).toBe(true);

      expect(expectCodedError(await mark(first.id, first.complaintId), 400).code).toBe('grievance.duplicate_self');
      expect(expectCodedError(await mark(first.id, 'GRV-ZZZZ-ZZZZ'), 404).code).toBe('grievance.duplicate_not_found');
      expect(expectCodedError(await mark(first.id, 42 as never), 400).code).toBe('validation_failed');

      expect((await mark(second.id, null)).status).toBe(200);
      expect((await detail(second.id)).duplicateOf).toBeNull();
    });
  });
});
