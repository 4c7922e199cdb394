import { useState, type ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from '#web/components/ui/form-fields';
import { useT } from '#web/i18n/i18n-provider';

type PasswordFieldProps<T extends FieldValues, Out> = Omit<
  ComponentProps<typeof FormTextField<T, Out>>,
  'type' | 'trailing'
>;

/** A password input the shopper can reveal to check what they typed on a phone keyboard. */
export function PasswordField<T extends FieldValues, Out>(props: PasswordFieldProps<T, Out>) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="rounded px-2.5 py-1.5 text-xs font-semibold text-zinc-700 hover:text-zinc-950"
          aria-label={t(visible ? 'password.hideNamed' : 'password.showNamed', { label: props.label.toLowerCase() })}
          aria-pressed={visible}
        >
          {t(visible ? 'password.hide' : 'password.show')}
        </button>
      }
    />
  );
}
