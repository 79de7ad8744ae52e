import { describe, expect, it } from 'vitest';

import { staffArticleFixture } from '../testing/content-fixtures';

import { parseMarkup } from './content-markup';
import { articleBodyOf, articleFormOf, checkBanner, groupArticles, moveItem } from './content-model';
import { toLocalInput } from './promotion-model';

describe('content model', () => {
  it("keeps a saved article's date unless staff change it", () => {
    const saved = staffArticleFixture();
    const form = articleFormOf(saved);
    expect(articleBodyOf(form, form.publishedAt).publishedAt).toBeNull();
    const later = { ...form, publishedAt: '2030-05-01T09:30' };
    expect(articleBodyOf(later, form.publishedAt).publishedAt).toMatch(/^2030-05-01T09:30:00[+-]\d\d:\d\d$/);
    expect(toLocalInput(articleBodyOf(later, form.publishedAt).publishedAt)).toBe('2030-05-01T09:30');
  });

  it('checks a banner as the server does: its picture uploaded here or https, its link a site path or https', () => {
    const banner = { title: 'A', imageUrl: '/api/uploads/a.png', linkUrl: '', sort: '0', active: true };
    expect(checkBanner(banner)).toEqual({});
    expect(checkBanner({ ...banner, linkUrl: 'https://example.com/x' })).toEqual({});
    expect(checkBanner({ ...banner, imageUrl: 'http://example.com/a.png', linkUrl: '//evil.example', sort: '10000' })).toEqual({
      imageUrl: 'content.err.bannerImage',
      linkUrl: 'content.err.link',
      sort: 'content.err.sort',
    });
  });

  it('moves an entry up and down, and never past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('groups the articles by slug, the most recently changed first', () => {
    const groups = groupArticles([
      staffArticleFixture({ slug: 'old', updatedAt: '2026-01-01T00:00:00Z' }),
      staffArticleFixture({ slug: 'new', lang: 'en', updatedAt: '2026-01-03T00:00:00Z' }),
      staffArticleFixture({ slug: 'old', lang: 'vi', updatedAt: '2026-01-02T00:00:00Z' }),
    ]);
    expect(groups.map((g) => [g.slug, Object.keys(g.byLang)])).toEqual([
      ['new', ['en']],
      ['old', ['th', 'vi']],
    ]);
  });

  it('reads the markup of docs/content.md §3 into blocks, links only to https or a site path', () => {
    expect(parseMarkup('## Title\n\nline one\nline two\n- a\n- **b**\n\n[x](javascript:alert(1)) [y](/help)')).toEqual([
      { kind: 'heading', parts: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', parts: [{ kind: 'text', text: 'line one line two' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'a' }], [{ kind: 'bold', parts: [{ kind: 'text', text: 'b' }] }]] },
      { kind: 'paragraph', parts: [{ kind: 'text', text: '[x](javascript:alert(1)) ' }, { kind: 'link', text: 'y', href: '/help', external: false }] },
    ]);
  });
});
