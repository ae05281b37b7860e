/**
 * The cart in localStorage, so it survives a reload. Anything unreadable is discarded: a broken or foreign
 * value starts an empty cart instead of breaking the page.
 */
import { CHARGED_CURRENCIES, type Prices } from "@shop/contracts/currencies"
import type { CartItem } from "./cart"

export const CART_STORAGE_KEY = "shop.cart.v1"

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/**
 * A line's prices: one for each charged currency, or null for a line stored before there were (it had one USD
 * `price`): the line is kept and its prices read again (features/cart). Anything else is not a cart line.
 */
function readPrices(value: unknown): Prices | null | undefined {
  if (value === undefined) return null
  if (!isRecord(value)) return undefined
  const valid = CHARGED_CURRENCIES.every((code) => typeof value[code] === "number" && Number.isFinite(value[code]) && (value[code] as number) >= 0)
  return valid ? (Object.fromEntries(CHARGED_CURRENCIES.map((code) => [code, value[code]])) as Prices) : undefined
}

function readItem(value: unknown): CartItem | undefined {
  if (!isRecord(value)) return undefined
  const { id, ident, names, image, quantity } = value
  if (!Number.isInteger(id) || typeof ident !== "string") return undefined
  const prices = readPrices(value.prices)
  if (prices === undefined) return undefined
  if (!Number.isInteger(quantity) || (quantity as number) <= 0) return undefined
  if (image !== null && typeof image !== "string") return undefined
  if (!Array.isArray(names)) return undefined
  const validNames = names.filter((n): n is CartItem["names"][number] => isRecord(n) && typeof n.language_code === "string" && typeof n.name === "string")
  return { id: id as number, ident, names: validNames.map(({ language_code, name }) => ({ language_code, name })), prices, image, quantity: quantity as number }
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
