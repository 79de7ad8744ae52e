import { describe, expect, it } from 'vitest';

import { linkTarget, parseInline, parseMarkup } from './markup';

describe('parseMarkup', () => {
  it('reads headings, paragraphs and lists, blocks apart at blank lines', () => {
    const blocks = parseMarkup('## Title\n\nFirst line\nsecond line\n\n- one\n- two\nAfter the list\n\n\n## Next');
    expect(blocks).toEqual([
      { type: 'heading', inlines: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'First line second line' }] },
      { type: 'list', items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'After the list' }] },
      { type: 'heading', inlines: [{ type: 'text', text: 'Next' }] },
    ]);
  });

  it('takes Windows line ends and surrounding spaces', () => {
    expect(parseMarkup('  ## A  \r\n\r\n  - b\r\n')).toEqual([
      { type: 'heading', inlines: [{ type: 'text', text: 'A' }] },
      { type: 'list', items: [[{ type: 'text', text: 'b' }]] },
    ]);
  });

  it('keeps what is not the subset as text: other headings, other lists, HTML', () => {
    expect(parseMarkup('# Big\n### Small\n* star\n1. one\n<b>x</b>')).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: '# Big ### Small * star 1. one <b>x</b>' }] },
    ]);
    expect(parseMarkup('')).toEqual([]);
    expect(parseMarkup('\n\n \n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('reads bold and links between text', () => {
    expect(parseInline('See **the rules** and [support](/support) or [site](https://example.com/a?b=1).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'bold', children: [{ type: 'text', text: 'the rules' }] },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'support', href: '/support', external: false },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'site', href: 'https://example.com/a?b=1', external: true },
      { type: 'text', text: '.' },
    ]);
  });

  it('reads a link inside bold', () => {
    expect(parseInline('**go [here](/help)**')).toEqual([
      {
        type: 'bold',
        children: [
          { type: 'text', text: 'go ' },
          { type: 'link', text: 'here', href: '/help', external: false },
        ],
      },
    ]);
  });

  it.each(['javascript:void0', 'http://plain.example', '//other.example', 'data:text/html,x', 'rules', '/\\evil.example', ''])(
    'shows the label alone of a link to %j',
    (target) => {
      expect(parseInline(`a [label](${target}) b`)).toEqual([{ type: 'text', text: 'a label b' }]);
    },
  );

  it('makes no link of a target with brackets', () => {
    expect(parseInline('[x](javascript:alert(1))').every((inline) => inline.type === 'text')).toBe(true);
  });

  it('leaves an unclosed bold as typed', () => {
    expect(parseInline('5 ** 2 and **open')).toEqual([{ type: 'text', text: '5 ** 2 and **open' }]);
  });
});

describe('linkTarget', () => {
  it('follows https addresses and the site paths only', () => {
    expect(linkTarget('https://a.example')).toEqual({ href: 'https://a.example', external: true });
    expect(linkTarget('HTTPS://A.example')).toEqual({ href: 'HTTPS://A.example', external: true });
    expect(linkTarget('/deposit')).toEqual({ href: '/deposit', external: false });
    expect(linkTarget('https://')).toBeNull();
    expect(linkTarget('ftp://a.example')).toBeNull();
  });
});
