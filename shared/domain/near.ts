/**
 * "Near me" in Explore Jobs (decision 620): where the worker is, as the `near` parameter of the page's URL and of
 * `searchJobs`: a district id (the worker's registered city, or one they picked) or a point `lat,lng` from the
 * browser's location, rounded to two decimals (about a kilometre: a neighbourhood, not an address) before it
 * leaves the browser. This module carries no coordinates (shared/domain/district-centroids.ts has them, for
 * the server), so the browser reads and writes the parameter without loading the gazetteer.
 */
import * as z from 'zod/mini';
import { isDistrictId } from './districts';

/** At most this many decimals of a degree in a point (0.01 degree is about 1.1 km). */
export const NEAR_DECIMALS = 2;

export const nearMessage =
  'near must be a district id from the list, or a point "latitude,longitude" in India';

export const nearWithCityMessage = 'near cannot be used with city: near me sorts every city by distance';

/** India's extent (with its islands), in degrees: a point outside it is refused. */
const INDIA_BOUNDS = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;

export type Near = { kind: 'district'; district: string } | { kind: 'point'; lat: number; lng: number };

const POINT = /^(-?[0-9]{1,2}(?:\.[0-9]{1,2})?),(-?[0-9]{1,3}(?:\.[0-9]{1,2})?)$/;

/** The `near` value read, or undefined when it is neither a district id nor a point in India. */
export function parseNear(value: string): Near | undefined {
  if (isDistrictId(value)) return { kind: 'district', district: value };
  const match = POINT.exec(value);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  const inIndia =
    lat >= INDIA_BOUNDS.south &&
    lat <= INDIA_BOUNDS.north &&
    lng >= INDIA_BOUNDS.west &&
    lng <= INDIA_BOUNDS.east;
  return inIndia ? { kind: 'point', lat, lng } : undefined;
}

/** The parameter of `searchJobs`: optional, and a 400 naming `near` when it is neither. */
export const nearFilter = {
  near: z.optional(
    z
      .string({ error: nearMessage })
      .check(z.refine((value) => parseNear(value) !== undefined, { error: nearMessage })),
  ),
};

/** `near` and `city` together: a 400 naming `near` (near me sorts every city by distance). */
export const nearWithoutCity = z.superRefine<{ near?: unknown; city?: unknown }>(
  (value, context) => {
    if (value.near === undefined || value.city === undefined) return;
    context.addIssue({ code: 'custom', message: nearWithCityMessage, path: ['near'], input: value.near });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** The browser's position as a `near` value, rounded to NEAR_DECIMALS. */
export function nearOfPosition(latitude: number, longitude: number): string {
  const round = (degrees: number) => String(Number(degrees.toFixed(NEAR_DECIMALS)));
  return `${round(latitude)},${round(longitude)}`;
}

/** The `near` of a URL's query, if it is valid (an invalid one is dropped, as the other filters are). */
export function readNear(params: { get(name: string): string | null }): string | undefined {
  const value = params.get('near')?.trim();
  return value && parseNear(value) ? value : undefined;
}
