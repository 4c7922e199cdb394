import { describe, expect, it } from 'vitest';
import { addWorkingDays, INDIAN_STATES } from '@kuber/shared';
import { allPinPlaces, pinPlace } from './pincodes.js';
import { matchZone } from './zone-match.js';

describe('the PIN code table', () => {
  it.each([
    ['560001', 'Bengaluru', 'Karnataka'],
    ['110001', 'Delhi', 'Delhi'],
    ['495001', 'Bilaspur', 'Chhattisgarh'],
    ['500001', 'Hyderabad', 'Telangana'],
    ['744301', 'Nicobar', 'Andaman and Nicobar Islands'],
    ['194101', 'Leh', 'Ladakh'],
    ['403001', 'North Goa', 'Goa'],
    ['605001', 'Puducherry', 'Puducherry'],
    ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
  ])('knows %s: %s, %s', (pin, city, state) => {
    expect(pinPlace(pin)).toMatchObject({ city, state });
  });

  it('knows every PIN code India Post lists, in the store’s states, and no made-up one', () => {
    const places = allPinPlaces();
    expect(places.size).toBe(19_159);
    const states = new Set<string>(INDIAN_STATES);
    const wrong = [...places].filter(([pin, p]) => !/^[1-9]\d{5}$/.test(pin) || p.states.some((s) => !states.has(s)));
    expect(wrong).toEqual([]);
    // Every state and union territory has PIN codes.
    expect(new Set([...places.values()].map((p) => p.state))).toEqual(states);
    expect(pinPlace('999999')).toBeUndefined();
    expect(pinPlace('100000')).toBeUndefined();
  });

  it('keeps both states of a PIN code across a border, its commonest first', () => {
    expect(pinPlace('160003')?.states).toEqual(['Chandigarh', 'Punjab']);
  });
});

describe('delivery days', () => {
  // 2026-12-03 is a Thursday.
  it.each([
    ['2026-12-03', 0, '2026-12-03'],
    ['2026-12-03', 2, '2026-12-05'],
    ['2026-12-03', 3, '2026-12-07'],
    ['2026-12-03', 7, '2026-12-11'],
    ['2026-12-06', 0, '2026-12-07'],
    ['2026-12-06', 1, '2026-12-07'],
    ['2026-12-05', 1, '2026-12-07'],
  ])('from %s, %i working days is %s (Sundays are not counted)', (from, days, to) => {
    expect(addWorkingDays(from, days)).toBe(to);
  });
});

describe('which zone delivers a PIN code', () => {
  const zones = [
    { id: 1, name: 'South', states: ['Karnataka', 'Kerala'], pinPrefixes: [] },
    { id: 2, name: 'Bengaluru', states: [], pinPrefixes: ['560'] },
    { id: 3, name: 'Bengaluru centre', states: [], pinPrefixes: ['5600'] },
    { id: 4, name: 'Islands', states: [], pinPrefixes: ['744', '682559'] },
  ];
  it.each([
    ['560001', 'Karnataka', 'Bengaluru centre'],
    ['560100', 'Karnataka', 'Bengaluru'],
    ['575001', 'Karnataka', 'South'],
    ['682559', 'Lakshadweep', 'Islands'],
    ['744301', 'Andaman and Nicobar Islands', 'Islands'],
    ['110001', 'Delhi', undefined],
  ])('%s in %s: %s', (pin, state, name) => {
    expect(matchZone(zones, pin, state)?.name).toBe(name);
  });
});
