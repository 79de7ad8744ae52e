import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import ROUTE_MAP from './route-map.json';
import { routes } from './router';

// Every module a route may load, by its path in the build's manifest (with a leading slash).
const MODULES = import.meta.glob(['/src/app/routes/*.tsx', '!/src/app/routes/*.test.tsx', '/src/backoffice/route.tsx']);

/** Each lazily loaded route by its whole path pattern, as the server matches a page's path. */
function lazyRoutes(list: RouteObject[], parent = ''): [string, () => Promise<unknown>][] {
  return list.flatMap((route) => {
    const path = route.index || route.path === undefined ? parent || '/' : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own: [string, () => Promise<unknown>][] = typeof route.lazy === 'function' ? [[path, route.lazy as () => Promise<unknown>]] : [];
    return [...own, ...lazyRoutes(route.children ?? [], path)];
  });
}

const FIX = 'src/app/route-map.json names each route path and the module its lazy() loads (server: core/site.py preloads it)';

describe('route-map.json, which the server reads to name a page route module for the browser', () => {
  const table = lazyRoutes(routes);

  it('names every route of the router, and only those', () => {
    expect(Object.keys(ROUTE_MAP).sort(), FIX).toEqual(table.map(([path]) => path).sort());
  });

  it.each(table)('%s loads the module the map names', async (path, lazy) => {
    const named = (ROUTE_MAP as Record<string, string>)[path];
    const load = MODULES[`/${named}`];
    if (!load) expect.fail(`${path} names ${named}, which is no route module: ${FIX}`);
    expect(await lazy(), `${path}: ${FIX}`).toBe(await load());
  });
});
