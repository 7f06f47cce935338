/*
 * Where a grievance is, as links a clerk follows: the phone's own maps app through a `geo:` URI
 * (RFC 5870, with the `q=` label Android's and most maps apps read), and OpenStreetMap on a
 * desktop, where `geo:` usually opens nothing.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

/** Five decimals: about a metre, finer than a phone's location. */
const degrees = (value: number) => value.toFixed(5);

/** The point as the page shows it and the links carry it: "13.08268, 80.27072". */
export function coordinatesText({ latitude, longitude }: Point): string {
  return `${degrees(latitude)}, ${degrees(longitude)}`;
}

/** `geo:13.08268,80.27072?q=13.08268,80.27072(GRV-…)`: the maps app opens at the point, labelled with the complaint ID. */
export function geoUri({ latitude, longitude }: Point, label: string): string {
  const point = `${degrees(latitude)},${degrees(longitude)}`;
  return `geo:${point}?q=${point}(${encodeURIComponent(label)})`;
}

/** OpenStreetMap with a marker at the point, at street level. */
export function openStreetMapUrl({ latitude, longitude }: Point): string {
  const [lat, lon] = [degrees(latitude), degrees(longitude)];
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`;
}

/** The place's point, when it has both halves. */
export function pointOf(place: { latitude: number | null; longitude: number | null } | null | undefined): Point | null {
  if (!place || place.latitude === null || place.longitude === null) return null;
  return { latitude: place.latitude, longitude: place.longitude };
}
