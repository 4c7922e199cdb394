import { useWords } from './i18n-provider';

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const DAY_AND_TIME = { ...DAY, hour: 'numeric', minute: '2-digit' } as const;

/**
 * Dates as the shopper reads them: '22 Nov 2026' / '22 नव॰ 2026', and with the time,
 * '22 Nov 2026, 4:05 pm'. Always India's time (the words' time zone), whatever the
 * device is set to: the store and its shoppers are in India.
 */
export function useDates() {
  const { date } = useWords();
  return {
    day: (iso: string) => date(iso, DAY),
    dayAndTime: (iso: string) => date(iso, DAY_AND_TIME),
  };
}
