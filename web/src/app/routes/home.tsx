import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { SectionTitle } from '@/components/ui/card';
import {
  BoltIcon,
  HeadsetIcon,
  Icon,
  LoginIcon,
  ShieldIcon,
  SparkleIcon,
  UserPlusIcon,
} from '@/components/ui/icons';
import { GAME_CATEGORIES, QUICK_LINKS } from '@/config/navigation';
import { useAgentCurrency, useBrandName } from '@/features/agent';
import { useAuthStore } from '@/features/auth';
import { RankCard } from '@/features/engagement';
import { BalanceCard } from '@/features/wallet';

function CategoryGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="categories-title" className="flex flex-col gap-3">
      <SectionTitle id="categories-title" icon={<SparkleIcon className="size-5" />}>
        {t('home.categories')}
      </SectionTitle>
      <ul className="grid grid-cols-5 gap-2 sm:gap-3">
        {GAME_CATEGORIES.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="pp-category">
              <span className="pp-category__icon">
                <Icon name={item.icon} className="size-7" />
              </span>
              <span className="pp-category__label">{t(item.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Features() {
  const { t } = useTranslation();
  const items = [
    { icon: <BoltIcon className="size-6" />, title: t('home.featureFast'), text: t('home.featureFastText') },
    { icon: <ShieldIcon className="size-6" />, title: t('home.featureSafe'), text: t('home.featureSafeText') },
    { icon: <HeadsetIcon className="size-6" />, title: t('home.featureSupport'), text: t('home.featureSupportText') },
  ];
  return (
    <section aria-labelledby="why-title" className="flex flex-col gap-3">
      <SectionTitle id="why-title" icon={<ShieldIcon className="size-5" />}>
        {t('home.whyUs')}
      </SectionTitle>
      <ul className="grid gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="pp-card flex items-start gap-3 p-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/15 text-accent" aria-hidden="true">
              {item.icon}
            </span>
            <span>
              <span className="block font-semibold text-strong">{item.title}</span>
              <span className="mt-0.5 block text-sm text-muted">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GuestHome() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-5 sm:py-8">
      <section className="pp-hero" aria-labelledby="hero-title">
        <div className="relative z-10 flex max-w-xl flex-col gap-4">
          <p className="pp-chip self-start">{brand}</p>
          <h1 id="hero-title" className="text-3xl leading-tight font-bold text-strong sm:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="text-base text-soft sm:text-lg">{t('home.heroSubtitle')}</p>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:flex">
            <ButtonLink to="/register" size="lg" icon={<UserPlusIcon className="size-5" />}>
              {t('nav.register')}
            </ButtonLink>
            <ButtonLink to="/login" size="lg" variant="outline" icon={<LoginIcon className="size-5" />}>
              {t('nav.login')}
            </ButtonLink>
          </div>
        </div>
        <div className="pp-hero__art" aria-hidden="true">
          <span className="pp-hero__chip pp-hero__chip--1" />
          <span className="pp-hero__chip pp-hero__chip--2" />
          <span className="pp-hero__chip pp-hero__chip--3" />
        </div>
      </section>
      <CategoryGrid />
      <Features />
    </div>
  );
}

function MemberHome() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const currency = useAgentCurrency();
  const name = user?.player?.nickName || user?.player?.firstName || user?.username || '';
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-7 px-4 py-5 sm:py-8">
      <div className="grid gap-4 md:grid-cols-[1fr_1.2fr] md:items-stretch">
        <section className="flex flex-col justify-center gap-1" aria-labelledby="greeting">
          <h1 id="greeting" className="text-2xl font-semibold text-strong sm:text-3xl">
            {t('home.greeting', { name })}
          </h1>
          <p className="text-muted">{t('home.welcome')}</p>
        </section>
        <BalanceCard fallbackCurrency={currency} />
      </div>
      <RankCard />

      <section aria-labelledby="quick-title" className="flex flex-col gap-3">
        <SectionTitle id="quick-title" icon={<BoltIcon className="size-5" />}>
          {t('home.quickLinks')}
        </SectionTitle>
        <ul className="grid grid-cols-3 gap-2.5 sm:grid-cols-6">
          {QUICK_LINKS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="pp-quick">
                <Icon name={item.icon} className="size-6 text-accent" />
                <span className="text-center text-xs font-medium text-soft sm:text-sm">{t(item.labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <CategoryGrid />
    </div>
  );
}

export function Component() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return isAuthenticated ? <MemberHome /> : <GuestHome />;
}
