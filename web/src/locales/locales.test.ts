import { beforeAll, describe, expect, it } from 'vitest';

import { SUPPORTED_LANGUAGES, type Language } from '@/config/constants';

import { bundled, loadTexts, type Namespace } from './index';

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

const NAMESPACES: Namespace[] = ['translation', 'backoffice', 'promotions', 'income', 'engagement', 'content', 'protection'];

describe('locales', () => {
  it('ship only the Thai player texts with the page; every other text loads when needed', () => {
    expect(Object.keys(bundled)).toEqual(['th']);
    expect(Object.keys(bundled.th)).toEqual(['translation']);
  });

  it('refuse a language or a namespace the site does not have', async () => {
    await expect(loadTexts('fr', 'translation')).rejects.toThrow();
    await expect(loadTexts('th', 'cashier')).rejects.toThrow();
  });
});

describe.each(NAMESPACES)('the %s texts', (namespace) => {
  const flat = {} as Record<Language, Record<string, string>>;
  beforeAll(async () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      flat[lng] = flatten((await loadTexts(lng, namespace)) as unknown as Tree);
    }
  });

  for (const lng of ['en', 'vi'] as const) {
    it(`${lng} has every Thai key and no extra key`, () => {
      const keys = Object.keys(flat[lng]);
      const missing = Object.keys(flat.th).filter((k) => !(k in flat[lng]));
      const extra = keys.filter((k) => !(k in flat.th));
      expect(missing, `missing in ${lng}`).toEqual([]);
      expect(extra, `extra in ${lng}`).toEqual([]);
    });

    it(`${lng} keeps every {{placeholder}} of the Thai text`, () => {
      for (const [key, text] of Object.entries(flat.th)) {
        expect(placeholders(flat[lng][key] ?? ''), `${lng}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('has no empty string in any language', () => {
    for (const [lng, entries] of Object.entries(flat)) {
      for (const [key, text] of Object.entries(entries)) {
        expect(text.trim().length, `${lng}:${key}`).toBeGreaterThan(0);
      }
    }
  });
});
