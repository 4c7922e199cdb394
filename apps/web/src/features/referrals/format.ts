const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dayAndTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** '22 Nov 2026' in India's time zone, whatever the device is set to. */
export const formatDay = (iso: string) => day.format(new Date(iso));

/** '22 Nov 2026, 4:05 pm' */
export const formatDayAndTime = (iso: string) => dayAndTime.format(new Date(iso));

/** What a referral message says, for every way of sharing it. */
export function inviteText(storeName: string, code: string, link: string): string {
  return `Join me on ${storeName}! Sign up with my referral code ${code}: ${link}`;
}
