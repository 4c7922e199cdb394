import { formatINR, refundSchema, type AdminOrder } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormNumberField, FormTextField } from '#web/components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { notify } from '#web/lib/notify';
import { useRefundOrder } from '#web/features/orders/api/admin/refund-order';

/**
 * Money given back, all or part, never more than is left: an online payment's through the
 * gateway (the order shows it pending until the gateway says it is done), a UPI or cash
 * payment's recorded with the reference of the refund the shop made itself.
 */
export function RefundForm({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const refund = useRefundOrder();
  const online = order.paymentMethod === 'ONLINE';
  const form = useZodForm(refundSchema, { amount: order.refundable, reason: '', reference: '' });
  const formError = formErrorOf(form);
  if (order.refundable <= 0) return null;
  if (!open)
    return (
      <Button size="sm" variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
        Refund…
      </Button>
    );
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await refund.mutateAsync({ id: order.id, ...body });
      notify('success', online ? 'Refund asked of the payment gateway' : 'Refund recorded');
      setOpen(false);
      form.reset();
    } catch (error) {
      showServerError(form, error, 'The refund could not be made');
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Refund" className="mt-3 space-y-3 border-t border-zinc-100 pt-3">
      <p className="text-sm text-zinc-700">
        Up to {formatINR(order.refundable)} is left to refund
        {online ? ', through the payment gateway.' : '. Make the refund yourself, then record it here.'}
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormNumberField control={form.control} name="amount" label="Amount (₹)" />
      <FormTextField control={form.control} name="reason" label="Reason" autoComplete="off" />
      {!online && (
        <FormTextField
          control={form.control}
          name="reference"
          label="Reference of your refund (UPI or bank)"
          autoComplete="off"
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={refund.isPending} busyText="Refunding...">
          Refund
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
