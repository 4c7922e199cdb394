import type { Ref } from 'react';
import { ColorSwatch } from '#web/components/ui/color-swatch';
import { useT } from '#web/i18n/i18n-provider';

interface OptionPickerProps {
  legend: string;
  options: string[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Colours get a swatch beside their name. */
  swatches?: boolean;
  /** Why an option cannot be chosen now (sold out), or undefined when it can. */
  refusal?: (option: string) => string | undefined;
  /** A sold-out option was picked: it stays unchosen and the caller says why. */
  onRefused?: (message: string, option: string) => void;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Size or colour chips: a radio group, so arrow keys move between options. A sold-out one is
 * greyed and struck through, its name still readable (4.5:1: it can be picked, to hear why not);
 * picking it chooses nothing and is answered with the reason.
 */
export function OptionPicker({
  legend,
  options,
  value,
  onChange,
  swatches = false,
  refusal,
  onRefused,
  ref,
}: OptionPickerProps) {
  const t = useT();
  return (
    <fieldset ref={ref}>
      <legend className="mb-2.5 text-sm font-semibold text-zinc-900">
        {legend}
        {value && <span className="font-normal text-zinc-600">: {value}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const refused = refusal?.(option);
          const look =
            value === option
              ? 'border-accent bg-accent-soft text-accent ring-1 ring-accent'
              : refused
                ? 'border-dashed border-zinc-300 bg-zinc-50 text-zinc-500 line-through'
                : 'border-zinc-300 text-zinc-900 hover:border-zinc-900';
          return (
            <label
              key={option}
              className={`relative flex h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${look}`}
            >
              {/* Invisible but covering the chip, so a tap anywhere on it lands on the radio itself. */}
              <input
                type="radio"
                name={legend}
                value={option}
                checked={value === option}
                aria-label={refused ? t('product.optionSoldOut', { option }) : undefined}
                onChange={() => (refused ? onRefused?.(refused, option) : onChange(option))}
                className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
              />
              {swatches && <ColorSwatch color={option} className={`size-4 ${refused ? 'opacity-40' : ''}`} />}
              {option}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
