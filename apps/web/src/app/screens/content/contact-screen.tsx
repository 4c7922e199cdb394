import { Link } from 'react-router';
import { SupportDetails } from '#web/features/store/components/support-details';
import { useCompany } from './company';
import { ContentPage } from './content-page';
import { useRichT, useT } from '#web/i18n/i18n-provider';

export default function ContactScreen() {
  const company = useCompany();
  const t = useT();
  const rich = useRichT();
  return (
    <ContentPage title={t('contact.title')} intro={t('contact.intro')}>
      <div className="mt-8">
        <SupportDetails />
      </div>
      <h2>{t('contact.before')}</h2>
      <ul>
        <li>{rich('contact.status', { orders: (text) => <Link to="/orders">{text}</Link> })}</li>
        <li>{rich('contact.faqs', { faqs: (text) => <Link to="/faqs">{text}</Link> })}</li>
        <li>{t('contact.orderNumber')}</li>
      </ul>
      <h2>{t('contact.write')}</h2>
      <p>
        {company.name}, {company.address}
      </p>
    </ContentPage>
  );
}
