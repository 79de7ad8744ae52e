import { describe, expect, it } from 'vitest';

import { resources } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const flat = Object.fromEntries(
  Object.entries(resources).map(([lng, res]) => [lng, flatten(res.translation as unknown as Tree)]),
) as Record<string, Record<string, string>>;
const source = flat.th!;

describe('locales', () => {
  it('offers Thai, English and Vietnamese', () => {
    expect(Object.keys(resources).sort()).toEqual(['en', 'th', 'vi']);
  });

  for (const lng of ['en', 'vi']) {
    it(`${lng} has every Thai key and no extra key`, () => {
      const keys = Object.keys(flat[lng]!);
      const missing = Object.keys(source).filter((k) => !(k in flat[lng]!));
      const extra = keys.filter((k) => !(k in source));
      expect(missing, `missing in ${lng}`).toEqual([]);
      expect(extra, `extra in ${lng}`).toEqual([]);
    });

    it(`${lng} keeps every {{placeholder}} of the Thai text`, () => {
      for (const [key, text] of Object.entries(source)) {
        expect(placeholders(flat[lng]![key] ?? ''), `${lng}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('has no empty string in any locale', () => {
    for (const [lng, entries] of Object.entries(flat)) {
      for (const [key, text] of Object.entries(entries)) {
        expect(text.trim().length, `${lng}:${key}`).toBeGreaterThan(0);
      }
    }
  });
});
