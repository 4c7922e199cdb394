/** A parcel's tracking link: the courier's pattern with the AWB number in place of {awb}. */
export const trackingUrl = (pattern: string, awb: string): string =>
  pattern.replaceAll('{awb}', encodeURIComponent(awb));
