/**
 * A translated sentence in markup: the values i18next isolated (lib/i18n.ts, U+2068…U+2069) become `<bdi>`
 * elements, HTML's isolate, so the text a shopper copies or a screen reader reads carries no control characters.
 * Attributes and titles, which cannot hold markup, keep the characters; the browser isolates both the same way.
 */
import { Fragment } from "react"
import { FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE } from "@shop/contracts/bidi"

const ISOLATED = new RegExp(`${FIRST_STRONG_ISOLATE}([^${FIRST_STRONG_ISOLATE}${POP_DIRECTIONAL_ISOLATE}]*)${POP_DIRECTIONAL_ISOLATE}`, "g")

export function Isolated({ text }: { text: string }) {
  const parts = text.split(ISOLATED)
  // One element: in a flex container (a button with an icon) the sentence stays one item, its <bdi>s inline in it.
  return (
    <span>
      {/* split() with a group alternates: text, isolated value, text, … */}
      {parts.map((part, index) => (index % 2 === 1 ? <bdi key={index}>{part}</bdi> : <Fragment key={index}>{part}</Fragment>))}
    </span>
  )
}
