import type * as LeafletModule from 'leaflet';
import leafletStylesheet from 'leaflet/dist/leaflet.css?url';

type Leaflet = typeof LeafletModule;

/** Close enough to see the street, far enough to see the corner it is on. */
const ZOOM = 17;

/**
 * Leaflet's stylesheet, linked once a map is drawn: the portal's one stylesheet (every page's,
 * cssCodeSplit off) would otherwise carry it to every first visit.
 */
function linkLeafletStylesheet(): void {
  if (document.querySelector(`link[href="${leafletStylesheet}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = leafletStylesheet;
  document.head.append(link);
}

/**
 * Draws the point on the tile server's map in `element`, and answers how to take the map away.
 * Leaflet is imported from here, a module the form itself loads only to draw a map: the chunks a
 * form fetches ahead for offline use (its dynamic imports) do not carry it, and tiles need a
 * connection anyway.
 */
export async function drawMap(element: HTMLElement, tileUrl: string, point: { latitude: number; longitude: number }) {
  linkLeafletStylesheet();
  const loaded: Leaflet & { default?: Leaflet } = await import('leaflet');
  // Leaflet is a CommonJS module: its functions are the namespace's, or its default's, by bundler.
  const leaflet = loaded.default ?? loaded;
  const centre: [number, number] = [point.latitude, point.longitude];
  const map = leaflet.map(element, { scrollWheelZoom: false }).setView(centre, ZOOM);
  leaflet.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
  // A circle, not Leaflet's pin: the pin's images would need their own paths in the build.
  leaflet.circleMarker(centre, { radius: 9, weight: 3 }).addTo(map);
  return () => map.remove();
}
