import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@kuber/shared';

const DESCRIPTIONS: Record<PaymentMethod, string> = {
  UPI: 'Pay from any UPI app (Google Pay, PhonePe, Paytm, BHIM) straight after placing your order.',
  COD: 'Pay in cash when your order arrives.',
  WHATSAPP: 'Send us your order on WhatsApp and we will confirm it with you there.',
};

/** The ways to pay that the store offers (its settings list UPI only when the shop has a UPI ID). */
export function PaymentMethodPicker({ methods, value, onChange }: { methods: readonly PaymentMethod[]; value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Payment method</legend>
      {methods.map((method) => (
        <label
          key={method}
          className="flex cursor-pointer gap-3 rounded-lg border border-zinc-300 p-4 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
        >
          <input type="radio" name="payment" className="mt-1 accent-accent" checked={value === method} onChange={() => onChange(method)} />
          <span>
            <span className="block font-semibold text-zinc-900">{PAYMENT_METHOD_LABELS[method]}</span>
            <span className="text-zinc-600">{DESCRIPTIONS[method]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
