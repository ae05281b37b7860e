/**
 * Whether React has taken the server's page over. False in the server's render and in the browser's
 * hydrating render; it turns true once the whole page (the screen's Suspense boundary included, hydrated
 * last) has committed, as a transition; components mounted afterwards see true at once. State kept in the
 * browser (localStorage: the cart, the ship-to pick) is read only then, so the hydrating render matches the
 * server's HTML.
 *
 * Why not useSyncExternalStore's server snapshot: React re-renders such a component synchronously right
 * after hydration, and that forced the screen's not yet hydrated part to hydrate in one long task (long enough
 * to delay input, on the shipping page). A transition is split into short tasks like the hydration itself.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react"

const HydratedContext = createContext(false)
const MarkHydratedContext = createContext<() => void>(() => {})

export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  const [markHydrated] = useState(() => () => startTransition(() => setHydrated(true)))
  // `<html data-hydrated>`: the clicks kept until now are replayed (early-input.ts), and tests wait for it
  // before they interact, as a shopper waits for the page to respond; by then the stored cart has been read.
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = ""
  }, [hydrated])
  return (
    <MarkHydratedContext value={markHydrated}>
      <HydratedContext value={hydrated}>{children}</HydratedContext>
    </MarkHydratedContext>
  )
}

export const useHydrated = (): boolean => useContext(HydratedContext)

/** Rendered last on the page (inside the screen's Suspense boundary): its effect runs once everything hydrated. */
export function HydrationMark() {
  const markHydrated = useContext(MarkHydratedContext)
  useEffect(markHydrated, [markHydrated])
  return null
}
