import { Link } from 'react-router';
import { ContentPage } from './content-page';
import { useRichT, useT } from '#web/i18n/i18n-provider';

export default function ShippingScreen() {
  const t = useT();
  const rich = useRichT();
  return (
    <ContentPage title={t('shipping.title')} intro={t('shipping.intro')}>
      <h2>{t('shipping.charges')}</h2>
      <p>{t('shipping.chargesBody')}</p>
      <h2>{t('shipping.times')}</h2>
      <ul>
        <li>{t('shipping.metro')}</li>
        <li>{t('shipping.other')}</li>
        <li>{t('shipping.remote')}</li>
      </ul>
      <p>{t('shipping.sameDay')}</p>
      <h2>{t('shipping.where')}</h2>
      <p>{t('shipping.whereBody')}</p>
      <h2>{t('shipping.tracking')}</h2>
      <p>
        {rich('shipping.trackingBody', {
          orders: (text) => <Link to="/orders">{text}</Link>,
          contact: (text) => <Link to="/contact">{text}</Link>,
        })}
      </p>
    </ContentPage>
  );
}
