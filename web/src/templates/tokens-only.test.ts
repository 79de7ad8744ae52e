import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/**
 * The player site colours itself through the design tokens only (index.css, features/theme):
 * a palette class (`text-gray-400`, `bg-white/5`, `border-red-500`, `bg-[#06c755]`,
 * `text-primary-300`…) would stay the same under every skin and every agent. The back office
 * keeps its own staff look and is not read here.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLAYER_SITE = ['app', 'features', 'components', 'templates'];

const PALETTE =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|primary';
const UTILITY =
  'bg|text|border(?:-[trblxyse])?|ring(?:-offset)?|outline|divide|shadow|inset-shadow|drop-shadow|from|via|to|fill|stroke|placeholder|accent|caret|decoration';

/** A colour utility naming a palette shade, white or black, or a literal colour. */
const RAW_COLOUR_CLASS = new RegExp(
  `(?<![\\w-])(?:[\\w-]+:)*(?:${UTILITY})-(?:(?:(?:${PALETTE})-\\d{2,3}|white|black)(?:/(?:\\d+|\\[[\\d.]+\\]))?|\\[(?:#|rgb|hsl|oklch|oklab|color)[^\\]]*\\])(?![\\w-])`,
  'g',
);
/** A palette variable in a skin's own CSS. */
const RAW_COLOUR_VAR = new RegExp(`var\\(--color-(?:${PALETTE})-\\d{2,3}\\)|var\\(--color-(?:white|black)\\)`, 'g');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function offences(path: string): string[] {
  const pattern = path.endsWith('.css') ? RAW_COLOUR_VAR : RAW_COLOUR_CLASS;
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(pattern)].map((match) => `${relative(SRC, path)}:${index + 1}: ${match[0]}`),
    );
}

describe('player site colours', () => {
  it('matches palette classes and leaves token utilities alone', () => {
    const found = (text: string) => [...text.matchAll(RAW_COLOUR_CLASS)].map((m) => m[0]);
    expect(found('text-gray-400 hover:bg-white/5 border-red-500/30 bg-[#06c755] text-primary-300 bg-black/70')).toEqual([
      'text-gray-400',
      'hover:bg-white/5',
      'border-red-500/30',
      'bg-[#06c755]',
      'text-primary-300',
      'bg-black/70',
    ]);
    expect(found('text-muted bg-surface border-line bg-tint/5 bg-primary/10 text-accent-strong rounded-card bg-gradient-to-br')).toEqual([]);
  });

  it.each(PLAYER_SITE)('%s/ uses design tokens, never a palette colour', (dir) => {
    expect(sources(join(SRC, dir)).flatMap(offences)).toEqual([]);
  });
});
