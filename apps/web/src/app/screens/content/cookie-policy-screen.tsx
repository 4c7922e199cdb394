import { ContentPage } from './content-page';
import { useRichT, useT } from '#web/i18n/i18n-provider';
import type { ReactNode } from 'react';

export default function CookiePolicyScreen() {
  const t = useT();
  const rich = useRichT();
  const b = (text: ReactNode[]) => <strong>{text}</strong>;
  return (
    <ContentPage title={t('cookies.title')} intro={t('cookies.intro')}>
      <h2>{t('cookies.what')}</h2>
      <ul>
        <li>{rich('cookies.signIn', { b })}</li>
        <li>{rich('cookies.cart', { b })}</li>
        <li>{rich('cookies.language', { b })}</li>
      </ul>
      <p>{t('cookies.necessary')}</p>
      <h2>{t('cookies.managing')}</h2>
      <p>{t('cookies.managingBody')}</p>
    </ContentPage>
  );
}
