/**
 * A part of a screen whose code the first paint does not need, such as the product's reviews tab (shown once
 * chosen). The server renders it in full when it is in the page (its chunk is loaded before any render:
 * preloadLazyParts). In the browser its chunk is not among the first scripts: React hydrates the rest of the
 * page, keeps the server's HTML of the part meanwhile (a Suspense boundary still to hydrate) and hydrates it once
 * the chunk has arrived.
 *
 * Measured (npm run bench, Lighthouse): a part that is in the first page anyway (the FAQ's CMS text, the shipping
 * table) gained nothing, since its chunk is still fetched while the page loads, and a chunk more cost ≈ 0.5–0.9 KB
 * on the shipping page. So only parts shown later are lazy.
 */
import { createElement, Suspense, type ComponentType, type ReactNode } from "react"
import { lazyScreen } from "./lazy-screen"

const preloads: (() => Promise<unknown>)[] = []

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const { Screen, preload } = lazyScreen(load)
  preloads.push(preload)
  // createElement rather than JSX: node's tests import this file, and outside the app's tsconfig tsx would
  // compile JSX for the classic runtime. The fallback shows only when a screen opened in the browser renders
  // the part before its chunk is there.
  const LazyPart = (props: P) => createElement(Suspense, { fallback }, createElement(Screen, props))
  return LazyPart
}

/** Loads every lazy part's chunk: the server before rendering, the browser once the page is live (later screens need not wait). */
export const preloadLazyParts = (): Promise<unknown> => Promise.all(preloads.map((preload) => preload()))
