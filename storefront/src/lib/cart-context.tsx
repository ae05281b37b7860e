/**
 * The cart for the whole app: the reducer's rules (./cart.ts), kept in localStorage and in step across tabs.
 * The server renders every page with an empty, not yet loaded cart (it cannot see localStorage); the stored
 * cart is read right after hydration, so the first client render matches the server's HTML.
 *
 * A shopper can act before that: a part of the page is live (its handlers attached) before the whole page has
 * hydrated. What they do meanwhile is kept and done again on the stored cart once it is read, so an early
 * "Add to cart" is not replaced by the stored cart (issue 52: 16 of 20 such clicks were lost).
 */
import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react"
import { cartReducer, cartStateReducer, EMPTY_CART_STATE, totalItems, type CartItem, type CartProduct } from "./cart"
import { browserStorage } from "./browser-storage"
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from "./cart-storage"
import { useHydrated } from "./use-hydrated"

export interface CartContextValue {
  /** False until the stored cart has been read (the server's render and the hydrating one). */
  loaded: boolean
  items: CartItem[]
  /** Sum of quantities. */
  totalItems: number
  /** Adds `quantity` (default 1) of a product: a new line, or more of an existing one. */
  addItem: (product: CartProduct, quantity?: number) => void
  /** 0 or less removes the line. */
  updateQuantity: (id: number, quantity: number) => void
  removeItem: (id: number) => void
  clearCart: () => void
  /**
   * A checkout paid for these lines: their quantities leave the cart, at once in the stored cart too (so that
   * another tab settling the same checkout reads the cart without them).
   */
  removePaid: (lines: readonly { id: number; quantity: number }[]) => void
}

const CartContext = createContext<CartContextValue | null>(null)

export function CartProvider({ children }: { children: ReactNode }) {
  const [{ items, loaded }, dispatch] = useReducer(cartStateReducer, EMPTY_CART_STATE)
  const hydrated = useHydrated()
  // Right after hydration: state set during render (React's pattern for state that follows an input).
  if (hydrated && !loaded) dispatch({ type: "load", stored: loadCart(browserStorage()) })

  // Not before the stored cart was read: saving the initial empty cart would erase it.
  useEffect(() => {
    if (loaded) saveCart(browserStorage(), items)
  }, [items, loaded])

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) dispatch({ type: "replace", items: parseStoredCart(event.newValue) })
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [])

  const value = useMemo<CartContextValue>(
    () => ({
      loaded,
      items,
      totalItems: totalItems(items),
      addItem: (product, quantity) => dispatch({ type: "add", product, quantity }),
      updateQuantity: (id, quantity) => dispatch({ type: "setQuantity", id, quantity }),
      removeItem: (id) => dispatch({ type: "remove", id }),
      clearCart: () => dispatch({ type: "clear" }),
      removePaid: (lines) => {
        const storage = browserStorage()
        const next = cartReducer(loadCart(storage), { type: "paid", lines })
        saveCart(storage, next)
        dispatch({ type: "replace", items: next })
      },
    }),
    [items, loaded]
  )
  return <CartContext value={value}>{children}</CartContext>
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext)
  if (!context) throw new Error("useCart must be used within a CartProvider")
  return context
}
