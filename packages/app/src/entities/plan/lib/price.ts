/** A price in the page's language and the plan's currency: `$9.99`, `9,99 $`; whole amounts without cents. */
export function formatPrice(amount: number, currency: string, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** How much a year paid at once saves against twelve monthly payments, in whole percent (0 when nothing). */
export function yearlySavingPercent(monthly: number, yearly: number): number {
  const twelveMonths = monthly * 12;
  if (twelveMonths <= 0 || yearly <= 0 || yearly >= twelveMonths) return 0;
  return Math.floor(((twelveMonths - yearly) / twelveMonths) * 100);
}
