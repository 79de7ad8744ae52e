import { useAuthStore } from '@/features/auth';
import { HOME_BLOCKS } from '@/features/home';
import { useSkin } from '@/templates';

/**
 * The home page: the same blocks for every layout, arranged by the layout's own Home (its skin's
 * `Home` slot), so each site's home looks like that site.
 */
export function Component() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const { Home } = useSkin();
  return <Home signedIn={isAuthenticated} blocks={HOME_BLOCKS} />;
}
