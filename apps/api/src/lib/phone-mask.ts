/**
 * How one shopper is shown to another, and in the referral trees: six stars and the last four
 * digits of the phone (docs/api.md).
 */
export function maskPhone(phone: string): string {
  return `******${phone.replace(/\D/g, '').slice(-4)}`;
}
