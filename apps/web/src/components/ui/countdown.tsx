import { useT } from '../../lib/i18n.ts';
import { countdownParts, twoDigits } from '../../lib/countdown.ts';
import { useNow } from '../../lib/use-now.ts';

/**
 * A live days / hours / minutes / seconds countdown to `to`, ticking every second; dashes until
 * the time is known (useNow).
 */
export function Countdown({ to, label }: { to: Date; label: string }) {
  const t = useT();
  const now = useNow();
  const parts = now === null ? undefined : countdownParts(to.getTime(), now);
  const units = [
    [parts?.days, t('Days')],
    [parts?.hours, t('Hours')],
    [parts?.minutes, t('Minutes')],
    [parts?.seconds, t('Seconds')],
  ] as const;
  return (
    <div className="flex flex-wrap items-center gap-2" role="timer" aria-label={label} data-testid="countdown">
      <span className="text-sm font-semibold">{label}</span>
      <span className="flex gap-1.5">
        {units.map(([value, unit]) => (
          <span
            key={unit}
            className="flex min-w-11 flex-col items-center rounded-md bg-slate-900 px-1.5 py-1 leading-tight text-white"
          >
            <span className="text-base font-bold tabular-nums">{value === undefined ? '--' : twoDigits(value)}</span>
            <span className="text-[10px] uppercase text-slate-300">{unit}</span>
          </span>
        ))}
      </span>
    </div>
  );
}
