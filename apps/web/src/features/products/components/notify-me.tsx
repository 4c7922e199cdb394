import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { TextField } from '#web/components/ui/text-field';
import { useLanguage, useT } from '#web/i18n/i18n-provider';
import { useSession } from '#web/lib/session';
import { useNotifyMe } from '../api/notify-me';

/**
 * 'Notify me' for a sold-out size × colour: an email (the signed-in shopper's, which they may
 * change), and the store mails once when it is back in stock.
 */
export function NotifyMe({ productId, size, color }: { productId: number; size: string; color: string }) {
  const t = useT();
  const { language } = useLanguage();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string>();
  const notify = useNotifyMe();
  const option = [size, color].filter(Boolean).join(' · ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    notify.mutate(
      { productId, size, color, language, ...(email.trim() || !user ? { email: email.trim() } : {}) },
      {
        onSuccess: (answer) =>
          setDone(t(answer.alreadyWaiting ? 'product.notifyAlready' : 'product.notifyDone', { email: answer.email })),
      },
    );
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setEmail(user?.email ?? '');
          setDone(undefined);
          notify.reset();
          setOpen(true);
        }}
      >
        {t('product.notifyMe')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('product.notifyTitle')}>
        {done ? (
          <div className="space-y-4">
            <p role="status" className="text-sm font-medium text-emerald-800">
              {done}
            </p>
            <Button className="w-full" onClick={() => setOpen(false)}>
              {t('common.close')}
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <p className="text-sm text-zinc-700">{t('product.notifyBody', { option })}</p>
            <TextField
              label={t('product.notifyEmail')}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={notify.error?.message}
              required
            />
            <Button type="submit" className="w-full" busy={notify.isPending} busyText={t('product.notifyMe')}>
              {t('product.notifyMe')}
            </Button>
          </form>
        )}
      </Dialog>
    </>
  );
}
