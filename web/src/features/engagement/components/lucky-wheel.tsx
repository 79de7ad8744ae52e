import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { nameIn, type WheelSegment } from '../types';

/** How long a spin turns (the prize shows when it stops). */
export const SPIN_MS = 4_000;
/** Whole turns a spin makes at least before it stops on its segment. */
const TURNS = 5;

const SIZE = 200;
const CENTER = SIZE / 2;
const RADIUS = 96;

/** An angle in [0, 360). */
const normal = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The middle of a segment, in degrees clockwise from the top, the pointer's place. */
export function segmentMiddle(position: number, count: number): number {
  return (position + 0.5) * (360 / count);
}

/**
 * The wheel's next rotation (degrees, clockwise, only ever growing) that stops the segment at
 * `position` under the pointer after at least TURNS whole turns; `jitter` (degrees, within the
 * segment) keeps it from stopping dead centre every time.
 */
export function targetRotation(current: number, position: number, count: number, jitter = 0): number {
  const rest = normal(jitter - segmentMiddle(position, count));
  let next = current - normal(current) + rest;
  while (next < current + TURNS * 360) next += 360;
  return next;
}

/** The position of the segment under the pointer when the wheel is turned by `rotation`. */
export function segmentAt(rotation: number, count: number): number {
  return Math.floor(normal(-rotation) / (360 / count)) % count;
}

/** A random offset that keeps the pointer well inside a segment of `count`. */
export function spinJitter(count: number, random: () => number = Math.random): number {
  return (random() - 0.5) * (360 / count) * 0.6;
}

/** Whether the visitor asked the system for less motion (then the wheel jumps to its stop). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia('(prefers-reduced-motion: reduce)');
      query.addEventListener?.('change', notify);
      return () => query.removeEventListener?.('change', notify);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => false,
  );
}

function point(degrees: number, radius: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [CENTER + radius * Math.sin(radians), CENTER - radius * Math.cos(radians)];
}

function wedgePath(position: number, count: number): string {
  if (count === 1) return `M ${CENTER} ${CENTER - RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${CENTER - 0.01} ${CENTER - RADIUS} Z`;
  const step = 360 / count;
  const [x0, y0] = point(position * step, RADIUS);
  const [x1, y1] = point((position + 1) * step, RADIUS);
  return `M ${CENTER} ${CENTER} L ${x0} ${y0} A ${RADIUS} ${RADIUS} 0 ${step > 180 ? 1 : 0} 1 ${x1} ${y1} Z`;
}

/** Dark text on a light segment, light text on a dark one (the segment's colour is the staff's). */
export function labelColour(colour: string): string {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const lum = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return lum > 0.6 ? '#111827' : '#fff';
}

/** A label short enough for its segment. */
function shortLabel(text: string, count: number): string {
  const max = count > 10 ? 9 : 13;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The lucky wheel drawn from its segments (label and colour each, in the order of their index),
 * a pointer at the top. It turns to `rotation` (CSS transform, SPIN_MS, none when the visitor
 * prefers reduced motion) and calls `onStopped` once it is there.
 */
export function LuckyWheel({
  segments,
  rotation,
  spinning,
  onStopped,
  targetIndex,
}: {
  segments: readonly WheelSegment[];
  rotation: number;
  spinning: boolean;
  onStopped: () => void;
  /** The segment index the server chose, while the wheel turns to it and after. */
  targetIndex: number | null;
}) {
  const { t, i18n } = useTranslation('engagement');
  const reducedMotion = usePrefersReducedMotion();
  const stopped = useRef(onStopped);
  useEffect(() => {
    stopped.current = onStopped;
  }, [onStopped]);

  // The stop: at the end of the transition, at once without motion, and in any case a little
  // after SPIN_MS (a hidden tab may never run the transition's end).
  useEffect(() => {
    if (!spinning) return;
    const timer = window.setTimeout(() => stopped.current(), reducedMotion ? 0 : SPIN_MS + 400);
    return () => window.clearTimeout(timer);
  }, [spinning, rotation, reducedMotion]);

  const count = segments.length;
  return (
    <div
      className="relative mx-auto aspect-square w-full max-w-[22rem]"
      role="img"
      aria-label={t('wheel.wheelLabel', { n: count })}
      data-testid="lucky-wheel"
      data-rotation={rotation}
      data-spinning={spinning ? 'true' : 'false'}
      data-target-index={targetIndex ?? ''}
    >
      <div className="absolute inset-0 rounded-full bg-gradient-to-br from-highlight/60 via-primary/40 to-raised p-2 shadow-card ring-1 ring-tint/10">
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          className="size-full"
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: spinning && !reducedMotion ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.1, 1)` : 'none',
          }}
          onTransitionEnd={(event) => {
            if (spinning && event.target === event.currentTarget) stopped.current();
          }}
          data-testid="lucky-wheel-rotor"
          aria-hidden="true"
        >
          <circle cx={CENTER} cy={CENTER} r={RADIUS + 3} fill="var(--color-panel)" />
          {segments.map((segment, position) => {
            const middle = segmentMiddle(position, count);
            const colour = segment.color || 'var(--color-raised)';
            // Labels run along the radius, hub to rim, the same way on every segment, as printed
            // on a real wheel: whichever segment stops under the pointer reads the same way.
            return (
              <g key={segment.index} data-segment-index={segment.index}>
                <path d={wedgePath(position, count)} fill={colour} stroke="var(--color-surface)" strokeWidth={0.8} />
                <text
                  x={CENTER + RADIUS * 0.9}
                  y={CENTER}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={count > 10 ? 7 : 9}
                  fontWeight={600}
                  fill={labelColour(segment.color || '')}
                  transform={`rotate(${middle - 90} ${CENTER} ${CENTER})`}
                >
                  {shortLabel(nameIn(segment.label, i18n.language), count)}
                </text>
              </g>
            );
          })}
          {Array.from({ length: count }, (_, position) => {
            const [x, y] = point(position * (360 / count), RADIUS - 1);
            return <circle key={position} cx={x} cy={y} r={1.6} fill="var(--color-highlight)" />;
          })}
        </svg>
      </div>
      {/* The hub and the pointer stay still while the wheel turns under them. */}
      <div className="pointer-events-none absolute inset-0 grid place-items-center" aria-hidden="true">
        <span className="size-[14%] rounded-full bg-panel shadow-card ring-4 ring-highlight/80" />
      </div>
      <svg viewBox="0 0 24 24" className="pointer-events-none absolute -top-1 left-1/2 size-9 -translate-x-1/2 drop-shadow" aria-hidden="true">
        <path d="M12 22 4 4h16L12 22Z" fill="var(--color-highlight)" stroke="var(--color-surface)" strokeWidth={1.5} strokeLinejoin="round" />
      </svg>
    </div>
  );
}
