import { createBrowserRouter, type RouteObject } from 'react-router';

import { CONTENT_PAGES, ENGAGEMENT_PAGES, GAME_PAGES, INCOME_PAGES, SOON_PAGES, SUPPORT_PAGE, type PageMeta } from '@/config/pages';
import { loadNamespace } from '@/lib/i18n';
import type { Namespace } from '@/locales';
import { LoadingLayout } from '@/templates';

import { RootErrorView, RouteErrorView } from './route-error';
import { AppShell } from './shell';

/** Route handle: what the shared page modules show. */
export type PageHandle = Omit<PageMeta, 'path'>;

/** A page whose texts are namespaces of their own: code and texts load together. */
const withTexts =
  <T,>(namespaces: readonly Namespace[], load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), ...namespaces.map((namespace) => loadNamespace(namespace))]))[0];

const withPromotionTexts = <T,>(load: () => Promise<T>) => withTexts(['promotions'], load);
const withIncomeTexts = <T,>(load: () => Promise<T>) => withTexts(['income'], load);
const withEngagementTexts = <T,>(load: () => Promise<T>) => withTexts(['engagement'], load);
const withContentTexts = <T,>(load: () => Promise<T>) => withTexts(['content'], load);
const withProtectionTexts = <T,>(load: () => Promise<T>) => withTexts(['protection'], load);

const metaRoute = (meta: PageMeta, lazy: RouteObject['lazy']): RouteObject => ({
  path: meta.path.slice(1),
  handle: { titleKey: meta.titleKey, icon: meta.icon, kind: meta.kind } satisfies PageHandle,
  lazy,
});

/** Every route of spec §2, each loaded lazily; access rules run in the shell (AccessGate). */
export const routes: RouteObject[] = [
  // The agent staff's back office: its own session and layout, outside the player shell and
  // its access gate, so a player session (or none) never redirects it.
  {
    path: 'backoffice/*',
    HydrateFallback: LoadingLayout,
    // Its texts load with its code, so its first paint is in the staff's language.
    lazy: async () => (await Promise.all([import('@/backoffice/route'), loadNamespace('backoffice')]))[0],
  },
  {
    path: '/',
    element: <AppShell />,
    HydrateFallback: LoadingLayout,
    errorElement: <RootErrorView />,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          // The signed-in home page shows the player's rank, whose texts (engagement) load with
          // the card: the page does not wait for them.
          { index: true, lazy: () => import('./routes/home') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'register', lazy: () => import('./routes/register') },
          { path: 'registered', lazy: () => import('./routes/registered') },
          { path: 'profile', lazy: withEngagementTexts(() => import('./routes/profile')) },
          { path: 'setting', lazy: () => import('./routes/setting') },
          // Player protection (docs/money.md "Player protection"): limits, reminders, a break.
          { path: 'responsible-gaming', lazy: withProtectionTexts(() => import('./routes/responsible-gaming')) },
          { path: 'deposit', lazy: withPromotionTexts(() => import('./routes/deposit')) },
          { path: 'withdrawal', lazy: withPromotionTexts(() => import('./routes/withdrawal')) },
          // The promotion page shows the claimable bonuses (income) above the promotions.
          { path: 'promotion', lazy: withTexts(['promotions', 'income'], () => import('./routes/promotion')) },
          { path: 'history', lazy: () => import('./routes/history') },
          { path: 'transaction', lazy: () => import('./routes/history') },
          { path: 'wallet', lazy: () => import('./routes/wallet') },
          { path: 'funds', lazy: () => import('./routes/funds') },
          { path: 'al/:ref', lazy: () => import('./routes/alliance') },
          metaRoute(SUPPORT_PAGE, () => import('./routes/contact')),
          metaRoute(INCOME_PAGES.affiliate, withIncomeTexts(() => import('./routes/affiliate'))),
          metaRoute(INCOME_PAGES.returnLost, withIncomeTexts(() => import('./routes/return-lost'))),
          metaRoute(INCOME_PAGES.rolling, withIncomeTexts(() => import('./routes/rolling'))),
          metaRoute(INCOME_PAGES.rebate, withIncomeTexts(() => import('./routes/rebate'))),
          // Engagement (docs/engagement.md); /coupon is the catch-all page 'coupon', served here.
          metaRoute(ENGAGEMENT_PAGES.coupon, withEngagementTexts(() => import('./routes/coupon'))),
          metaRoute(ENGAGEMENT_PAGES.activities, withEngagementTexts(() => import('./routes/activities'))),
          metaRoute(ENGAGEMENT_PAGES.luckyWheel, withEngagementTexts(() => import('./routes/lucky-wheel'))),
          metaRoute(ENGAGEMENT_PAGES.receivesWealth, withEngagementTexts(() => import('./routes/receives-wealth'))),
          metaRoute(ENGAGEMENT_PAGES.reward, withEngagementTexts(() => import('./routes/reward'))),
          metaRoute(ENGAGEMENT_PAGES.miniGames, withEngagementTexts(() => import('./routes/mini-games'))),
          metaRoute(ENGAGEMENT_PAGES.vip, withEngagementTexts(() => import('./routes/vip'))),
          ...GAME_PAGES.map((meta) => metaRoute(meta, () => import('./routes/game'))),
          // The agent's text pages and articles (docs/content.md).
          ...CONTENT_PAGES.map((meta) => metaRoute(meta, withContentTexts(() => import('./routes/content-page')))),
          ...SOON_PAGES.map((meta) => metaRoute(meta, () => import('./routes/coming-soon'))),
          // The catch-all's pages 'faq' and 'blogs' are content pages: their texts load with it.
          { path: ':page', lazy: withContentTexts(() => import('./routes/extra-page')) },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
