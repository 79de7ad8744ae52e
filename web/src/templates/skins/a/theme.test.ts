import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { skinCssVars } from '@/features/theme';

import { theme } from './theme';

/** The declarations of index.css's token blocks (`@theme static` and `:root`), by name. */
function cssDefaults(): Map<string, string> {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../index.css'), 'utf8');
  const defaults = new Map<string, string>();
  for (const block of css.matchAll(/(?:@theme static|:root) \{([^}]*)\}/g)) {
    for (const [, name, value] of block[1]!.matchAll(/^\s*(--[\w-]+|color-scheme):\s*([^;]+);/gm)) {
      defaults.set(name!, value!.trim());
    }
  }
  return defaults;
}

describe("layout A's theme", () => {
  it('is what index.css starts the site with (loading screen, back office), token for token', () => {
    const defaults = cssDefaults();
    for (const [name, value] of Object.entries(skinCssVars(theme))) {
      expect(defaults.get(name), name).toBe(value.replace(/"/g, "'"));
    }
  });
});
