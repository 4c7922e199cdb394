import { useT } from '#web/i18n/i18n-provider';
import { useShopContent, useShopWords } from '../api/get-shop-content';

/** The shop's contact details as its owners wrote them: email, phone, address and hours. */
export function ShopContact() {
  const t = useT();
  const { data } = useShopContent();
  const words = useShopWords();
  if (!data) return null;
  const { contact } = data;
  return (
    <address className="mt-4 space-y-1 text-sm leading-6 not-italic">
      <span className="block">
        <span className="sr-only">{t('support.email')}: </span>
        <a href={`mailto:${contact.email}`} className="break-all hover:text-accent hover:underline">
          {contact.email}
        </a>
      </span>
      <span className="block">
        <span className="sr-only">{t('support.phone')}: </span>
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="hover:text-accent hover:underline">
          {contact.phone}
        </a>
      </span>
      <span className="block">{words(contact.address)}</span>
      <span className="block text-zinc-600">{words(contact.hours)}</span>
    </address>
  );
}
