import { useEffect, useRef } from 'react';
import { grievanceTexts } from '../grievance-texts';
import styles from './place.module.css';

interface PlaceMapProps {
  tileUrl: string;
  latitude: number;
  longitude: number;
}

/**
 * The point on the municipality's map, only where MAP_TILE_URL names a tile server: Leaflet is
 * loaded when a map is first shown, never with the page. The point's numbers are written beside
 * it: the map adds the streets around it.
 */
export function PlaceMap({ tileUrl, latitude, longitude }: PlaceMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | null = null;
    void import('./draw-map')
      .then(async ({ drawMap }) => {
        const element = container.current;
        if (cancelled || !element) return;
        const removeMap = await drawMap(element, tileUrl, { latitude, longitude });
        if (cancelled) removeMap();
        else remove = removeMap;
      })
      // No map (offline, or the module could not be fetched): the point is written beside it.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [tileUrl, latitude, longitude]);

  return <div ref={container} className={styles.map} role="group" aria-label={grievanceTexts.get().location.map} />;
}
