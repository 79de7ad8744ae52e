import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { CloseIcon } from '@/components/ui/icons';
import { localeTag } from '@/lib/date';

import type { PathForm } from './engagement-form';
import {
  MAX_SEGMENTS,
  MIN_SEGMENTS,
  PRIZE_TYPES,
  newSegment,
  oddsOf,
  setPath,
  type MiniGamesForm,
  type PrizeRow,
  type SegmentRow,
} from './engagement-model';
import { SelectField } from './form-controls';

const TAU = Math.PI * 2;

/** A point on the circle of radius `r` around (0, 0), `turn` in turns from the top, clockwise. */
function at(r: number, turn: number): [number, number] {
  const angle = turn * TAU - Math.PI / 2;
  return [Number((r * Math.cos(angle)).toFixed(3)), Number((r * Math.sin(angle)).toFixed(3))];
}

/**
 * The wheel as players see it: one equal slice per segment in its colour with its label (the
 * odds decide where it stops, not the slice's size), the pointer at the top.
 */
export function WheelPreview({ segments, labelOf }: { segments: readonly SegmentRow[]; labelOf: (segment: SegmentRow, index: number) => string }) {
  const { t } = useTranslation('backoffice');
  const n = segments.length;
  const r = 100;
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="bo-wheel-preview">
      <svg viewBox="-110 -118 220 228" className="w-full max-w-64" role="img" aria-label={t('engagement.games.preview', { count: n })}>
        <circle r={r + 6} fill="#111827" stroke="#f59e0b" strokeWidth={3} />
        {n === 1 ? <circle r={r} fill={segments[0]?.color ?? '#374151'} /> : null}
        {n > 1
          ? segments.map((segment, i) => {
              const [x1, y1] = at(r, i / n);
              const [x2, y2] = at(r, (i + 1) / n);
              const [tx, ty] = at(r * 0.62, (i + 0.5) / n);
              const rotate = ((i + 0.5) / n) * 360 - 90;
              const label = labelOf(segment, i);
              return (
                <g key={i} data-testid={`bo-wheel-slice-${i}`}>
                  <path d={`M0 0 L${x1} ${y1} A${r} ${r} 0 0 1 ${x2} ${y2} Z`} fill={segment.color} stroke="#111827" strokeWidth={1} />
                  <text
                    x={tx}
                    y={ty}
                    fill="#ffffff"
                    fontSize={n > 10 ? 7 : 9}
                    fontWeight={600}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    transform={`rotate(${rotate.toFixed(2)} ${tx} ${ty})`}
                  >
                    {label.length > 12 ? `${label.slice(0, 11)}…` : label}
                  </text>
                </g>
              );
            })
          : null}
        {n === 0 ? <circle r={r} fill="#1f2937" /> : null}
        <circle r={14} fill="#f59e0b" stroke="#111827" strokeWidth={2} />
        <path d="M-9 -116 L9 -116 L0 -96 Z" fill="#f59e0b" stroke="#111827" strokeWidth={1.5} />
      </svg>
      <figcaption className="text-center text-xs text-gray-400">{t('engagement.games.previewNote')}</figcaption>
    </figure>
  );
}

/** A prize: its type and, unless it is none, how much (money for credit, a count otherwise). */
export function PrizeFields({
  form,
  path,
  value,
  currency,
  typeLabel,
}: {
  form: PathForm<MiniGamesForm>;
  path: string;
  value: PrizeRow;
  currency: string;
  typeLabel: string;
}) {
  const { t } = useTranslation('backoffice');
  const amountLabel = value.type === 'credit' && currency ? `${t('engagement.prize.amount')} (${currency})` : t('engagement.prize.amount');
  return (
    <>
      <SelectField
        label={typeLabel}
        value={value.type}
        onChange={(e) =>
          form.update((v) => {
            const type = e.target.value as PrizeRow['type'];
            return setPath(v, path, { type, amount: type === 'none' ? '' : value.amount });
          }, path)
        }
        options={PRIZE_TYPES.map((type) => ({ value: type, label: t(`engagement.prizeType.${type}`) }))}
        testId={`bo-games-${path.replace(/\./g, '-')}-type`}
      />
      <TextField
        label={amountLabel}
        {...form.text(`${path}.amount`)}
        inputMode={value.type === 'credit' ? 'decimal' : 'numeric'}
        disabled={value.type === 'none'}
        required={value.type !== 'none'}
      />
    </>
  );
}

/** The wheel's segments: label, colour, prize and weight, with each one's computed odds. */
export function SegmentsEditor({ form, currency }: { form: PathForm<MiniGamesForm>; currency: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const segments = form.values.wheel.segments;
  const odds = oddsOf(segments.map((s) => s.weight));
  const listError = form.errorOf('wheel.segments');
  const setSegments = (next: SegmentRow[]) => form.update((v) => ({ ...v, wheel: { ...v.wheel, segments: next } }), 'wheel.segments');
  const percent = (value: number | null) =>
    value === null ? '—' : `${value.toLocaleString(localeTag(i18n.language), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

  return (
    <div className="flex flex-col gap-3" data-testid="bo-wheel-segments">
      {listError ? (
        <p role="alert" className="text-sm text-red-400" data-testid="bo-wheel-segments-error">
          {listError}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {segments.map((segment, i) => {
          const path = `wheel.segments.${i}`;
          const colorError = form.errorOf(`${path}.color`);
          return (
            <li key={i} className="flex flex-col gap-3 rounded-xl border border-white/10 p-3" data-testid={`bo-wheel-segment-${i}`}>
              <div className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2 text-sm font-medium text-white">
                  <span className="size-4 rounded-full ring-1 ring-white/30" style={{ backgroundColor: segment.color }} aria-hidden="true" />
                  {t('engagement.games.segmentN', { n: i + 1 })}
                </span>
                <span className="flex items-center gap-3">
                  <span className="text-sm text-gray-300">
                    {t('engagement.games.odds')}{' '}
                    <span className="font-semibold text-white tabular-nums" data-testid={`bo-wheel-odds-${i}`}>
                      {percent(odds[i] ?? null)}
                    </span>
                  </span>
                  <button
                    type="button"
                    onClick={() => setSegments(segments.filter((_, j) => j !== i))}
                    disabled={segments.length <= MIN_SEGMENTS}
                    aria-label={t('engagement.games.removeSegment', { n: i + 1 })}
                    title={t('engagement.games.removeSegment', { n: i + 1 })}
                    data-testid={`bo-wheel-segment-${i}-remove`}
                    className="grid size-9 place-items-center rounded-lg text-gray-400 hover:bg-white/5 hover:text-red-300 disabled:opacity-40"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </span>
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField label={t('engagement.games.labelTh')} {...form.text(`${path}.label.nameTh`)} maxLength={40} required />
                <TextField label={t('engagement.games.labelEn')} {...form.text(`${path}.label.nameEn`)} maxLength={40} required />
                <TextField label={t('engagement.games.labelVi')} {...form.text(`${path}.label.nameVi`)} maxLength={40} required />
              </div>
              <div className="grid gap-3 sm:grid-cols-4">
                <TextField
                  label={t('engagement.games.color')}
                  {...form.text(`${path}.color`)}
                  maxLength={7}
                  spellCheck={false}
                  error={colorError}
                  endAdornment={
                    <input
                      type="color"
                      value={/^#[0-9a-fA-F]{6}$/.test(segment.color) ? segment.color : '#000000'}
                      onChange={(e) => form.set(`${path}.color`, e.target.value)}
                      aria-label={t('engagement.games.pickColor', { n: i + 1 })}
                      className="me-1 h-8 w-10 shrink-0 cursor-pointer rounded border-0 bg-transparent"
                    />
                  }
                />
                <PrizeFields form={form} path={`${path}.prize`} value={segment.prize} currency={currency} typeLabel={t('engagement.prize.type')} />
                <TextField label={t('engagement.games.weight')} {...form.text(`${path}.weight`)} inputMode="numeric" required />
              </div>
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-gray-400">{t('engagement.games.weightsNote', { min: MIN_SEGMENTS, max: MAX_SEGMENTS })}</p>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setSegments([...segments, newSegment(segments.length)])}
          disabled={segments.length >= MAX_SEGMENTS}
          data-testid="bo-wheel-segment-add"
        >
          {t('engagement.games.addSegment')}
        </Button>
      </div>
    </div>
  );
}
