import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';

const catalogues: Record<string, Record<string, string>> = { en, hi };
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The names a message fills in ('{name}', '{count, plural, …}'), wherever they sit. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    )
      into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('the storefront catalogues', () => {
  it('hold the same keys in English and Hindi', () => {
    const enKeys = Object.keys(en).sort();
    expect(Object.keys(hi).sort(), 'keys in en.json but not in hi.json (or the other way round)').toEqual(enKeys);
  });

  it('have no empty text and fill in the same values in both languages', () => {
    for (const [key, english] of Object.entries(en)) {
      for (const [language, catalogue] of Object.entries(catalogues))
        expect(catalogue[key]?.trim(), `${language}: ${key}`).toBeTruthy();
      expect([...argumentsOf(parse((hi as Record<string, string>)[key]!))].sort(), key).toEqual(
        [...argumentsOf(parse(english))].sort(),
      );
    }
  });

  it('has no key the storefront never uses', () => {
    const code = sourceFiles(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Keys built from a value (`category.${slug}`) count as used when their prefix is built so.
    const builtPrefixes = [...code.matchAll(/`([a-zA-Z.]+\.)\$\{/g)].map((m) => m[1]!);
    const unused = Object.keys(en).filter(
      (key) =>
        !code.includes(`'${key}'`) &&
        !code.includes(`"${key}"`) &&
        !builtPrefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
