import { describe, expect, it } from 'vitest';
import { changePlanSchema, listingsKeptByDefault } from './billing';

describe('listingsKeptByDefault', () => {
  const listings = [
    { id: 'c', createdAt: '2026-03-01T10:00:00.000Z' },
    { id: 'a', createdAt: '2026-01-01T10:00:00.000Z' },
    { id: 'b', createdAt: new Date('2026-02-01T10:00:00.000Z') },
    { id: 'd', createdAt: '2026-01-01T10:00:00.000Z' },
  ];

  it('keeps the oldest, ties by id, whatever order they come in', () => {
    expect(listingsKeptByDefault(listings, 1).map((l) => l.id)).toEqual(['a']);
    expect(listingsKeptByDefault(listings, 3).map((l) => l.id)).toEqual(['a', 'd', 'b']);
    expect(listingsKeptByDefault([...listings].reverse(), 3).map((l) => l.id)).toEqual(['a', 'd', 'b']);
  });

  it('keeps them all when the plan holds them, and none for a plan of 0', () => {
    expect(listingsKeptByDefault(listings, 15)).toHaveLength(4);
    expect(listingsKeptByDefault(listings, 0)).toEqual([]);
  });
});

describe('changePlanSchema', () => {
  it('takes an optional keep list of listing ids', () => {
    expect(changePlanSchema.parse({ plan_code: 'smart' })).toEqual({ plan_code: 'smart' });
    const id = '0b6f5e3e-8f39-4a8e-9c2e-2f1d1f3b7a10';
    expect(changePlanSchema.parse({ plan_code: 'smart', keep_listing_ids: [id] }).keep_listing_ids).toEqual([
      id,
    ]);
    expect(changePlanSchema.safeParse({ plan_code: 'smart', keep_listing_ids: ['x'] }).success).toBe(false);
  });
});
