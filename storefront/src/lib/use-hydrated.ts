import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False in the server's render and in the browser's hydrating render, true from the render after (and at
 * once in components mounted later): state kept in the browser (localStorage) is read only then, so the
 * hydrating render matches the server's HTML. React decides per component, also where parts of the page
 * hydrate later (Suspense boundaries).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false
  )
