/** Extra single-segment pages some templates have (spec §2 "also seen per template"). */
export const EXTRA_PAGES: readonly string[] = [
  'return-lost',
  'cashback',
  'coupon',
  'vip',
  'faq',
  'blogs',
  'contact',
];

/** The validity check of the catch-all /{page} route. */
export function isValidExtraPage(page: string | undefined): boolean {
  return !!page && EXTRA_PAGES.includes(page);
}

/** The message of the 404 shown when a route's validity check fails (spec §2). */
export function pageNotFoundMessage(fullPath: string): string {
  return `Page Not Found: ${fullPath}`;
}

/** Game pages read ?provider and ?category; the category defaults to the lower-case path name. */
export function gamePageQuery(pathname: string, search: string) {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const pathName = pathname.replace(/^\/+|\/+$/g, '').split('/').pop() ?? '';
  return {
    provider: params.get('provider') || null,
    category: params.get('category') || pathName.toLowerCase(),
  };
}
