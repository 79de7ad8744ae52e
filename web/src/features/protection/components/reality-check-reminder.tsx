import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ClockIcon } from '@/components/ui/icons';
import { dateFormat, localeTag } from '@/lib/date';

import { useProtection, useTimeZone } from '../hooks/use-protection';

const MINUTE_MS = 60_000;

/** "45 min", "1 hr", "1 hr 30 min" in the interface language. */
export function useDuration(): (ms: number) => string {
  const { t } = useTranslation('protection');
  return (ms) => {
    const total = Math.max(1, Math.round(ms / MINUTE_MS));
    const h = Math.floor(total / 60);
    const m = total % 60;
    if (h === 0) return t('reminder.minutes', { m });
    return m === 0 ? t('reminder.hours', { h }) : t('reminder.hoursMinutes', { h, m });
  };
}

/** The clock time of `at`, in the agent's time zone. */
function clockTime(at: number, language: string, timeZone: string | null): string {
  return dateFormat(localeTag(language), { timeStyle: 'short' }, timeZone).format(at);
}

/**
 * The reality check while a game is open since `since`: every realityCheckMinutes of the
 * player's protection (none when 0), a dialog says how long he has played, to keep playing or
 * stop (`onStop`: the playing state's own way back to the wallet).
 */
export function RealityCheckReminder({ since, onStop }: { since: number; onStop: () => void }) {
  const { t, i18n } = useTranslation('protection');
  const timeZone = useTimeZone();
  const duration = useDuration();
  const minutes = useProtection().data?.realityCheckMinutes ?? 0;
  /** When the reminder came; null: not showing. */
  const [dueAt, setDueAt] = useState<number | null>(null);

  useEffect(() => {
    if (minutes <= 0) return;
    const every = minutes * MINUTE_MS;
    let timer: ReturnType<typeof setTimeout>;
    // Reminders fall on whole intervals since the game opened, whenever the setting arrived.
    const schedule = () => {
      const elapsed = Math.max(0, Date.now() - since);
      timer = setTimeout(() => {
        setDueAt(Date.now());
        schedule();
      }, every - (elapsed % every));
    };
    schedule();
    return () => {
      clearTimeout(timer);
      setDueAt(null);
    };
  }, [minutes, since]);

  const keepPlaying = () => setDueAt(null);
  const stop = () => {
    setDueAt(null);
    onStop();
  };

  return (
    <Dialog open={dueAt !== null && minutes > 0} onClose={keepPlaying} title={t('reminder.title')}>
      <div className="flex flex-col gap-4" data-testid="reality-check-reminder">
        <div className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary/15 text-accent" aria-hidden="true">
            <ClockIcon className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-base font-semibold text-strong" data-testid="reality-check-played">
              {t('reminder.played', { duration: duration((dueAt ?? since) - since) })}
            </p>
            <p className="text-sm text-muted">{t('reminder.since', { time: clockTime(since, i18n.language, timeZone) })}</p>
          </div>
        </div>
        <p className="text-sm text-subtle">{t('reminder.question')}</p>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="lg" onClick={stop} data-testid="reality-check-stop">
            {t('reminder.stop')}
          </Button>
          <Button size="lg" onClick={keepPlaying} data-testid="reality-check-continue">
            {t('reminder.keepPlaying')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
