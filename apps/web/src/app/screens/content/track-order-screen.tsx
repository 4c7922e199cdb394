import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { authHref } from '#web/features/auth/login-href';
import { ContentPage } from './content-page';
import { useT } from '#web/i18n/i18n-provider';

export default function TrackOrderScreen() {
  const t = useT();
  return (
    <ContentPage title={t('track.title')} intro={t('track.intro')}>
      <ol>
        <li>{t('track.step1')}</li>
        <li>{t('track.step2')}</li>
        <li>{t('track.step3')}</li>
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={authHref('/login', { pathname: '/orders', search: '' })} className={buttonStyles('primary', 'lg')}>
          {t('track.login')}
        </Link>
        <Link to="/contact" className={buttonStyles('secondary', 'lg')}>
          {t('track.contact')}
        </Link>
      </div>
    </ContentPage>
  );
}
