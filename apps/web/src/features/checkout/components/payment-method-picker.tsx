import { formatINR, type PaymentMethod } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

const NOTES = {
  UPI: 'payment.upiNote',
  COD: 'payment.codNote',
  WHATSAPP: 'payment.whatsappNote',
  ONLINE: 'payment.onlineNote',
} as const satisfies Record<PaymentMethod, string>;

/**
 * The ways to pay that the store offers (its settings list UPI only when the shop has a UPI ID,
 * online payment only with a gateway). One the order cannot take (cash on delivery over the
 * shop's limit, or to a PIN code it is off for) stays in the list, not choosable, saying why.
 */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  unavailable = {},
  codFee = 0,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Why a method cannot take this order, in the reader's words. */
  unavailable?: Partial<Record<PaymentMethod, string>>;
  /** What cash on delivery adds to the total, in rupees. */
  codFee?: number;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t('checkout.paymentMethod')}</legend>
      {methods.map((method) => {
        const why = unavailable[method];
        return (
          <label
            key={method}
            className={`flex gap-3 rounded-lg border border-zinc-300 p-4 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${why ? 'cursor-not-allowed bg-zinc-50' : 'cursor-pointer'}`}
          >
            <input
              type="radio"
              name="payment"
              className="mt-1 accent-accent"
              checked={value === method}
              disabled={Boolean(why)}
              aria-describedby={why ? `payment-${method}-why` : undefined}
              onChange={() => onChange(method)}
            />
            <span>
              <span className={`block font-semibold ${why ? 'text-zinc-600' : 'text-zinc-900'}`}>
                {t(`paymentMethod.${method}`)}
              </span>
              <span className="text-zinc-600">{t(NOTES[method])}</span>
              {method === 'COD' && codFee > 0 && !why && (
                <span className="block text-zinc-700">{t('payment.codFee', { fee: formatINR(codFee) })}</span>
              )}
              {why && (
                <span id={`payment-${method}-why`} className="mt-1 block font-medium text-red-800">
                  {why}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
