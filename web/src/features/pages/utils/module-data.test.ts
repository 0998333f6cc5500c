import { describe, expect, it } from 'vitest';
import { openStreetMapEmbedSrc, openStreetMapHref } from './module-data';

describe('OpenStreetMap addresses of a map module', () => {
  it('embeds a box centred on the place, with its marker, narrower as the zoom grows', () => {
    const src = new URL(openStreetMapEmbedSrc(13.7367, 100.5605, 16));
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('layer')).toBe('mapnik');
    expect(src.searchParams.get('marker')).toBe('13.7367,100.5605');
    const [west, south, east, north] = (src.searchParams.get('bbox') ?? '').split(',').map(Number) as [number, number, number, number];
    expect((west + east) / 2).toBeCloseTo(100.5605, 6);
    expect((south + north) / 2).toBeCloseTo(13.7367, 6);
    expect(east - west).toBeGreaterThan(0.005);
    expect(east - west).toBeLessThan(0.05);
    const wider = (new URL(openStreetMapEmbedSrc(13.7367, 100.5605, 12)).searchParams.get('bbox') ?? '').split(',').map(Number) as [number, number, number, number];
    expect(wider[2] - wider[0]).toBeCloseTo((east - west) * 16, 4);
  });

  it('keeps the box on the map near the poles and the date line', () => {
    const [west, south, east, north] = (new URL(openStreetMapEmbedSrc(89, 179.99, 3)).searchParams.get('bbox') ?? '').split(',').map(Number) as [number, number, number, number];
    expect(east).toBeLessThanOrEqual(180);
    expect(north).toBeLessThanOrEqual(85);
    expect(west).toBeLessThan(east);
    expect(south).toBeLessThan(north);
  });

  it('links to the full map at the place', () => {
    expect(openStreetMapHref(13.7367, 100.5605)).toBe('https://www.openstreetmap.org/?mlat=13.7367&mlon=100.5605#map=17/13.7367/100.5605');
  });
});
