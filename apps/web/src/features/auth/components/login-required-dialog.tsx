import { Link, useLocation } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { UserIcon } from '#web/components/ui/icons';
import { authHref } from '../login-href';
import { useT } from '#web/i18n/i18n-provider';

interface LoginRequiredDialogProps {
  open: boolean;
  message?: string;
  onClose: () => void;
}

export function LoginRequiredDialog({ open, message, onClose }: LoginRequiredDialogProps) {
  const location = useLocation();
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('login.requiredTitle')}>
      <div className="flex flex-col items-center text-center">
        <div className="mb-3 flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
          <UserIcon width={28} height={28} />
        </div>
        <p className="text-sm leading-6 text-zinc-700">{message ?? t('login.requiredDefault')}</p>
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={authHref('/login', location)} onClick={onClose} className={buttonStyles('primary', 'lg', 'w-full')}>
          {t('login.toYourAccount')}
        </Link>
        <Link
          to={authHref('/signup', location)}
          onClick={onClose}
          className={buttonStyles('secondary', 'lg', 'w-full')}
        >
          {t('login.createAccount')}
        </Link>
        <Button variant="ghost" size="lg" className="w-full" onClick={onClose}>
          {t('login.continueBrowsing')}
        </Button>
      </div>
    </Dialog>
  );
}
