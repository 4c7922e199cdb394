import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '#web/lib/hydrated';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors select-none disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<Variant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong',
  secondary: 'border border-zinc-300 bg-white text-zinc-900 hover:border-zinc-900',
  ghost: 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Button look, shared with links that act as buttons (Shop Now, Back to Home). */
export function buttonStyles(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and `busyText`, and blocks further clicks. */
  busy?: boolean;
  busyText?: string;
}

/** A button; in a page the server rendered it is off until the app has taken the page over, so an early tap waits rather than doing nothing. */
export function Button({
  variant,
  size,
  busy = false,
  busyText,
  className = '',
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonStyles(variant, size, className)}
      disabled={disabled || busy || !hydrated}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner />}
      {busy && busyText ? busyText : children}
    </button>
  );
}
