import type { Ref } from 'react';
import { ColorSwatch } from '../../../components/ui/color-swatch';

interface OptionPickerProps {
  legend: string;
  options: string[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Colours get a swatch beside their name. */
  swatches?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

/** Size or colour chips: a radio group, so arrow keys move between options. */
export function OptionPicker({ legend, options, value, onChange, swatches = false, ref }: OptionPickerProps) {
  return (
    <fieldset ref={ref}>
      <legend className="mb-2.5 text-sm font-semibold text-zinc-900">
        {legend}
        {value && <span className="font-normal text-zinc-600">: {value}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={`relative flex h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
              value === option ? 'border-accent bg-accent-soft text-accent ring-1 ring-accent' : 'border-zinc-300 text-zinc-900 hover:border-zinc-900'
            }`}
          >
            {/* Invisible but covering the chip, so a tap anywhere on it lands on the radio itself. */}
            <input
              type="radio"
              name={legend}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
            />
            {swatches && <ColorSwatch color={option} className="size-4" />}
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
