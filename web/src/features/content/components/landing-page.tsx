import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { SectionTitle } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icons';
import { useBrandName } from '@/features/agent';
import { useAuthStore } from '@/features/auth';

import { useContentPage } from '../hooks/use-content';
import { FaqList } from './help-page';
import { Markup } from './markup';
import { SectionFailed } from './parts';

/** The icons of the highlights, in turn. */
const HIGHLIGHT_ICONS: readonly IconName[] = ['bolt', 'gamepad', 'gift', 'headset'];
/** How many of the help page's questions the landing page shows. */
const LANDING_QUESTIONS = 3;

/**
 * /landing (docs/content.md §5): the brand with the way in (register and log in, or the games
 * for a member), the landing text, its highlights, and the first questions of /help.
 */
export function LandingPage() {
  const { t } = useTranslation('content');
  const { t: tt } = useTranslation();
  const brand = useBrandName();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const landing = useContentPage('landing');
  const help = useContentPage('help');
  const highlights = landing.data?.items ?? [];
  const questions = (help.data?.items ?? []).slice(0, LANDING_QUESTIONS);

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 sm:py-10" data-testid="landing">
      <div className="pp-card relative overflow-hidden px-5 py-8 sm:px-10 sm:py-12">
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-br from-primary/25 via-transparent to-transparent" aria-hidden="true" />
        <div className="relative flex flex-col gap-4">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{brand}</p>
          <h1 className="text-2xl font-bold text-strong sm:text-4xl">{landing.data?.title ?? brand}</h1>
          {landing.data ? (
            <Markup text={landing.data.body} className="max-w-2xl" testId="landing-text" />
          ) : landing.isError ? (
            <SectionFailed onRetry={() => void landing.refetch()} />
          ) : (
            <div className="flex max-w-2xl flex-col gap-2" role="status" data-testid="content-loading">
              <span className="sr-only">{t('loading')}</span>
              <div className="h-4 animate-pulse rounded bg-tint/10" />
              <div className="h-4 w-4/5 animate-pulse rounded bg-tint/10" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-tint/10" />
            </div>
          )}
          <div className="flex flex-wrap gap-3 pt-2">
            {signedIn ? (
              <ButtonLink to="/" size="lg" data-testid="landing-play">
                {t('landing.play')}
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/register" size="lg" data-testid="landing-register">
                  {tt('nav.register')}
                </ButtonLink>
                <ButtonLink to="/login" variant="outline" size="lg" data-testid="landing-login">
                  {tt('nav.login')}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </div>

      {highlights.length ? (
        <div className="flex flex-col gap-4">
          <SectionTitle id="landing-highlights">{t('landing.highlights')}</SectionTitle>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="landing-highlights">
            {highlights.map((item, i) => (
              <li key={i} className="pp-card flex flex-col gap-2 p-4" data-testid="landing-highlight">
                <span className="grid size-10 place-items-center rounded-xl bg-primary/15 text-accent ring-1 ring-accent/30" aria-hidden="true">
                  <Icon name={HIGHLIGHT_ICONS[i % HIGHLIGHT_ICONS.length] ?? 'sparkle'} className="size-5" />
                </span>
                <h3 className="font-semibold text-strong">{item.title}</h3>
                <Markup text={item.body} className="text-sm" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {questions.length ? (
        <div className="flex flex-col gap-4">
          <SectionTitle id="landing-questions">{t('help.questions')}</SectionTitle>
          <FaqList items={questions} />
          <Link to="/help" className="self-start text-sm font-medium text-accent hover:underline" data-testid="landing-all-questions">
            {t('help.all')} →
          </Link>
        </div>
      ) : null}

      <p className="text-center text-xs text-faint">{t('landing.adults')}</p>
    </section>
  );
}
