import { useEffect, useState } from 'react';
import { WhatsAppIcon } from '#web/components/ui/icons';
import { useStoreSettings } from '../api/get-store-settings';

/** Scrolling less than this is a jitter of the thumb, not a direction. */
const SCROLL_STEP_PX = 8;
/** Near the top the button always shows: nothing has been read yet. */
const TOP_PX = 80;

export function whatsappUrl(number: string, text: string) {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** True once the page scrolls down (the shopper is reading), false again when it scrolls up or comes back to the top. */
function useTuckedWhileReading(): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_STEP_PX) return;
      setTucked(y > last && y > TOP_PX);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return tucked;
}

/**
 * Floating chat button to the store's WhatsApp number; absent until the number is known.
 * On the shopper's browsing pages. Small on a phone and above the bar that lists, product
 * pages keep at the bottom of a phone's screen (Sort and Filter, Add to Cart), it slides
 * away while the shopper scrolls down through the cards and comes back when they scroll
 * up, and the footer ends with room for it: it never sits on a card's name or price while
 * it is read, on a button, nor on the page's end.
 */
export function WhatsAppChatLink() {
  const { data: store } = useStoreSettings();
  const tucked = useTuckedWhileReading();
  if (!store?.whatsappNumber) return null;
  return (
    <a
      href={whatsappUrl(store.whatsappNumber, `Hi ${store.name}! I'm browsing your store and would like some help.`)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      data-tucked={tucked || undefined}
      className="fixed right-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 flex size-11 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg transition-transform duration-200 hover:scale-105 data-tucked:not-focus-visible:translate-x-[calc(100%+1.5rem)] motion-reduce:transition-none sm:right-6 sm:size-14 lg:bottom-6"
    >
      <WhatsAppIcon width={24} height={24} className="sm:size-7" />
    </a>
  );
}
