import { useId } from 'react';
import { MinusIcon, PlusIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  max: number;
}

/** Minimum 1; the top is what the store holds. */
export function QuantityStepper({ value, onChange, max }: QuantityStepperProps) {
  const labelId = useId();
  const t = useT();
  const button =
    'flex size-11 items-center justify-center text-zinc-800 hover:bg-zinc-100 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <div>
      <p id={labelId} className="mb-2.5 text-sm font-semibold text-zinc-900">
        {t('product.quantity')}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex items-center overflow-hidden rounded-md border border-zinc-300"
      >
        <button
          type="button"
          className={button}
          onClick={() => onChange(value - 1)}
          disabled={value <= 1}
          aria-label={t('product.decrease')}
        >
          <MinusIcon width={16} height={16} />
        </button>
        <output aria-live="polite" className="w-10 text-center text-sm font-semibold">
          {value}
        </output>
        <button
          type="button"
          className={button}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={t('product.increase')}
        >
          <PlusIcon width={16} height={16} />
        </button>
      </div>
    </div>
  );
}
