import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { BoltIcon, HeadsetIcon, Icon, LoginIcon, ShieldIcon, SparkleIcon, UserPlusIcon } from '@/components/ui/icons';
import { GAME_CATEGORIES, QUICK_LINKS, type NavItem } from '@/config/navigation';
import { useAgentCurrency, useBrandName } from '@/features/agent';
import { AnnouncementStrip, BannerCarousel } from '@/features/announcements';
import { useAuthStore } from '@/features/auth';
import { RankCard as PlayerRank } from '@/features/engagement';
import { BalanceCard as WalletBalance } from '@/features/wallet';
import { cn } from '@/lib/cn';
import type { I18nKey } from '@/locales';

import { GamesSkeleton } from './games-skeleton';
import type { BlockProps, FeaturedGamesProps, FeaturesProps, HeroProps, HomeBlocks, LinkTilesProps, TitleMode } from './types';

/** A block's heading: its icon and words, or the words for screen readers only. */
function BlockTitle({ id, base, title, icon, children }: { id: string; base: string; title: TitleMode; icon: ReactNode; children: ReactNode }) {
  if (title === 'hidden') {
    return (
      <h2 id={id} className="sr-only">
        {children}
      </h2>
    );
  }
  return (
    <h2 id={id} className={`${base}__title`}>
      <span className={`${base}__title-icon`} aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </h2>
  );
}

function Hero({ base = 'pp-home-hero', className, art, children }: HeroProps) {
  const { t } = useTranslation();
  const id = useId();
  const brand = useBrandName();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  const name = user?.player?.nickName || user?.player?.firstName || user?.username || '';
  return (
    <section className={cn(base, className)} aria-labelledby={id} data-home-block="hero">
      <div className={`${base}__body`}>
        {signedIn ? (
          <>
            <h1 id={id} className={`${base}__title`}>
              {t('home.greeting', { name })}
            </h1>
            <p className={`${base}__text`}>{t('home.welcome')}</p>
          </>
        ) : (
          <>
            <p className={`${base}__brand`}>{brand}</p>
            <h1 id={id} className={`${base}__title`}>
              {t('home.heroTitle')}
            </h1>
            <p className={`${base}__text`}>{t('home.heroSubtitle')}</p>
            <div className={`${base}__actions`}>
              <ButtonLink to="/register" size="lg" icon={<UserPlusIcon className="size-5" />}>
                {t('nav.register')}
              </ButtonLink>
              <ButtonLink to="/login" size="lg" variant="outline" icon={<LoginIcon className="size-5" />}>
                {t('nav.login')}
              </ButtonLink>
            </div>
          </>
        )}
        {children}
      </div>
      {art ? (
        <div className={`${base}__art`} aria-hidden="true">
          {art}
        </div>
      ) : null}
    </section>
  );
}

/** The player's balance; its wrapper lets a skin place it (a grid cell, a column). */
function BalanceCard({ base = 'pp-home-balance', className }: BlockProps) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const currency = useAgentCurrency();
  if (!signedIn) return null;
  return (
    <div className={cn(base, className)} data-home-block="balance">
      <WalletBalance fallbackCurrency={currency} />
    </div>
  );
}

/** The player's rank; the wrapper hides itself when the rank cannot be read (nothing inside). */
function RankCard({ base = 'pp-home-rank', className }: BlockProps) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  if (!signedIn) return null;
  return (
    <div className={cn(base, 'empty:hidden', className)} data-home-block="rank">
      <PlayerRank />
    </div>
  );
}

/** A titled list of links drawn as tiles: the categories and the quick links. */
function LinkTiles({
  kind,
  heading,
  headingIcon,
  base,
  className,
  listClassName,
  title = 'shown',
  items,
  itemClassName,
  iconClassName = 'size-7',
}: LinkTilesProps & { kind: string; heading: I18nKey; headingIcon: ReactNode; base: string; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={cn(base, className)} aria-labelledby={id} data-home-block={kind}>
      <BlockTitle id={id} base={base} title={title} icon={headingIcon}>
        {t(heading)}
      </BlockTitle>
      <ul className={cn(`${base}__list`, listClassName)}>
        {items.map((item, index) => (
          <li key={item.to} className={`${base}__cell`}>
            <Link to={item.to} className={cn(`${base}__item`, itemClassName?.(index, item))}>
              <span className={`${base}__icon`} aria-hidden="true">
                <Icon name={item.icon} className={iconClassName} />
              </span>
              <span className={`${base}__label`}>{t(item.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Categories({ base = 'pp-home-cats', items = GAME_CATEGORIES, ...props }: LinkTilesProps) {
  return <LinkTiles {...props} kind="categories" heading="home.categories" headingIcon={<SparkleIcon className="size-5" />} base={base} items={items} />;
}

function QuickLinks({ base = 'pp-home-quick', items = QUICK_LINKS, iconClassName = 'size-6', ...props }: LinkTilesProps) {
  return (
    <LinkTiles
      {...props}
      kind="quick"
      heading="home.quickLinks"
      headingIcon={<BoltIcon className="size-5" />}
      base={base}
      items={items}
      iconClassName={iconClassName}
    />
  );
}

const FEATURES = [
  { key: 'fast', Icon: BoltIcon, title: 'home.featureFast', text: 'home.featureFastText' },
  { key: 'safe', Icon: ShieldIcon, title: 'home.featureSafe', text: 'home.featureSafeText' },
  { key: 'support', Icon: HeadsetIcon, title: 'home.featureSupport', text: 'home.featureSupportText' },
] as const;

function Features({ base = 'pp-home-why', className, listClassName, title = 'shown', itemClassName }: FeaturesProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={cn(base, className)} aria-labelledby={id} data-home-block="features">
      <BlockTitle id={id} base={base} title={title} icon={<ShieldIcon className="size-5" />}>
        {t('home.whyUs')}
      </BlockTitle>
      <ul className={cn(`${base}__list`, listClassName)}>
        {FEATURES.map((feature, index) => (
          <li key={feature.key} className={cn(`${base}__item`, itemClassName?.(index))}>
            <span className={`${base}__icon`} aria-hidden="true">
              <feature.Icon className="size-6" />
            </span>
            <span className={`${base}__body`}>
              <span className={`${base}__name`}>{t(feature.title)}</span>
              <span className={`${base}__text`}>{t(feature.text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The strip's code (and the lobby's data calls) load only for a signed-in player. */
const GamesStrip = lazy(() => import('./featured-games').then((module) => ({ default: module.FeaturedGamesStrip })));

/** The game calls are a player's: a guest sees no strip (and asks nothing). */
function FeaturedGames(props: FeaturedGamesProps) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  if (!signedIn) return null;
  const { base = 'pp-home-games', className, listClassName, count = 6 } = props;
  return (
    <Suspense
      fallback={
        <section className={cn(base, className)} aria-hidden="true" data-home-block="games">
          <GamesSkeleton base={base} listClassName={listClassName} count={count} />
        </section>
      }
    >
      <GamesStrip {...props} base={base} count={count} />
    </Suspense>
  );
}

/** The agent's banners as a carousel; nothing for an agent without banners. */
function Banners({ base = 'pp-home-banners', className }: BlockProps) {
  return <BannerCarousel base={base} className={className} data-home-block="banners" />;
}

/** The latest announcement in one line that unfolds them all; nothing when there is none. */
function Announcements({ base = 'pp-home-notice', className }: BlockProps) {
  return <AnnouncementStrip base={base} className={className} data-home-block="announcements" />;
}

/** The blocks every skin's Home is given. */
export const HOME_BLOCKS: HomeBlocks = {
  Hero,
  BalanceCard,
  RankCard,
  Categories,
  QuickLinks,
  Features,
  FeaturedGames,
  Banners,
  Announcements,
};
