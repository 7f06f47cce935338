import { describe, expect, it } from 'vitest';
import { placeTexts } from '../../../src/client/features/grievances/components/grievance-messages';
import grievanceEnglish from '../../../src/client/features/grievances/grievance-texts.en';
import grievanceTamil from '../../../src/client/features/grievances/grievance-texts.ta';
import { checkPhoto, locationProblemOf, pointValues, validatePlace } from '../../../src/client/features/grievances/place/grievance-values';
import { grievancePlaceTexts } from '../../../src/shared/domain/grievances/grievance-place';

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

describe('the place, reopening and rating checks', () => {
  it('say in English exactly what the server says, and in Tamil in Tamil', () => {
    expect(placeTexts(grievanceEnglish)).toEqual(grievancePlaceTexts);
    const tamil = Object.values(placeTexts(grievanceTamil));
    expect(tamil.filter((text) => !TAMIL_LETTER.test(text))).toEqual([]);
  });

  it('take a ward of the list and a point in India, and refuse a point elsewhere as one thing: the location', async () => {
    const wards = ['1', '2', 'Zone 3 East'];
    expect(
      await validatePlace({ latitude: '13.08', longitude: '80.27', ward: 'Zone 3 East', landmark: '' }, wards, grievancePlaceTexts),
    ).toEqual({});
    expect(await validatePlace({ latitude: '', longitude: '', ward: '', landmark: '' }, wards, grievancePlaceTexts)).toEqual({});
    expect(await validatePlace({ latitude: '13.08', longitude: '-0.12', ward: '', landmark: '' }, wards, grievancePlaceTexts)).toEqual({
      latitude: grievancePlaceTexts.outsideIndia,
    });
    expect(await validatePlace({ latitude: '', longitude: '', ward: '99', landmark: '' }, wards, grievancePlaceTexts)).toEqual({
      ward: grievancePlaceTexts.wardUnknown,
    });
    // Without the list (offline), a ward kept in a draft is the server's to check.
    expect(await validatePlace({ latitude: '', longitude: '', ward: '99', landmark: '' }, null, grievancePlaceTexts)).toEqual({});
  });

  it('take one JPEG, PNG or WebP photo of at most 5 MB', () => {
    const texts = grievanceEnglish.photo;
    const photo = (type: string, size: number) => [new File([new Uint8Array(size)], 'p', { type })];
    expect(checkPhoto([], texts)).toEqual({});
    expect(checkPhoto(photo('image/webp', 10), texts)).toEqual({});
    expect(checkPhoto(photo('application/pdf', 10), texts)).toEqual({ photo: 'Choose a photo in JPEG, PNG or WebP format.' });
    expect(checkPhoto(photo('image/jpeg', 5 * 1024 * 1024 + 1), texts)).toEqual({ photo: 'Choose a photo of at most 5 MB.' });
  });

  it('keep the phone’s point to a tenth of a metre, and name why there is none', () => {
    expect(pointValues({ latitude: 13.082712345, longitude: 80.270712345, accuracy: 12.6 })).toEqual({
      latitude: '13.082712',
      longitude: '80.270712',
      accuracy: '13',
    });
    expect([1, 2, 3].map(locationProblemOf)).toEqual(['denied', 'unavailable', 'timeout']);
  });
});
