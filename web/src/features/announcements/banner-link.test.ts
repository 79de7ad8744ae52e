import { describe, expect, it } from 'vitest';

import { bannerLink } from './banner-link';

describe('bannerLink', () => {
  it('leads nowhere without a link', () => {
    expect(bannerLink('')).toEqual({ kind: 'none' });
    expect(bannerLink('   ')).toEqual({ kind: 'none' });
    expect(bannerLink(null)).toEqual({ kind: 'none' });
  });

  it('leads to a page of the site through the router, query and fragment kept', () => {
    expect(bannerLink('/promotion')).toEqual({ kind: 'internal', to: '/promotion' });
    expect(bannerLink('/slot?provider=PGS#top')).toEqual({ kind: 'internal', to: '/slot?provider=PGS#top' });
  });

  it('leads to another site over https', () => {
    expect(bannerLink('https://example.com/promo?a=1')).toEqual({ kind: 'external', href: 'https://example.com/promo?a=1' });
  });

  it.each(['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'http://example.com', 'data:text/html,hi', 'promotion'])(
    'leads nowhere for %s',
    (url) => {
      expect(bannerLink(url)).toEqual({ kind: 'none' });
    },
  );
});
