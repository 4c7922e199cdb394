import { INDIAN_STATES } from '@kuber/shared';
import { useId, type ChangeEvent } from 'react';
import { inputStyles, TextField } from '../../../components/ui/text-field';
import type { AddressField } from '../use-address-form';

type FieldProps = {
  name: AddressField;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
};

/** A new Indian shipping address: name, mobile, two address lines, city, state or union territory, PIN code. */
export function AddressForm({ field }: { field: (name: AddressField) => FieldProps }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Full name" autoComplete="name" {...field('fullName')} className="sm:col-span-2" />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10-digit mobile number, for delivery updates"
        maxLength={15}
        {...field('phone')}
        className="sm:col-span-2"
      />
      <TextField label="Address line 1" labelNote="(house no., street)" autoComplete="address-line1" {...field('line1')} className="sm:col-span-2" />
      <TextField label="Address line 2" labelNote="(optional: area, landmark)" autoComplete="address-line2" {...field('line2')} className="sm:col-span-2" />
      <TextField label="City" autoComplete="address-level2" {...field('city')} />
      <StateSelect {...field('state')} />
      <TextField label="PIN code" inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field('pinCode')} />
    </div>
  );
}

function StateSelect({ error, ...select }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        State / union territory
      </label>
      <select
        id={id}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-note` : undefined}
        className={`${inputStyles} ${error ? 'border-red-600' : 'border-zinc-300'} ${select.value ? '' : 'text-zinc-500'}`}
        {...select}
      >
        <option value="" disabled>
          Select state
        </option>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state} className="text-zinc-900">
            {state}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-note`} className="mt-1.5 text-xs leading-5 text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
