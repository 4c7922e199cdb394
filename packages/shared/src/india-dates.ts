/*
 * Days as the shop counts them: India's calendar days (Asia/Kolkata, UTC+05:30 all
 * year, no daylight saving), written YYYY-MM-DD. Free of zod: the admin screens and
 * the API both count with these.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (2025-02-29 is not one). */
export function isIndiaDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** The day it is in India at `at`. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function indiaToday(): string {
  return indiaDay(new Date());
}

/** The day `days` after (or before, when negative) `day`. */
export function addIndiaDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The moment a day starts in India (midnight IST). */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** Every day from `from` to `to`, both included. */
export function indiaDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addIndiaDays(d, 1)) days.push(d);
  return days;
}
