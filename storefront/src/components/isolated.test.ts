/** Values isolated in a sentence are <bdi> elements in markup, nested as they were isolated, and no isolating character is left. */
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { isolate } from "@shop/contracts/bidi"
import { Isolated } from "./isolated"

const render = (text: string) => renderToStaticMarkup(createElement(Isolated, { text }))

describe("isolated values in markup", () => {
  it("each value is a <bdi>", () => {
    assert.equal(render(`Delivery to ${isolate("Deutschland")}: ${isolate("1–2")} days`), "<span>Delivery to <bdi>Deutschland</bdi>: <bdi>1–2</bdi> days</span>")
  })

  it("a value holding a value of its own (a range in its count's words) is a <bdi> in a <bdi>, with no isolating character left", () => {
    const html = render(`в ${isolate(`${isolate("212")} стран`)}, за ${isolate(`${isolate("1–5")} рабочих дней`)}`)
    assert.equal(html, "<span>в <bdi><bdi>212</bdi> стран</bdi>, за <bdi><bdi>1–5</bdi> рабочих дней</bdi></span>")
  })

  it("text without values stays as it is", () => assert.equal(render("Free shipping"), "<span>Free shipping</span>"))
})
