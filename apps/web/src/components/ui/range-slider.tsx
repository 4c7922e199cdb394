import { useEffect, useState } from 'react';

type Range = [number, number];

interface RangeSliderProps {
  min?: number;
  max: number;
  step: number;
  value: Range;
  /** Called once the thumbs rest, not on every pixel of a drag. */
  onChange: (value: Range) => void;
  format: (n: number) => string;
  labels: [string, string];
}

const COMMIT_DELAY_MS = 300;

// Two native range inputs stacked on one track: keyboard, touch and screen readers work as usual.
const thumb =
  'pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent focus-visible:outline-none ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-accent [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-accent [&::-moz-range-thumb]:bg-white ' +
  'focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-accent/30 focus-visible:[&::-moz-range-thumb]:ring-4 focus-visible:[&::-moz-range-thumb]:ring-accent/30';

export function RangeSlider({ min = 0, max, step, value, onChange, format, labels }: RangeSliderProps) {
  const [draft, setDraft] = useState<Range>(value);
  const [committed, setCommitted] = useState<Range>(value);

  // Adopt outside changes (Clear Filters, a new scale) without fighting an ongoing drag.
  if (value[0] !== committed[0] || value[1] !== committed[1]) {
    setCommitted(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft[0] === committed[0] && draft[1] === committed[1]) return;
    const timer = setTimeout(() => onChange(draft), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, onChange]);

  const span = max - min || 1;
  const left = ((draft[0] - min) / span) * 100;
  const right = 100 - ((draft[1] - min) / span) * 100;

  return (
    <div>
      <p className="mb-3 text-sm font-semibold text-zinc-900" aria-hidden="true">
        {format(draft[0])} – {format(draft[1])}
      </p>
      <div className="relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-zinc-200" />
        <div
          className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-accent"
          style={{ left: `${left}%`, right: `${right}%` }}
        />
        <input
          type="range"
          aria-label={labels[0]}
          aria-valuetext={format(draft[0])}
          min={min}
          max={max}
          step={step}
          value={draft[0]}
          onChange={(e) => setDraft([Math.min(Number(e.target.value), draft[1]), draft[1]])}
          className={thumb}
          // When both thumbs meet at the top end, the lower one must be on top or it could never move again.
          style={{ zIndex: draft[0] > max - step ? 2 : 1 }}
        />
        <input
          type="range"
          aria-label={labels[1]}
          aria-valuetext={format(draft[1])}
          min={min}
          max={max}
          step={step}
          value={draft[1]}
          onChange={(e) => setDraft([draft[0], Math.max(Number(e.target.value), draft[0])])}
          className={thumb}
        />
      </div>
      <div className="mt-1 flex justify-between text-xs text-zinc-600" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
