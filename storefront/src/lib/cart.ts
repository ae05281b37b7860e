/**
 * The cart's rules as a pure reducer (spec §3, §4): adding an existing item raises its quantity, a new item
 * is appended, a quantity of 0 or less removes the line. A line holds at most 5 (checkout takes 1–5 of a
 * product, as the product page's selector). Prices are commerce's, in every currency it charges in.
 */
import { MAX_CHECKOUT_QUANTITY, type CatalogueCard, type CatalogueTranslation } from "@shop/contracts/api"
import type { Prices } from "@shop/contracts/currencies"

/** What a cart line keeps of a product: enough to show it in any language without a fetch. */
export interface CartProduct {
  id: number
  /** Fallback name (the item's ident). */
  ident: string
  names: Array<Pick<CatalogueTranslation, "language_code" | "name">>
  /** The unit price in every charged currency as the product was added; null in a line kept from before there were (features/cart reads it again). */
  prices: Prices | null
  image: string | null
}

export interface CartItem extends CartProduct {
  quantity: number
}

export type CartAction =
  | { type: "add"; product: CartProduct; quantity?: number }
  | { type: "setQuantity"; id: number; quantity: number }
  | { type: "remove"; id: number }
  | { type: "clear" }
  /** A checkout paid for these quantities: they leave the cart; what was added since stays. */
  | { type: "paid"; lines: readonly { id: number; quantity: number }[] }
  /** Another tab changed the stored cart. */
  | { type: "replace"; items: CartItem[] }

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      const quantity = action.quantity ?? 1
      if (!Number.isInteger(quantity) || quantity <= 0) return items
      const existing = items.find((item) => item.id === action.product.id)
      if (existing) return items.map((item) => (item === existing ? { ...item, quantity: Math.min(MAX_CHECKOUT_QUANTITY, item.quantity + quantity) } : item))
      return [...items, { ...action.product, quantity: Math.min(MAX_CHECKOUT_QUANTITY, quantity) }]
    }
    case "setQuantity":
      if (action.quantity <= 0) return items.filter((item) => item.id !== action.id)
      return items.map((item) => (item.id === action.id ? { ...item, quantity: Math.min(MAX_CHECKOUT_QUANTITY, Math.floor(action.quantity)) } : item))
    case "remove":
      return items.filter((item) => item.id !== action.id)
    case "clear":
      return []
    case "paid":
      return items.flatMap((item) => {
        const paid = action.lines.find((line) => line.id === item.id)?.quantity ?? 0
        return item.quantity > paid ? [{ ...item, quantity: item.quantity - paid }] : []
      })
    case "replace":
      return action.items
  }
}

/** Sum of quantities. */
/** The cart as the app holds it: the lines, and whether the stored cart has been read yet. */
export interface CartState {
  loaded: boolean
  items: CartItem[]
  /** What the shopper did before the stored cart was read, in order: done again on it when it is. */
  early: CartAction[]
}

export const EMPTY_CART_STATE: CartState = { loaded: false, items: [], early: [] }

/**
 * cartReducer over the app's cart state. Until the stored cart is read (`load`), each action is applied to what
 * shows and kept; on `load` the kept actions are applied again to the stored cart, so an early click adds to it
 * instead of being replaced by it.
 */
export function cartStateReducer(state: CartState, action: CartAction | { type: "load"; stored: CartItem[] }): CartState {
  if (action.type === "load") return { loaded: true, items: state.early.reduce(cartReducer, action.stored), early: [] }
  const items = cartReducer(state.items, action)
  return state.loaded ? { ...state, items } : { ...state, items, early: [...state.early, action] }
}

export const totalItems = (items: readonly CartItem[]): number => items.reduce((sum, item) => sum + item.quantity, 0)

export function cartProductFromEntry(entry: CatalogueCard): CartProduct {
  return {
    id: entry.item.id,
    ident: entry.item.ident,
    names: entry.translations.map(({ language_code, name }) => ({ language_code, name })),
    prices: entry.item.prices,
    image: entry.item.image_url,
  }
}
