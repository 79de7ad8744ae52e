/** Where each back office page lives (absolute: the pages are descendant routes of `backoffice/*`). */
export const BO_PATHS = {
  home: '/backoffice',
  login: '/backoffice/login',
  /** Today's and a period's money and players (docs/money.md "Dashboard"). */
  dashboard: '/backoffice/dashboard',
  players: '/backoffice/players',
  player: (id: number | string) => `/backoffice/players/${id}`,
  /** Phones and bank accounts refused at registration and in staff changes (docs/money.md). */
  blacklist: '/backoffice/players/blacklist',
  play: '/backoffice/play',
  payments: '/backoffice/payments',
  promotions: '/backoffice/promotions',
  promotionNew: '/backoffice/promotions/new',
  promotion: (id: number | string) => `/backoffice/promotions/${id}`,
  income: '/backoffice/income',
  // Engagement (docs/engagement.md §6).
  engagement: '/backoffice/engagement',
  engagementCoupons: '/backoffice/engagement/coupons',
  engagementEvents: '/backoffice/engagement/events',
  engagementGames: '/backoffice/engagement/games',
  engagementRanks: '/backoffice/engagement/ranks',
  engagementRewards: '/backoffice/engagement/rewards',
  // What staff publish on their site (docs/content.md §6).
  content: '/backoffice/content',
  template: '/backoffice/template',
  /** The agent's back office logins, its admin's alone (docs/money.md "Roles"). */
  team: '/backoffice/team',
  audit: '/backoffice/audit',
  // The company's console (docs/money.md "The company's console"): the operator's, across agents.
  company: '/backoffice/company',
  companyLogin: '/backoffice/company/login',
  companyNewAgent: '/backoffice/company/new',
  companyAgent: (prefix: string) => `/backoffice/company/agents/${encodeURIComponent(prefix)}`,
} as const;
