import type { SavedAddress } from '@kuber/shared';
import { notify } from '#web/lib/notify';
import { useRemoveAddress } from '../api/remove-address';
import { useT } from '#web/i18n/i18n-provider';

export type AddressChoice = number | 'new';

interface SavedAddressPickerProps {
  addresses: SavedAddress[];
  value: AddressChoice;
  onChange: (choice: AddressChoice) => void;
}

const card =
  'relative flex cursor-pointer gap-3 rounded-lg border p-4 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

/** Addresses from earlier orders as cards to pick, and 'Use a new address'. */
export function SavedAddressPicker({ addresses, value, onChange }: SavedAddressPickerProps) {
  const remove = useRemoveAddress();
  const t = useT();
  return (
    <fieldset>
      <legend className="sr-only">{t('topBar.deliverTo')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((a) => (
          <div key={a.id} className="relative">
            <label className={`${card} h-full border-zinc-300 pb-10`}>
              <input
                type="radio"
                name="address"
                className="mt-1 accent-accent"
                checked={value === a.id}
                onChange={() => onChange(a.id)}
              />
              <span className="leading-6 text-zinc-700">
                <span className="block font-semibold text-zinc-900">{a.fullName}</span>
                {[a.line1, a.line2].filter(Boolean).join(', ')}
                <br />
                {a.city}, {a.state} {a.pinCode}
                <br />
                {t('address.mobileShort', { phone: a.phone })}
              </span>
            </label>
            <button
              type="button"
              className="absolute right-3 bottom-2 rounded px-2 py-1 text-xs font-semibold text-zinc-600 hover:text-accent disabled:opacity-50"
              disabled={remove.isPending}
              aria-label={t('address.remove', { name: a.fullName, line: a.line1 })}
              onClick={() =>
                remove.mutate(a.id, {
                  onSuccess: () =>
                    value === a.id && onChange(addresses.find((other) => other.id !== a.id)?.id ?? 'new'),
                  onError: (error) => notify('error', error.message),
                })
              }
            >
              {t('common.remove')}
            </button>
          </div>
        ))}
        <label className={`${card} items-center border-dashed border-zinc-300`}>
          <input
            type="radio"
            name="address"
            className="accent-accent"
            checked={value === 'new'}
            onChange={() => onChange('new')}
          />
          <span className="font-semibold text-zinc-900">{t('address.useNew')}</span>
        </label>
      </div>
    </fieldset>
  );
}
