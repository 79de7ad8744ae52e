import { useCallback, useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { bannerLink } from '../banner-link';
import { useBanners } from '../hooks/use-announcements';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import type { Banner } from '../types';
import { PauseIcon, PlayIcon } from './icons';

/** How long a banner stays before the next one slides in. */
export const BANNER_INTERVAL_MS = 5000;

/** The banners' shape (the back office's and the demo's pictures are 1200×400). */
const WIDTH = 1200;
const HEIGHT = 400;
const RATIO = 'aspect-[3/1]';

export interface BannerCarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The BEM base the skin's CSS styles: `base`, `__frame`, `__track`, `__slide`, `__link`,
   * `__image`, `__arrow` (`--prev`, `--next`), `__controls`, `__dot` (aria-current on the one
   * shown), `__pip`, `__toggle`. The carousel lays itself out; the look is the skin's.
   */
  base?: string;
  /** Milliseconds between two banners while it plays. */
  interval?: number;
}

/**
 * The agent's banners, one at a time: swiped (scroll snap) on a phone, moved by the arrows, the
 * dots or the arrow keys, and moving by itself unless the visitor points at it, is in it with
 * the keyboard, stopped it, or asked the system for less motion. The first picture loads at
 * once, the others lazily, each in a box of the banners' ratio so nothing moves when they
 * arrive. Nothing shows for an agent without banners.
 */
export function BannerCarousel({ base = 'pp-banners', className, interval = BANNER_INTERVAL_MS, ...rest }: BannerCarouselProps) {
  const banners = useBanners();
  if (banners.isPending) {
    // The room the banners will take (picture and dots), so the blocks below stay put.
    return (
      <div className={cn(base, `${base}--loading`, className)} aria-hidden="true">
        <div className={cn(`${base}__frame`, 'relative overflow-hidden')}>
          <div className={cn(`${base}__image`, RATIO, 'w-full motion-safe:animate-pulse')} />
        </div>
        <div className={cn(`${base}__controls`, 'h-6')} />
      </div>
    );
  }
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return <Carousel {...rest} banners={list} base={base} className={className} interval={interval} />;
}

function Carousel({
  banners,
  base,
  className,
  interval,
  ...rest
}: Omit<BannerCarouselProps, 'base' | 'interval'> & { banners: Banner[]; base: string; interval: number }) {
  const { t } = useTranslation();
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const settling = useRef<number | undefined>(undefined);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const count = banners.length;
  const many = count > 1;
  const at = Math.min(index, count - 1);
  const playing = many && !stopped && !reducedMotion && !pointed && !focused && !touched;

  const show = useCallback(
    (to: number) => {
      const next = ((to % count) + count) % count;
      setIndex(next);
      const el = track.current;
      el?.scrollTo?.({ left: next * el.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [count, reducedMotion],
  );

  // The next banner after `interval`; any move (a dot, a swipe) starts the wait again.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => show(at + 1), interval);
    return () => window.clearTimeout(timer);
  }, [playing, at, interval, show]);

  useEffect(() => () => window.clearTimeout(settling.current), []);

  // A swipe moves the track itself: the dots follow once it comes to rest.
  const onScroll = () => {
    window.clearTimeout(settling.current);
    settling.current = window.setTimeout(() => {
      const el = track.current;
      if (el && el.clientWidth > 0) setIndex(Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
    }, 120);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!many || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    show(at + (event.key === 'ArrowRight' ? 1 : -1));
  };

  return (
    <section
      {...rest}
      className={cn(base, 'relative', className)}
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.title')}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setPointed(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setPointed(false)}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={cn(`${base}__frame`, 'relative overflow-hidden')}>
        <div
          ref={track}
          id={trackId}
          className={cn(
            `${base}__track`,
            'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          )}
          onScroll={onScroll}
          aria-live={playing ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t('banners.slide')}
              aria-label={t('banners.position', { n: i + 1, total: count })}
              className={cn(`${base}__slide`, 'w-full shrink-0 snap-start snap-always')}
            >
              <BannerSlide banner={banner} base={base} first={i === 0} />
            </div>
          ))}
        </div>
        {many ? (
          <>
            <button
              type="button"
              className={cn(`${base}__arrow`, `${base}__arrow--prev`, 'absolute top-1/2 left-2 hidden -translate-y-1/2 place-items-center sm:grid')}
              aria-label={t('banners.previous')}
              aria-controls={trackId}
              onClick={() => show(at - 1)}
            >
              <ChevronRightIcon className="size-5 rotate-180" />
            </button>
            <button
              type="button"
              className={cn(`${base}__arrow`, `${base}__arrow--next`, 'absolute top-1/2 right-2 hidden -translate-y-1/2 place-items-center sm:grid')}
              aria-label={t('banners.next')}
              aria-controls={trackId}
              onClick={() => show(at + 1)}
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <div className={cn(`${base}__controls`, 'relative flex items-center justify-center')}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={cn(`${base}__dot`, 'grid h-6 min-w-6 place-items-center')}
              aria-label={t('banners.goTo', { n: i + 1, total: count })}
              aria-current={i === at ? 'true' : undefined}
              aria-controls={trackId}
              onClick={() => show(i)}
            >
              <span className={`${base}__pip`} aria-hidden="true" />
            </button>
          ))}
          {reducedMotion ? null : (
            <button
              type="button"
              className={cn(`${base}__toggle`, 'absolute right-0 grid size-6 place-items-center')}
              aria-label={stopped ? t('banners.play') : t('banners.pause')}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? <PlayIcon className="size-3.5" /> : <PauseIcon className="size-3.5" />}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** One banner's picture, a link where the banner leads somewhere. */
function BannerSlide({ banner, base, first }: { banner: Banner; base: string; first: boolean }) {
  const { t } = useTranslation();
  const image = (
    <img
      src={banner.imageUrl}
      alt={banner.title}
      width={WIDTH}
      height={HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      className={cn(`${base}__image`, RATIO, 'block h-auto w-full object-cover')}
    />
  );
  const link = bannerLink(banner.linkUrl);
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} className={cn(`${base}__link`, 'block')}>
        {image}
      </Link>
    );
  }
  if (link.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={cn(`${base}__link`, 'block')}>
        {image}
        <span className="sr-only">{t('banners.newTab')}</span>
      </a>
    );
  }
  return image;
}
