import { formatINR, type DiscountCheck } from '@kuber/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useT } from '#web/i18n/i18n-provider';
import { useCheckDiscountCode } from '../api/check-discount-code';

/** A code that applies to the cart, as checked. */
export interface AppliedCode {
  code: string;
  discount: number;
}

/** A refused code's reason in the shopper's language. */
export function discountRefusalText(check: DiscountCheck, t: ReturnType<typeof useT>): string {
  return t(`discount.refused.${check.reason ?? 'UNKNOWN'}`, { amount: formatINR(check.minOrder ?? 0) });
}

interface DiscountCodeFieldProps {
  applied: AppliedCode | null;
  onApply: (applied: AppliedCode | null) => void;
  /** A coupon chosen for the same order, sent with the check so the shop's rule on both is asked. */
  couponCode?: string;
  /** The order's own refusal of the code (it changed since it was checked). */
  error?: string | null;
}

/**
 * One discount code per order: typed, checked against the cart (what it takes off, or why not),
 * removable. Not a form of its own: the checkout is one form, so Apply is a plain button and
 * Enter in the field applies rather than placing the order.
 */
export function DiscountCodeField({ applied, onApply, couponCode, error }: DiscountCodeFieldProps) {
  const t = useT();
  const check = useCheckDiscountCode();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const apply = async (event?: FormEvent) => {
    event?.preventDefault();
    const code = typed.trim();
    if (!code) return setRefusal(t('discount.enterCode'));
    setRefusal(null);
    try {
      const answer = await check.mutateAsync({ code, couponCode });
      if (answer.applies) {
        onApply({ code: answer.code, discount: answer.discount });
        setTyped('');
      } else setRefusal(discountRefusalText(answer, t));
    } catch (e) {
      setRefusal((e as Error).message);
    }
  };

  if (applied)
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm">
        <p role="status" className="min-w-0 text-emerald-900">
          <span className="font-mono font-semibold">{applied.code}</span>{' '}
          {t('discount.applied', { amount: formatINR(applied.discount) })}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={() => onApply(null)}>
          {t('discount.remove')}
        </Button>
      </div>
    );
  return (
    <div className="flex items-start gap-2">
      <TextField
        label={t('discount.label')}
        className="min-w-0 flex-1"
        value={typed}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={30}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void apply(e);
        }}
        error={refusal ?? error ?? undefined}
      />
      <Button
        type="button"
        variant="secondary"
        className="mt-6 h-11"
        busy={check.isPending}
        onClick={() => void apply()}
      >
        {t('discount.apply')}
      </Button>
    </div>
  );
}
