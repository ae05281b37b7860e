/**
 * React.lazy with a preload: main.tsx loads the first screen's chunk alongside the UI strings, and a
 * screen whose chunk is already there renders at once instead of flashing the Suspense fallback.
 */
import { createElement, lazy, useState, type ComponentType } from "react"

export interface LazyScreen<P extends object> {
  Screen: ComponentType<P>
  preload: () => Promise<unknown>
}

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component
        return { default: component }
      },
      (error: unknown) => {
        pending = undefined
        throw error
      }
    ))
  const Lazy = lazy(preload)

  function Screen(props: P) {
    // Decided once per mount, so a screen never switches between the two (which would remount it).
    const [Loaded] = useState(() => loaded)
    // createElement rather than JSX: node's tests import this file (app/lazy-part.test.ts).
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props)
  }
  return { Screen, preload }
}
