import { WhatsAppIcon } from '../../../components/ui/icons';
import { useStoreSettings } from '../api/get-store-settings';

export function whatsappUrl(number: string, text: string) {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** Floating chat button to the store's WhatsApp number; absent until the number is known. */
export function WhatsAppChatLink() {
  const { data: store } = useStoreSettings();
  if (!store?.whatsappNumber) return null;
  return (
    <a
      href={whatsappUrl(store.whatsappNumber, `Hi ${store.name}! I'm browsing your store and would like some help.`)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <WhatsAppIcon width={28} height={28} />
    </a>
  );
}
