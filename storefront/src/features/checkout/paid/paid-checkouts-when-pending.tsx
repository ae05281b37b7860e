/**
 * On every page (the site's shell): loads and mounts PaidCheckouts (use-paid-checkouts.ts), which takes paid
 * checkouts' lines out of the cart, only once this browser has a checkout it waits for. Most visits never
 * start one, and the pages then carry none of its code.
 */
import { lazy, Suspense, useEffect, useState } from "react"
import { useLocation } from "react-router-dom"
import { browserStorage } from "../../../lib/browser-storage"
import { useHydrated } from "../../../lib/use-hydrated"
import { PENDING_CHECKOUTS_KEY } from "./pending-checkouts"

const PaidCheckouts = lazy(() => import("./use-paid-checkouts").then((module) => ({ default: module.PaidCheckouts })))

export function PaidCheckoutsWhenPending() {
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (!hydrated || pending) return
    const check = () => setPending(Boolean(browserStorage()?.getItem(PENDING_CHECKOUTS_KEY)))
    check()
    // A checkout started in another tab of this browser.
    const onStorage = (event: StorageEvent) => {
      if (event.key === PENDING_CHECKOUTS_KEY) check()
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [hydrated, pending, pathname])
  return pending ? (
    <Suspense fallback={null}>
      <PaidCheckouts />
    </Suspense>
  ) : null
}
