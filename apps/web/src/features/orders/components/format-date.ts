const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dayAndTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** '22 Nov 2026' in India's time zone, whatever the device is set to: the store and its shoppers are in India. */
export const formatOrderDate = (iso: string) => day.format(new Date(iso));

/** '22 Nov 2026, 4:05 pm' */
export const formatOrderTime = (iso: string) => dayAndTime.format(new Date(iso));
