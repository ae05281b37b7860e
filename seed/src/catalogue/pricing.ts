/** Shop-style price points: charm prices for everyday goods, round figures for luxury. */

export const MIN_PRICE = 5
export const MAX_PRICE = 15000

/** Rounds a raw USD amount to a price a shop would print (24.99, 349.99, 4950.00), within 5..15000. */
export function retail(raw: number): number {
  const clamped = Math.min(MAX_PRICE, Math.max(MIN_PRICE + 1, raw))
  let price: number
  if (clamped < 100) price = Math.round(clamped) - 0.01
  else if (clamped < 2000) price = Math.round(clamped / 10) * 10 - 0.01
  else price = Math.round(clamped / 50) * 50
  // Subtracting 0.01 in binary floating point can leave ...98999; round to whole cents.
  return Math.min(MAX_PRICE, Math.round(price * 100) / 100)
}
