/**
 * A point for every district (district-centroids.data.json, built by scripts/build-district-centroids.ts from the
 * GeoNames gazetteer, CC BY 4.0: see NOTICE.md) and the distances near me sorts by (decision 620). For the
 * server: the browser never imports this module (its data stays out of every page's bundle), it sends `near`
 * (shared/domain/near.ts) and gets the distances with the jobs.
 */
import data from './district-centroids.data.json';
import type { Near } from './near';

export type Point = { lat: number; lng: number };

const centroids: Readonly<Record<string, Point>> = data.centroids;

/** Where the points come from and how each was made (the data file's `source`). */
export const CENTROIDS_SOURCE: string = data.source;

/** The ids that have a point (every district's, the unit test checks). */
export function centroidIds(): string[] {
  return Object.keys(centroids);
}

/** How far near me reads: districts farther than this from the worker are not "near" (decision 620). */
export const NEAR_RADIUS_KM = 200;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point of a district, or undefined for an id not in the list. */
export function centroidOf(district: string): Point | undefined {
  return centroids[district];
}

/** The distance between two districts' points in km, or undefined when either id has none. */
export function kmBetweenDistricts(from: string, to: string): number | undefined {
  const a = centroids[from];
  const b = centroids[to];
  return a && b ? distanceKm(a, b) : undefined;
}

export type Neighbour = { district: string; km: number };

/** Every district by distance from `from`, nearest first (ties by id, so the order is the same every time). */
function byDistance(from: Point): Neighbour[] {
  return Object.entries(centroids)
    .map(([district, point]) => ({ district, km: distanceKm(from, point) }))
    .sort((a, b) => a.km - b.km || (a.district < b.district ? -1 : a.district > b.district ? 1 : 0));
}

/** The district whose point is nearest to `point`. */
export function nearestDistrict(point: Point): string {
  return (byDistance(point)[0] as Neighbour).district;
}

// A district's neighbour order is computed once per process, on first use (773 distances and a sort, well under
// a millisecond), not stored: 773 orders of 773 districts would be a 600,000-entry file.
const neighbourOrders = new Map<string, readonly Neighbour[]>();

/**
 * The districts within `radiusKm` of where the worker is, nearest first, with their distance: for a district,
 * itself first (0 km) then the others by the distance between the points; for a point, by the distance from it.
 */
export function neighboursOf(near: Near, radiusKm = NEAR_RADIUS_KM): readonly Neighbour[] {
  if (near.kind === 'point') return byDistance(near).filter((n) => n.km <= radiusKm);
  let order = neighbourOrders.get(near.district);
  if (!order) {
    const own = centroidOf(near.district);
    order = own ? byDistance(own) : [];
    neighbourOrders.set(near.district, order);
  }
  return order.filter((n) => n.km <= radiusKm);
}

/** The district a `near` stands for: itself, or the nearest to the point. */
export function districtOfNear(near: Near): string {
  return near.kind === 'district' ? near.district : nearestDistrict(near);
}
