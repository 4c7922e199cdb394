import { formatINR, REFERRAL_LEVELS } from '@kuber/shared';
import { Link } from 'react-router';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { DEFAULT_RETURN_DAYS } from './company';
import { ContentPage } from './content-page';
import { useRichT, useT } from '#web/i18n/i18n-provider';

export default function AboutScreen() {
  const { data: store } = useStoreSettings();
  const t = useT();
  const rich = useRichT();
  const returnDays = store?.returnWindowDays ?? DEFAULT_RETURN_DAYS;
  return (
    <ContentPage title={t('about.title')} intro={t('about.intro')}>
      <h2>{t('about.whatWeSell')}</h2>
      <p>{t('about.whatWeSellBody')}</p>
      <h2>{t('about.whatWePromise')}</h2>
      <ul>
        <li>{t('about.promisePrices')}</li>
        <li>{t('about.promiseShipping')}</li>
        <li>{returnDays > 0 ? t('about.promiseReturns', { days: returnDays }) : t('about.promiseReturnsNone')}</li>
        <li>{t('about.promisePeople')}</li>
      </ul>
      <h2>{t('about.grow')}</h2>
      <p>
        {rich('about.growBody', {
          worth: store
            ? t('about.worth', { value: formatINR(store.couponValue), minOrder: formatINR(store.couponMinOrder) })
            : '',
          levels: REFERRAL_LEVELS,
          referral: (text) => <Link to="/referral">{text}</Link>,
          shop: (text) => <Link to="/shop">{text}</Link>,
          contact: (text) => <Link to="/contact">{text}</Link>,
        })}
      </p>
    </ContentPage>
  );
}
