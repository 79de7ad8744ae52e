import { useTranslation } from 'react-i18next';

import { ClockIcon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import { toast } from '@/lib/toast';

import { useSetRealityCheck } from '../hooks/use-protection';
import { REALITY_CHECK_MINUTES, type Protection, type RealityCheckMinutes } from '../types';
import { ChoiceChips } from './parts';

/** The choice's name: off, or the interval ("30 min", "1 hour"). */
export function useIntervalLabel(): (minutes: RealityCheckMinutes) => string {
  const { t } = useTranslation('protection');
  return (minutes) => (minutes === 0 ? t('reality.options.off') : t(`reality.options.m${minutes}`));
}

/** How often the reality-check reminder comes while a game is open; saved as soon as chosen. */
export function RealityCheckSection({ protection }: { protection: Protection }) {
  const { t } = useTranslation('protection');
  const labelOf = useIntervalLabel();
  const mutation = useSetRealityCheck();
  const current = protection.realityCheckMinutes as RealityCheckMinutes;

  function choose(minutes: RealityCheckMinutes) {
    if (minutes === current) return;
    mutation.mutate(minutes, {
      onSuccess: () => void toast.success({ title: t('reality.saved'), text: minutes ? t('reality.current', { every: labelOf(minutes) }) : t('reality.currentOff') }),
    });
  }

  return (
    <Section id="protection-reality" title={t('reality.title')} icon={<ClockIcon className="size-5" />} testId="protection-reality">
      <p className="text-sm text-muted">{t('reality.intro')}</p>
      <ChoiceChips
        label={t('reality.choose')}
        options={REALITY_CHECK_MINUTES}
        value={mutation.isPending ? (mutation.variables ?? current) : current}
        onChoose={choose}
        labelOf={labelOf}
        disabled={mutation.isPending}
        testId="reality-check"
      />
      <p className="text-sm font-medium text-soft" role="status" data-testid="reality-check-current">
        {current ? t('reality.current', { every: labelOf(current) }) : t('reality.currentOff')}
      </p>
    </Section>
  );
}
