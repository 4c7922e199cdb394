import { trackOrderSchema, type TrackedOrder } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormTextField } from '#web/components/ui/form-fields';
import { ApiError } from '#web/lib/api';
import { useZodForm } from '#web/lib/form';
import { useT } from '#web/i18n/i18n-provider';
import { trackOrder } from '../api/track-order';

/** The order number and the phone or email it was placed with; the order found is handed up. */
export function TrackOrderForm({ onFound }: { onFound: (order: TrackedOrder) => void }) {
  const t = useT();
  const form = useZodForm(trackOrderSchema, { orderNumber: '', contact: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setBusy(true);
    setFailure(null);
    try {
      onFound(await trackOrder(input));
    } catch (error) {
      // A wrong pair is told as an unknown order is: the store says no more than that.
      setFailure(
        error instanceof ApiError && error.status === 404
          ? t('track.notFound')
          : error instanceof ApiError && error.status === 429
            ? t('track.tooMany')
            : error instanceof Error
              ? error.message
              : String(error),
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('track.formTitle')} className="flex flex-col gap-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={form.control}
          name="orderNumber"
          label={t('track.orderNumber')}
          placeholder="KF10000001"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint={t('track.orderNumberHint')}
        />
        <FormTextField
          control={form.control}
          name="contact"
          label={t('track.contact')}
          autoComplete="tel"
          inputMode="email"
          hint={t('track.contactHint')}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        busy={busy}
        busyText={t('track.finding')}
      >
        {t('track.find')}
      </Button>
    </form>
  );
}
