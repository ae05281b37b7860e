/**
 * The cart in localStorage, so it survives a reload. Anything unreadable is discarded: a broken or foreign
 * value starts an empty cart instead of breaking the page.
 */
import type { CartItem } from "./cart"

export const CART_STORAGE_KEY = "shop.cart.v1"

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

function readItem(value: unknown): CartItem | undefined {
  if (!isRecord(value)) return undefined
  const { id, ident, names, price, image, quantity } = value
  if (!Number.isInteger(id) || typeof ident !== "string") return undefined
  if (typeof price !== "number" || !Number.isFinite(price) || price < 0) return undefined
  if (!Number.isInteger(quantity) || (quantity as number) <= 0) return undefined
  if (image !== null && typeof image !== "string") return undefined
  if (!Array.isArray(names)) return undefined
  const validNames = names.filter((n): n is CartItem["names"][number] => isRecord(n) && typeof n.language_code === "string" && typeof n.name === "string")
  return { id: id as number, ident, names: validNames.map(({ language_code, name }) => ({ language_code, name })), price, image, quantity: quantity as number }
}

/** The stored cart, or an empty one when the value is missing or not a cart. Invalid lines are dropped. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.items)) return []
  const items: CartItem[] = []
  for (const value of parsed.items) {
    const item = readItem(value)
    if (item && !items.some((other) => other.id === item.id)) items.push(item)
  }
  return items
}

export const serializeCart = (items: readonly CartItem[]): string => JSON.stringify({ items })

/** Storage can be missing or throw (private mode, quota, disabled cookies); the cart then lives in memory. */
export function loadCart(storage: Pick<Storage, "getItem"> | undefined): CartItem[] {
  try {
    return parseStoredCart(storage?.getItem(CART_STORAGE_KEY) ?? null)
  } catch {
    return []
  }
}

export function saveCart(storage: Pick<Storage, "setItem"> | undefined, items: readonly CartItem[]): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, serializeCart(items))
  } catch {
    // Quota or disabled storage: keep the in-memory cart.
  }
}
