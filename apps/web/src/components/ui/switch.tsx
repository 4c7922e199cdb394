import type { ComponentProps } from 'react';

interface SwitchProps extends Omit<ComponentProps<'button'>, 'onChange' | 'type' | 'role'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch (a button with role="switch"): in a form through SwitchField, or alone
 * in a table row with an aria-label naming what it switches.
 */
export function Switch({ checked, onChange, className = '', disabled, ...button }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
        checked ? 'bg-accent' : 'bg-zinc-300'
      } ${className}`}
      {...button}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}
