/** Tax on an amount in paise, rounded to the nearest paisa. */
export function taxOn(amountPaise: number, ratePercent: number): number {
  return Math.round((amountPaise * ratePercent) / 100);
}
