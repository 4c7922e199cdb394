import {
  RETURN_REASONS,
  type OrderItem,
  type RefundDestination,
  type ReturnKind,
  type ReturnReason,
  type OrderReturns,
} from '@kuber/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { controlStyles, Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { useT } from '#web/i18n/i18n-provider';
import { notify } from '#web/lib/notify';
import { useProductNames } from '#web/lib/use-product-name';
import { useCreateReturn } from '../api/create-return';
import { uploadReturnPhoto } from '../api/upload-return-photo';

type Line = OrderReturns['lines'][number];
type Photo = { state: 'none' } | { state: 'sending' } | { state: 'sent'; url: string; preview: string };

const optionKey = (o: { size: string | null; color: string | null }) => JSON.stringify([o.size, o.color]);

/** Asks to return or exchange one line: how many, why, a photo of damage, and where the money goes or which size instead. */
export function ReturnDialog({
  orderId,
  item,
  line,
  onClose,
}: {
  orderId: number;
  item: OrderItem;
  line: Line;
  onClose: () => void;
}) {
  const t = useT();
  const nameOf = useProductNames();
  const create = useCreateReturn(orderId);
  const exchangeable = line.exchangeOptions.some((o) => o.inStock);
  const [kind, setKind] = useState<ReturnKind>('RETURN');
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [comment, setComment] = useState('');
  const [refundTo, setRefundTo] = useState<RefundDestination>('ORIGINAL');
  const [wanted, setWanted] = useState('');
  const [photo, setPhoto] = useState<Photo>({ state: 'none' });
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const reasonError = tried && !reason ? t('returns.chooseReason') : undefined;
  const photoError = tried && reason === 'DAMAGED' && photo.state !== 'sent' ? t('returns.photoNeeded') : undefined;
  const wantedError = tried && kind === 'EXCHANGE' && !wanted ? t('returns.chooseSize') : undefined;

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhoto({ state: 'sending' });
    try {
      const { publicUrl } = await uploadReturnPhoto(file);
      setPhoto({ state: 'sent', url: publicUrl, preview: publicUrl });
    } catch (e) {
      setPhoto({ state: 'none' });
      notify('error', (e as Error).message);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setProblem(null);
    if (!reason || (reason === 'DAMAGED' && photo.state !== 'sent') || (kind === 'EXCHANGE' && !wanted)) return;
    const option = line.exchangeOptions.find((o) => optionKey(o) === wanted);
    create.mutate(
      {
        kind,
        refundTo,
        items: [
          {
            orderItemId: item.id,
            quantity,
            reason,
            comment: comment || undefined,
            photoUrl: photo.state === 'sent' ? photo.url : undefined,
            ...(kind === 'EXCHANGE' && option
              ? { exchangeSize: option.size ?? undefined, exchangeColor: option.color ?? undefined }
              : {}),
          },
        ],
      },
      {
        onSuccess: () => {
          notify('success', t(kind === 'EXCHANGE' ? 'returns.exchangeSent' : 'returns.returnSent'));
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  const choice = (selected: boolean) =>
    `flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm ${selected ? 'border-accent bg-accent/5' : 'border-zinc-300'}`;

  return (
    <Dialog open onClose={onClose} title={t('returns.dialogTitle', { name: nameOf(item) })} variant="sheet">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-zinc-900">{t('returns.whatToDo')}</legend>
          <label className={choice(kind === 'RETURN')}>
            <input
              type="radio"
              name="kind"
              className="mt-0.5 size-4 accent-accent"
              checked={kind === 'RETURN'}
              onChange={() => setKind('RETURN')}
            />
            <span>
              <span className="block font-semibold">{t('returns.kind.RETURN')}</span>
              <span className="text-zinc-600">{t('returns.returnHint')}</span>
            </span>
          </label>
          <label className={choice(kind === 'EXCHANGE')}>
            <input
              type="radio"
              name="kind"
              className="mt-0.5 size-4 accent-accent"
              checked={kind === 'EXCHANGE'}
              disabled={!exchangeable}
              onChange={() => setKind('EXCHANGE')}
            />
            <span>
              <span className="block font-semibold">{t('returns.kind.EXCHANGE')}</span>
              <span className="text-zinc-600">
                {exchangeable ? t('returns.exchangeHint') : t('returns.noExchange')}
              </span>
            </span>
          </label>
        </fieldset>

        {line.available > 1 && (
          <Field label={t('returns.howMany')}>
            {(c) => (
              <select
                {...c}
                className={controlStyles(false, 'h-11')}
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
              >
                {Array.from({ length: line.available }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}

        <Field label={t('returns.why')} error={reasonError}>
          {(c) => (
            <select
              {...c}
              className={controlStyles(!!reasonError, 'h-11')}
              value={reason}
              onChange={(e) => setReason(e.target.value as ReturnReason)}
            >
              <option value="">{t('returns.chooseReason')}</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`returns.reason.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>

        {kind === 'EXCHANGE' && (
          <Field label={t('returns.instead')} error={wantedError}>
            {(c) => (
              <select
                {...c}
                className={controlStyles(!!wantedError, 'h-11')}
                value={wanted}
                onChange={(e) => setWanted(e.target.value)}
              >
                <option value="">{t('returns.chooseSize')}</option>
                {line.exchangeOptions.map((o) => (
                  <option key={optionKey(o)} value={optionKey(o)} disabled={!o.inStock}>
                    {[o.size && t('orders.itemSize', { size: o.size }), o.color].filter(Boolean).join(' · ')}
                    {o.inStock ? '' : ` (${t('returns.soldOut')})`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}

        <Field
          label={t('returns.photo')}
          labelNote={reason === 'DAMAGED' ? undefined : t('returns.optional')}
          hint={t('returns.photoHint')}
          error={photoError}
        >
          {(c) => (
            <div className="flex items-center gap-3">
              <input
                {...c}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                className="block w-full text-sm text-zinc-700 file:mr-3 file:h-10 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:text-sm file:font-semibold"
                onChange={(e) => void onPhoto(e.target.files?.[0])}
              />
              {photo.state === 'sending' && <span className="text-xs text-zinc-600">{t('returns.uploading')}</span>}
              {photo.state === 'sent' && (
                <img
                  src={photo.preview}
                  alt={t('returns.photoAdded')}
                  width={48}
                  height={48}
                  className="size-12 rounded object-cover"
                />
              )}
            </div>
          )}
        </Field>

        <Field label={t('returns.comment')} labelNote={t('returns.optional')}>
          {(c) => (
            <textarea
              {...c}
              rows={2}
              maxLength={500}
              className={controlStyles(false, 'py-2')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          )}
        </Field>

        {kind === 'RETURN' && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-zinc-900">{t('returns.refundTo')}</legend>
            <label className={choice(refundTo === 'ORIGINAL')}>
              <input
                type="radio"
                name="refundTo"
                className="mt-0.5 size-4 accent-accent"
                checked={refundTo === 'ORIGINAL'}
                onChange={() => setRefundTo('ORIGINAL')}
              />
              <span>
                <span className="block font-semibold">{t('returns.refundOriginal')}</span>
                <span className="text-zinc-600">{t('returns.refundOriginalHint')}</span>
              </span>
            </label>
            <label className={choice(refundTo === 'STORE_CREDIT')}>
              <input
                type="radio"
                name="refundTo"
                className="mt-0.5 size-4 accent-accent"
                checked={refundTo === 'STORE_CREDIT'}
                onChange={() => setRefundTo('STORE_CREDIT')}
              />
              <span>
                <span className="block font-semibold">{t('returns.refundCredit')}</span>
                <span className="text-zinc-600">{t('returns.refundCreditHint')}</span>
              </span>
            </label>
          </fieldset>
        )}

        <p className="text-xs text-zinc-600">{t('returns.pickupNote')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('returns.close')}
          </Button>
          <Button
            type="submit"
            busy={create.isPending}
            busyText={t('returns.sending')}
            disabled={photo.state === 'sending'}
          >
            {t('returns.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
