import { useMatches } from 'react-router';

import type { PageHandle } from '../router';

/** The handle of the deepest matched route (title, icon, kind). */
export function usePageHandle(): PageHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as PageHandle | undefined;
    if (handle?.titleKey) return handle;
  }
  return undefined;
}
