/** The one element of `items`; fails naming `what` when there is none or more than one. */
export function only<T>(items: readonly T[], what: string): T {
  const [item, ...more] = items
  if (item === undefined || more.length) throw new Error(`expected one ${what}, got ${items.length}`)
  return item
}
