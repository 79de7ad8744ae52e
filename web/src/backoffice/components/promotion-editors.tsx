import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { FieldMessage } from './form-controls';
import { GAME_CATEGORIES, WEEKDAYS, type GameRuleRow, type TierRow } from './promotion-model';

const CELL_INPUT = 'pp-input h-10 text-sm';

/** A small ✕ button that removes one row of an editor. */
function RemoveButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={testId}
      className="grid size-10 shrink-0 place-items-center rounded-lg text-gray-400 hover:bg-white/5 hover:text-red-300"
    >
      <CloseIcon className="size-4" />
    </button>
  );
}

/** Rows of category + providers: the games a player may open while the promotion runs. */
export function GameConfigEditor({
  rows,
  onChange,
  error,
}: {
  rows: GameRuleRow[];
  onChange: (rows: GameRuleRow[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const set = (index: number, patch: Partial<GameRuleRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const unused = GAME_CATEGORIES.find((c) => !rows.some((row) => row.category === c)) ?? GAME_CATEGORIES[0];

  return (
    <div className="flex flex-col gap-3" data-testid="bo-promo-games" aria-describedby={error ? `${id}-error` : undefined}>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-white/15 px-3 py-3 text-sm text-gray-400" data-testid="bo-promo-games-all">
          {t('promoForm.noRules')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row, index) => {
            const categoryLabel = t('promoForm.category');
            const categoryName = (GAME_CATEGORIES as readonly string[]).includes(row.category)
              ? t(`category.${row.category as (typeof GAME_CATEGORIES)[number]}`)
              : row.category;
            return (
              <li
                key={index}
                className="flex flex-col gap-2 rounded-xl border border-white/10 p-3 sm:flex-row sm:items-center"
                data-testid={`bo-promo-rule-${index}`}
              >
                <div className="pp-input-wrap sm:w-40">
                  <select
                    aria-label={categoryLabel}
                    className={cn(CELL_INPUT, 'cursor-pointer')}
                    value={row.category}
                    onChange={(e) => set(index, { category: e.target.value })}
                    data-testid={`bo-promo-rule-${index}-category`}
                  >
                    {!(GAME_CATEGORIES as readonly string[]).includes(row.category) ? (
                      <option value={row.category} className="bg-gray-900">
                        {row.category || '—'}
                      </option>
                    ) : null}
                    {GAME_CATEGORIES.map((category) => (
                      <option key={category} value={category} className="bg-gray-900">
                        {t(`category.${category}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <label className="flex shrink-0 items-center gap-2 text-sm text-gray-200">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary-500"
                    checked={row.all}
                    onChange={(e) => set(index, { all: e.target.checked })}
                    data-testid={`bo-promo-rule-${index}-all`}
                  />
                  {t('promoForm.allProviders')}
                </label>
                <div className={cn('pp-input-wrap min-w-0 flex-1', row.all && 'opacity-50')}>
                  <input
                    aria-label={t('promoForm.providersOf', { category: categoryName })}
                    className={CELL_INPUT}
                    value={row.all ? '' : row.providers}
                    disabled={row.all}
                    placeholder={row.all ? t('promoForm.allProviders') : t('promoForm.providersPlaceholder')}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(e) => set(index, { providers: e.target.value })}
                    data-testid={`bo-promo-rule-${index}-providers`}
                  />
                </div>
                <RemoveButton
                  label={t('promoForm.removeRule', { category: categoryName })}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  testId={`bo-promo-rule-${index}-remove`}
                />
              </li>
            );
          })}
        </ul>
      )}
      <FieldMessage id={id} error={error} hint={t('promoForm.providersHint')} />
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...rows, { category: unused, all: true, providers: '' }])}
          disabled={rows.length >= 50}
          data-testid="bo-promo-rule-add"
        >
          {t('promoForm.addRule')}
        </Button>
      </div>
    </div>
  );
}

/** The stack top-up's tiers: a day's deposits reaching `deposit` unlock `bonus`, ascending. */
export function StackTiersEditor({
  rows,
  onChange,
  error,
  currency,
}: {
  rows: TierRow[];
  onChange: (rows: TierRow[]) => void;
  error?: string | null;
  currency: string;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const set = (index: number, patch: Partial<TierRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="flex flex-col gap-3" data-testid="bo-promo-tiers">
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <li key={index} className="flex items-end gap-2" data-testid={`bo-promo-tier-${index}`}>
            <span className="w-14 shrink-0 pb-2.5 text-xs text-gray-400">{t('promoForm.tierN', { n: index + 1 })}</span>
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-gray-400">
              <span className={index > 0 ? 'sr-only' : undefined}>{t('promoForm.tierDeposit', { currency })}</span>
              <span className={cn('pp-input-wrap', error && 'pp-input-wrap--error')}>
                <input
                  className={CELL_INPUT}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.deposit}
                  onChange={(e) => set(index, { deposit: e.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  data-testid={`bo-promo-tier-${index}-deposit`}
                />
              </span>
            </label>
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-gray-400">
              <span className={index > 0 ? 'sr-only' : undefined}>{t('promoForm.tierBonus', { currency })}</span>
              <span className={cn('pp-input-wrap', error && 'pp-input-wrap--error')}>
                <input
                  className={CELL_INPUT}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.bonus}
                  onChange={(e) => set(index, { bonus: e.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  data-testid={`bo-promo-tier-${index}-bonus`}
                />
              </span>
            </label>
            <RemoveButton
              label={t('promoForm.removeTier', { n: index + 1 })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              testId={`bo-promo-tier-${index}-remove`}
            />
          </li>
        ))}
      </ol>
      <FieldMessage id={id} error={error} hint={t('promoForm.tiersNote')} />
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...rows, { deposit: '', bonus: '' }])}
          disabled={rows.length >= 20}
          data-testid="bo-promo-tier-add"
        >
          {t('promoForm.addTier')}
        </Button>
      </div>
    </div>
  );
}

/** Monday … Sunday as toggles (none: every day). */
export function WeekdayPicker({ value, onChange }: { value: number[]; onChange: (days: number[]) => void }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" data-testid="bo-promo-weekdays" aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-gray-200">{t('promoForm.weekdays')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {WEEKDAYS.map((day) => {
          const on = value.includes(day);
          return (
            <label
              key={day}
              className={cn(
                'flex cursor-pointer items-center rounded-lg border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-400',
                on ? 'border-primary-400/50 bg-primary-500/15 text-white' : 'border-white/10 text-gray-300 hover:bg-white/[0.04]',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={(e) => onChange(e.target.checked ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day))}
                data-testid={`bo-promo-weekday-${day}`}
              />
              {t(`promoForm.weekday.${day}`)}
            </label>
          );
        })}
      </div>
      <FieldMessage id={id} hint={t('promoForm.weekdaysHint')} />
    </fieldset>
  );
}
