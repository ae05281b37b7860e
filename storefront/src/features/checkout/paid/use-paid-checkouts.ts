/**
 * Takes a paid checkout's lines out of the cart wherever the shopper goes next: on every page (when the app
 * starts, on each navigation, when the tab comes back into view, and every few seconds while a recent one is
 * open), in every tab of the browser. Each checkout
 * the browser started from the cart is asked about (GET /api/orders/by-session/{id}) until it is paid, expired
 * or unknown; once paid, its quantities leave the cart exactly once, however many tabs see it paid at the same
 * moment (a Web Lock across the tabs; the record is read again under it).
 */
import { useCallback, useEffect, useRef } from "react"
import { useLocation } from "react-router-dom"
import { browserStorage } from "../../../lib/browser-storage"
import { useCart } from "../../../lib/cart-context"
import { checkoutState } from "../api/get-order-by-session"
import { forgetCheckout, PENDING_CHECKOUTS_KEY, readPendingCheckouts } from "./pending-checkouts"

/** A checkout is asked about at most this often (a navigation or a tab coming back asks again after it). */
const ASK_EVERY_MS = 5_000
/**
 * While a checkout this young is open, a visible page asks again every ASK_EVERY_MS without waiting for a
 * navigation: commerce answers from what Stripe said a few seconds ago (so a page that asked just before the
 * payment went through would otherwise keep the paid lines until the shopper moves on). Older ones, most
 * likely abandoned, are asked on navigations only.
 */
const FOLLOW_UP_MS = 30 * 60_000

/** `work` while holding the browser-wide lock (every tab), or as it is where Web Locks are missing. */
const underLock = (work: () => void): Promise<void> =>
  typeof navigator !== "undefined" && navigator.locks ? navigator.locks.request("shop.pending-checkouts", () => work()) : Promise.resolve(work())

/**
 * Settles one checkout the browser remembered, now that its state is known: paid, its lines leave the cart;
 * paid or gone, the record is dropped. Resolves true when this browser had it (and no other tab settled it first).
 */
export function useSettleCheckout(): (sessionId: string, state: "paid" | "gone") => Promise<boolean> {
  const { removePaid } = useCart()
  return useCallback(
    async (sessionId, state) => {
      let settled = false
      await underLock(() => {
        // Another tab may have settled it meanwhile: only a record still there is acted on.
        const current = readPendingCheckouts(browserStorage()).find((checkout) => checkout.sessionId === sessionId)
        if (!current) return
        if (state === "paid") removePaid(current.lines)
        forgetCheckout(browserStorage(), sessionId)
        settled = true
      })
      return settled
    },
    [removePaid]
  )
}

export function usePaidCheckoutsLeaveTheCart(): void {
  const { loaded } = useCart()
  const settleCheckout = useSettleCheckout()
  const { pathname } = useLocation()
  const asked = useRef(new Map<string, number>())

  /** Never rejects: a checkout that could not be settled (the lock refused) is logged and asked about again later. */
  const settle = useCallback(
    async (force = false) => {
      const now = Date.now()
      for (const checkout of readPendingCheckouts(browserStorage(), now)) {
        if (!force && now - (asked.current.get(checkout.sessionId) ?? 0) < ASK_EVERY_MS) continue
        asked.current.set(checkout.sessionId, now)
        const state = await checkoutState(checkout.sessionId)
        if (state !== "open") await settleCheckout(checkout.sessionId, state).catch((error: unknown) => console.error("A paid checkout's lines could not leave the cart", error))
      }
    },
    [settleCheckout]
  )

  useEffect(() => {
    if (loaded) void settle()
  }, [loaded, pathname, settle])

  useEffect(() => {
    if (!loaded) return
    const onVisible = () => {
      if (document.visibilityState === "visible") void settle(true)
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === PENDING_CHECKOUTS_KEY) void settle()
    }
    const followUp = window.setInterval(() => {
      const now = Date.now()
      const young = readPendingCheckouts(browserStorage(), now).some((checkout) => now - checkout.startedAt < FOLLOW_UP_MS)
      if (young && document.visibilityState === "visible") void settle()
    }, ASK_EVERY_MS)
    document.addEventListener("visibilitychange", onVisible)
    window.addEventListener("storage", onStorage)
    return () => {
      window.clearInterval(followUp)
      document.removeEventListener("visibilitychange", onVisible)
      window.removeEventListener("storage", onStorage)
    }
  }, [loaded, settle])
}

/** Mounted on every page once a checkout is pending (paid-checkouts-when-pending.tsx). */
export function PaidCheckouts(): null {
  usePaidCheckoutsLeaveTheCart()
  return null
}
