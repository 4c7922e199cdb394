import { PIN_CODE_PATTERN } from '@kuber/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { TruckIcon } from '#web/components/ui/icons';
import { controlStyles } from '#web/components/ui/field';
import { useT } from '#web/i18n/i18n-provider';
import { isUnknownPin, usePinDelivery } from '../api/get-pin-delivery';
import { rememberPin, useRememberedPin } from '../remembered-pin';
import { DeliveryAnswer } from './delivery-answer';

/**
 * 'Check delivery' with a PIN code: when it would arrive, whether cash on delivery is taken and
 * what delivery costs. The PIN code checked is remembered in the browser, so the next product
 * page (and the top bar) already know it.
 */
export function DeliveryCheck({ onChecked, autoFocus }: { onChecked?: () => void; autoFocus?: boolean }) {
  const t = useT();
  const headingId = useId();
  const inputId = useId();
  const problemId = useId();
  const remembered = useRememberedPin();
  // What is typed; until the shopper types, the remembered PIN code.
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const value = typed ?? remembered ?? '';
  const answer = usePinDelivery(remembered);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pin = value.trim();
    if (!PIN_CODE_PATTERN.test(pin)) return setProblem(t('delivery.pinInvalid'));
    setProblem(undefined);
    setTyped(null);
    rememberPin(pin);
    onChecked?.();
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-zinc-200 p-4">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-sm font-bold text-zinc-900">
        <TruckIcon width={18} height={18} />
        {t('delivery.check')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t('delivery.pinLabel')}
          </label>
          <input
            id={inputId}
            className={controlStyles(Boolean(problem), 'h-11')}
            placeholder={t('delivery.pinPlaceholder')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={value}
            autoFocus={autoFocus}
            aria-invalid={Boolean(problem) || undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(e) => {
              setTyped(e.target.value.replace(/\D/g, ''));
              setProblem(undefined);
            }}
          />
          {problem && (
            <p id={problemId} className="mt-1.5 text-xs text-red-700">
              {problem}
            </p>
          )}
        </div>
        <Button type="submit" variant="secondary" className="shrink-0">
          {t('delivery.checkButton')}
        </Button>
      </form>
      <div className="mt-3 min-h-5" aria-live="polite">
        {!remembered || problem ? (
          !problem && <p className="text-xs text-zinc-600">{t('delivery.prompt')}</p>
        ) : answer.isPending ? (
          <p className="text-sm text-zinc-600">{t('delivery.checking')}</p>
        ) : answer.error ? (
          <p className="text-sm font-semibold text-red-700">
            {isUnknownPin(answer.error) ? t('delivery.unknownPin', { pin: remembered }) : t('delivery.checkError')}
          </p>
        ) : (
          <DeliveryAnswer answer={answer.data} />
        )}
      </div>
    </section>
  );
}
