/** One code-split chunk per screen, by route name (shared/routes.ts); ./screen-modules.ts says which module. */
import type { ComponentType, ReactElement } from "react"
import { ROUTES, screenOf, type RouteName } from "../../shared/routes"
import { lazyScreen, type LazyScreen } from "./lazy-screen"
import type { StringsPart } from "../locales/parts"
import { SCREEN_MODULES, type ScreenName } from "./screen-modules"

// Every screen module, each its own chunk; keys are relative to this file ("../features/…").
const modules = import.meta.glob<Record<string, unknown>>("../features/*/components/*-page.tsx")

function screen(name: ScreenName): LazyScreen<object> {
  const { module, export: exportName } = SCREEN_MODULES[name]
  const load = modules[`../${module.slice("src/".length)}`]
  return lazyScreen(async () => {
    const component = load ? (await load())[exportName] : undefined
    if (typeof component !== "function") throw new Error(`Screen ${name}: ${module} does not export ${exportName}`)
    return component as ComponentType
  })
}

const byRoute = Object.fromEntries((Object.keys(ROUTES) as RouteName[]).map((name) => [name, screen(name)])) as Record<RouteName, LazyScreen<object>>
export const notFound = screen("notFound")

/** The element each route shows. */
export function screenElement(name: RouteName): ReactElement {
  const { Screen } = byRoute[name]
  return <Screen />
}

/** Starts loading the chunk of the screen a path shows. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const name = screenOf(pathname)
  return (name === "notFound" ? notFound : byRoute[name]).preload()
}

/** The part of the UI strings the screen a path shows adds to the shell's (src/locales/parts.ts). */
export const stringsPartOf = (pathname: string): StringsPart => SCREEN_MODULES[screenOf(pathname)].strings

/** Loads every screen's chunk (the server, at start: the first renders under traffic do not wait for them). */
export const preloadAllScreens = (): Promise<unknown> => Promise.all([...Object.values(byRoute), notFound].map((screen) => screen.preload()))
