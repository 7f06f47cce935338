import { WARD_NAME_MAX, WARD_NAME_PATTERN } from '../../../shared/domain/staff/staff-schemas';
import { parsedUrl, raw } from '../../env-values';
import type { Env, ReadSetting } from '../../env-values';

/** The wards a municipality of Tamil Nadu's middle size has, until WARDS names its own. */
export const DEFAULT_WARDS = '1-36';
const RANGE_MAX = 500;

/**
 * Where a grievance is (decision 085): the municipality's wards (WARDS), the tile server of its map
 * (MAP_TILE_URL; none: no map, the form works without one), and the keys of the services that file
 * complaints through Open311 (OPEN311_API_KEYS; none: Open311 reads only).
 */
export function grievanceSettingsOf(env: Env, read: ReadSetting) {
  const wards = read(() => wardsOf(raw(env, 'WARDS') ?? DEFAULT_WARDS), wardsOf(DEFAULT_WARDS));
  const mapTileUrl = read(() => mapTileUrlOf(raw(env, 'MAP_TILE_URL')), null);
  const open311ApiKeys = read(() => open311KeysOf(raw(env, 'OPEN311_API_KEYS')), []);
  return { wards, mapTileUrl, open311ApiKeys };
}

/** "1-36", or names and ranges separated by commas: "1-20, 21A, Zone 3 East". Each ward once, in order. */
export function wardsOf(value: string): string[] {
  const wards: string[] = [];
  for (const item of value.split(',').map((part) => part.trim())) {
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(item);
    if (range) {
      const [first, last] = [Number(range[1]), Number(range[2])];
      if (first > last || last - first >= RANGE_MAX)
        throw new Error(`WARDS: the range ${item} must run upwards, at most ${RANGE_MAX} wards (got "${value}")`);
      for (let ward = first; ward <= last; ward += 1) wards.push(String(ward));
    } else if (item.length > WARD_NAME_MAX || !WARD_NAME_PATTERN.test(item)) {
      throw new Error(
        `WARDS must be ward names or numbers separated by commas, ranges such as 1-36 allowed, each at most ${WARD_NAME_MAX} letters, digits or spaces (got "${item}")`,
      );
    } else {
      wards.push(item);
    }
  }
  const unique = [...new Set(wards)];
  if (unique.length === 0) throw new Error('WARDS must name at least one ward');
  return unique;
}

/** MAP_TILE_URL: an http(s) template with {z}, {x} and {y}, as Leaflet takes it. */
function mapTileUrlOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  const url = parsedUrl(value.replace(/\{[a-z]\}/g, '0'));
  if (!url || !['https:', 'http:'].includes(url.protocol) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part)))
    throw new Error(
      `MAP_TILE_URL must be an https:// tile address with {z}, {x} and {y}, such as https://tile.example.org/{z}/{x}/{y}.png (got "${value}")`,
    );
  return value;
}

/** OPEN311_API_KEYS: comma-separated keys, each at least 24 characters (a guessable key files complaints in anyone's name). */
function open311KeysOf(value: string | undefined): string[] {
  if (value === undefined) return [];
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (keys.some((key) => key.length < 24 || /\s/.test(key)))
    throw new Error('OPEN311_API_KEYS must be keys of at least 24 characters without spaces, separated by commas');
  return keys;
}
