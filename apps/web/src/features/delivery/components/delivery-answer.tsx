import { formatINR, type PinDelivery } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';
import { useDates } from '#web/i18n/use-dates';

/** The area a PIN code is in, as the refusal names it: 7xxxxx. */
export const pinArea = (pin: string) => `${pin.slice(0, 1)}xxxxx`;

/**
 * The delivery answer in a line or two: 'Delivery by Tue, 3 Dec · COD available' and the charge,
 * or 'We do not deliver to 7xxxxx yet'. The charge line is left out where `charge` is false (checkout
 * shows it among the totals).
 */
export function DeliveryAnswer({ answer, charge = true }: { answer: PinDelivery; charge?: boolean }) {
  const t = useT();
  const dates = useDates();
  if (!answer.serviceable || !answer.deliveryBy)
    return (
      <p className="text-sm font-semibold text-red-700" data-testid="delivery-answer">
        {t('delivery.unserved', { area: pinArea(answer.pinCode) })}
      </p>
    );
  return (
    <div className="space-y-0.5 text-sm" data-testid="delivery-answer">
      <p className="text-zinc-900">
        <span className="font-semibold">{t('delivery.by', { date: dates.promisedDay(answer.deliveryBy) })}</span>
        <span className="text-zinc-600">
          {' · '}
          {t(answer.codAllowed ? 'delivery.codAvailable' : 'delivery.codUnavailable')}
        </span>
      </p>
      {charge && (
        <p className="text-zinc-600">
          {answer.charge === 0
            ? t('delivery.free')
            : answer.freeAbove === null
              ? t('delivery.charge', { charge: formatINR(answer.charge) })
              : t('delivery.chargeFreeAbove', {
                  charge: formatINR(answer.charge),
                  amount: formatINR(answer.freeAbove),
                })}
        </p>
      )}
      <p className="text-xs text-zinc-500">
        {t('delivery.place', { city: answer.city, state: answer.state, pin: answer.pinCode })}
      </p>
    </div>
  );
}
