/** What a referral message says, for every way of sharing it. */
export function inviteText(storeName: string, code: string, link: string): string {
  return `Join me on ${storeName}! Sign up with my referral code ${code}: ${link}`;
}
