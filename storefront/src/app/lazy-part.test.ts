/** A lazy part is rendered in full by the server once preloaded, and its Suspense boundary lets the browser hydrate it later. */
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { lazyPart, preloadLazyParts } from "./lazy-part"

describe("lazy parts", () => {
  it("before their chunk is loaded they render their fallback; once preloaded (as the server does), the part itself inside a Suspense boundary", async () => {
    let loads = 0
    const greeting = (word: string) => async () => {
      loads++
      return ({ name }: { name: string }) => createElement("p", null, `${word} ${name}`)
    }
    const Hello = lazyPart(greeting("Hello"), createElement("span", null, "loading"))
    const Goodbye = lazyPart(greeting("Goodbye"), createElement("span", null, "loading"))
    assert.match(renderToString(createElement(Hello, { name: "Ada" })), /loading/, "not loaded yet: the fallback")
    await preloadLazyParts()
    // Goodbye was never rendered before: only preloadLazyParts loaded it.
    const html = renderToString(createElement(Goodbye, { name: "Ada" }))
    assert.match(html, /<p>Goodbye Ada<\/p>/, "preloaded: rendered in full")
    // The boundary's markers: what lets React keep this HTML while the browser's chunk is on its way.
    assert.match(html, /^<!--\$-->.*<!--\/\$-->$/)
    await preloadLazyParts()
    assert.equal(loads, 2, "each part's chunk is loaded once")
  })
})
