import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { IndianState } from '@kuber/shared';

/** The store's PIN code table (pincode-table-cli.ts writes it; the image carries apps/api/assets). */
export const PIN_TABLE_FILE = path.resolve(import.meta.dirname, '../../../assets/pincodes.tsv.gz');

export interface PinPlace {
  district: string;
  city: string;
  /** Its state; a PIN code across a border has the others after it. */
  state: IndianState;
  states: IndianState[];
}

let table: Map<string, PinPlace> | undefined;

/** Read once, when a PIN code is first looked up: about 19,000 entries. */
function load(): Map<string, PinPlace> {
  const map = new Map<string, PinPlace>();
  for (const line of gunzipSync(readFileSync(PIN_TABLE_FILE)).toString('utf8').split('\n')) {
    if (!line) continue;
    const [pin, district, city, states] = line.split('\t') as [string, string, string, string];
    const all = states.split('|') as IndianState[];
    map.set(pin, { district, city, state: all[0]!, states: all });
  }
  return map;
}

/** Where a PIN code is, or undefined when India Post knows no such PIN code. */
export function pinPlace(pin: string): PinPlace | undefined {
  table ??= load();
  return table.get(pin);
}

/** Every PIN code's place (for tests). */
export function allPinPlaces(): ReadonlyMap<string, PinPlace> {
  table ??= load();
  return table;
}
