import { ColorSwatch } from '../../../components/ui/color-swatch';

interface OptionPickerProps {
  legend: string;
  options: string[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Colours get a swatch beside their name. */
  swatches?: boolean;
}

/** Size or colour chips: a radio group, so arrow keys move between options. */
export function OptionPicker({ legend, options, value, onChange, swatches = false }: OptionPickerProps) {
  return (
    <fieldset>
      <legend className="mb-2.5 text-sm font-semibold text-zinc-900">
        {legend}
        {value && <span className="font-normal text-zinc-600">: {value}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={`flex h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
              value === option ? 'border-accent bg-accent-soft text-accent ring-1 ring-accent' : 'border-zinc-300 text-zinc-900 hover:border-zinc-900'
            }`}
          >
            <input type="radio" name={legend} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
            {swatches && <ColorSwatch color={option} className="size-4" />}
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
