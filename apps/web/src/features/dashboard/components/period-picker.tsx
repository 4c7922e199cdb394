import { addIndiaDays, indiaToday, MAX_DASHBOARD_DAYS } from '@kuber/shared';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { PERIODS, type Period, type PeriodId } from '../use-dashboard-period';

interface PeriodPickerProps {
  period: Period;
  onChoose: (id: Exclude<PeriodId, 'custom'>) => void;
  onChooseDays: (from: string, to: string) => void;
}

/** Today, 7 days, 30 days, or two dates of one's own (shown once Custom is chosen). */
export function PeriodPicker({ period, onChoose, onChooseDays }: PeriodPickerProps) {
  const id = useId();
  const [custom, setCustom] = useState(period.id === 'custom');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const today = indiaToday();
  const tooLong = from && to && addIndiaDays(from, MAX_DASHBOARD_DAYS - 1) < to;
  const chip = (active: boolean) =>
    `h-9 rounded-full border px-2 text-sm font-medium sm:px-4 ${active ? 'border-accent bg-accent-soft text-accent' : 'border-zinc-300 bg-white text-zinc-800 hover:border-zinc-900'}`;

  return (
    <div className="flex flex-col gap-3">
      {/* Four across on a phone, so Custom does not wrap onto a line of its own. */}
      <div role="group" aria-label="Period" className="grid grid-cols-4 gap-2 sm:flex sm:flex-wrap">
        {PERIODS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={!custom && period.id === p.id}
            className={chip(!custom && period.id === p.id)}
            onClick={() => {
              setCustom(false);
              onChoose(p.id);
            }}
          >
            {p.label}
          </button>
        ))}
        <button type="button" aria-pressed={custom} className={chip(custom)} onClick={() => setCustom(true)}>
          Custom
        </button>
      </div>
      {custom && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (from && to && from <= to && !tooLong) onChooseDays(from, to);
          }}
        >
          <div>
            <label htmlFor={`${id}-from`} className="mb-1 block text-xs font-semibold text-zinc-600">
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              required
              value={from}
              max={to || today}
              onChange={(e) => setFrom(e.target.value)}
              className="h-10 rounded-md border border-zinc-300 bg-white px-2 text-base sm:text-sm"
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-semibold text-zinc-600">
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              required
              value={to}
              min={from}
              onChange={(e) => setTo(e.target.value)}
              className="h-10 rounded-md border border-zinc-300 bg-white px-2 text-base sm:text-sm"
            />
          </div>
          <Button type="submit" size="sm" className="h-10" disabled={Boolean(tooLong)}>
            Show
          </Button>
          {tooLong && <p className="basis-full text-sm text-accent">Choose at most {MAX_DASHBOARD_DAYS} days.</p>}
        </form>
      )}
    </div>
  );
}
