import type { PaymentMethod } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

const NOTES = {
  UPI: 'payment.upiNote',
  COD: 'payment.codNote',
  WHATSAPP: 'payment.whatsappNote',
  ONLINE: 'payment.onlineNote',
} as const satisfies Record<PaymentMethod, string>;

/** The ways to pay that the store offers (its settings list UPI only when the shop has a UPI ID). */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t('checkout.paymentMethod')}</legend>
      {methods.map((method) => (
        <label
          key={method}
          className="flex cursor-pointer gap-3 rounded-lg border border-zinc-300 p-4 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
        >
          <input
            type="radio"
            name="payment"
            className="mt-1 accent-accent"
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>
            <span className="block font-semibold text-zinc-900">{t(`paymentMethod.${method}`)}</span>
            <span className="text-zinc-600">{t(NOTES[method])}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
