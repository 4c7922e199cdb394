import { useState, type ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

/** A password input the shopper can reveal to check what they typed on a phone keyboard. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="rounded px-2.5 py-1.5 text-xs font-semibold text-zinc-700 hover:text-zinc-950"
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
