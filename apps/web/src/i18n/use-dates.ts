import { useWords } from './i18n-provider';

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const DAY_AND_TIME = { ...DAY, hour: 'numeric', minute: '2-digit' } as const;
const PROMISED_DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;

/**
 * Dates as the shopper reads them: '22 Nov 2026' / '22 नव॰ 2026', and with the time,
 * '22 Nov 2026, 4:05 pm'; a delivery's day, 'Tue, 3 Dec'. Always India's time (the words' time zone), whatever the
 * device is set to: the store and its shoppers are in India.
 */
export function useDates() {
  const { date } = useWords();
  return {
    day: (iso: string) => date(iso, DAY),
    dayAndTime: (iso: string) => date(iso, DAY_AND_TIME),
    /** A day promised for delivery, India's date written YYYY-MM-DD: 'Tue, 3 Dec'. */
    promisedDay: (day: string) => date(`${day}T12:00:00+05:30`, PROMISED_DAY),
  };
}
