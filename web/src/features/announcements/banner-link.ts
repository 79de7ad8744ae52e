/** Where a banner leads: nowhere, a page of this site (the router's), or another site. */
export type BannerLink = { kind: 'none' } | { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Reads a banner's linkUrl (docs/api.md: '' for none, a path of the site, or an https address).
 * Anything else (another scheme, a protocol-relative '//host') leads nowhere rather than
 * somewhere the staff did not mean.
 */
export function bannerLink(linkUrl: string | null | undefined): BannerLink {
  const url = (linkUrl ?? '').trim();
  if (!url) return { kind: 'none' };
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return { kind: 'internal', to: url };
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return { kind: 'external', href: parsed.href };
  } catch {
    /* not an address */
  }
  return { kind: 'none' };
}
