/**
 * The districts' points and the distances near me sorts by (decision 620): every district has a point in India,
 * the great-circle distance is right on known pairs, and the neighbour order is nearest first, stable, within
 * the radius. The `near` parameter's forms (shared/domain/near.ts) are read here too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CENTROIDS_SOURCE,
  centroidIds,
  centroidOf,
  distanceKm,
  districtOfNear,
  NEAR_RADIUS_KM,
  nearestDistrict,
  neighboursOf,
} from '#shared/domain/district-centroids';
import { districts } from '#shared/domain/districts';
import { nearOfPosition, parseNear, readNear } from '#shared/domain/near';

describe('district centroids', () => {
  it('has a point in India for every district of the list, and for no other id', () => {
    expect(centroidIds().sort()).toEqual(districts.map((d) => d.id).sort());
    for (const d of districts) {
      const point = centroidOf(d.id);
      expect(point, d.id).toBeDefined();
      expect(point?.lat, d.id).toBeGreaterThan(6);
      expect(point?.lat, d.id).toBeLessThan(37.5);
      expect(point?.lng, d.id).toBeGreaterThan(68);
      expect(point?.lng, d.id).toBeLessThan(97.5);
    }
    expect(CENTROIDS_SOURCE).toContain('GeoNames');
  });

  it('puts the big cities where they are (within 25 km of their centres)', () => {
    const centres: [string, number, number][] = [
      ['lucknow', 26.85, 80.95],
      ['hyderabad-telangana', 17.385, 78.487],
      ['new delhi', 28.614, 77.209],
      ['kolkata', 22.573, 88.364],
      ['chennai', 13.083, 80.27],
      ['mumbai city', 18.94, 72.835],
    ];
    for (const [id, lat, lng] of centres) {
      expect(distanceKm(centroidOf(id) as { lat: number; lng: number }, { lat, lng }), id).toBeLessThan(25);
    }
  });
});

describe('where the points are loaded', () => {
  it('only by the server: no module of the browser or of shared/ imports them (no page bundle carries them)', () => {
    const root = join(import.meta.dirname, '..', '..');
    const importers: string[] = [];
    const visit = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (
          /\.tsx?$/.test(entry.name) &&
          /from '[^']*district-centroids(\.data\.json)?'/.test(readFileSync(path, 'utf8'))
        ) {
          importers.push(relative(root, path));
        }
      }
    };
    for (const folder of ['web/src', 'shared', 'functions']) visit(join(root, folder));
    expect(importers.filter((path) => !path.startsWith('functions/')).sort()).toEqual([
      'shared/domain/district-centroids.ts',
    ]);
  });
});

describe('distanceKm', () => {
  it('is the great-circle distance: zero to itself, symmetric, and right on known pairs', () => {
    const delhi = { lat: 28.6139, lng: 77.209 };
    const mumbai = { lat: 19.076, lng: 72.8777 };
    expect(distanceKm(delhi, delhi)).toBe(0);
    expect(distanceKm(delhi, mumbai)).toBeCloseTo(distanceKm(mumbai, delhi), 9);
    // Delhi to Mumbai is about 1,150 km as the crow flies; one degree of latitude about 111.2 km.
    expect(distanceKm(delhi, mumbai)).toBeGreaterThan(1140);
    expect(distanceKm(delhi, mumbai)).toBeLessThan(1160);
    expect(distanceKm({ lat: 10, lng: 78 }, { lat: 11, lng: 78 })).toBeCloseTo(111.19, 1);
  });
});

describe('neighboursOf', () => {
  it('starts with the district itself, then the others nearest first, all within the radius', () => {
    const order = neighboursOf({ kind: 'district', district: 'lucknow' });
    expect(order[0]).toEqual({ district: 'lucknow', km: 0 });
    expect(order.slice(1, 3).map((n) => n.district)).toEqual(['unnao', 'barabanki']);
    for (let i = 1; i < order.length; i++) {
      expect((order[i] as { km: number }).km).toBeGreaterThanOrEqual((order[i - 1] as { km: number }).km);
    }
    expect(order.every((n) => n.km <= NEAR_RADIUS_KM)).toBe(true);
    expect(order.map((n) => n.district)).not.toContain('new delhi');
    // The same order every time (computed once, then kept).
    expect(neighboursOf({ kind: 'district', district: 'lucknow' })).toEqual(order);
    expect(neighboursOf({ kind: 'district', district: 'lucknow' }, 50).map((n) => n.district)).toEqual([
      'lucknow',
      'unnao',
      'barabanki',
    ]);
  });

  it('orders by the distance from a point, whose nearest district stands for it', () => {
    const point = { lat: 26.85, lng: 80.95 };
    const order = neighboursOf({ kind: 'point', ...point });
    expect(order[0]?.district).toBe('lucknow');
    expect(order[0]?.km).toBeGreaterThan(0);
    expect(nearestDistrict(point)).toBe('lucknow');
    expect(districtOfNear({ kind: 'point', ...point })).toBe('lucknow');
    expect(districtOfNear({ kind: 'district', district: 'pune' })).toBe('pune');
    // The Andaman Sea's islands have only themselves near: their lists are all near me reads there.
    expect(neighboursOf({ kind: 'district', district: 'nicobar' }).map((n) => n.district)).not.toContain(
      'chennai',
    );
  });
});

describe('the near parameter', () => {
  it('is a district id or a point in India of at most two decimals', () => {
    expect(parseNear('lucknow')).toEqual({ kind: 'district', district: 'lucknow' });
    expect(parseNear('26.85,80.95')).toEqual({ kind: 'point', lat: 26.85, lng: 80.95 });
    expect(parseNear('17,78')).toEqual({ kind: 'point', lat: 17, lng: 78 });
    for (const bad of ['Lucknow', 'atlantis', '26.846,80.946', '51.51,-0.13', '26.85, 80.95', '', '1e1,78']) {
      expect(parseNear(bad), bad).toBeUndefined();
    }
  });

  it("rounds the browser's position to two decimals, and reads only a valid value from a URL", () => {
    expect(nearOfPosition(26.846_712, 80.946_166)).toBe('26.85,80.95');
    expect(nearOfPosition(17.000_4, 78.1)).toBe('17,78.1');
    expect(readNear(new URLSearchParams('near=pune'))).toBe('pune');
    expect(readNear(new URLSearchParams('near=mars'))).toBeUndefined();
    expect(readNear(new URLSearchParams(''))).toBeUndefined();
  });
});
