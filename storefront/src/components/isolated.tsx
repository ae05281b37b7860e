/**
 * A translated sentence in markup: the values i18next isolated (lib/i18n.ts, U+2068…U+2069) become `<bdi>`
 * elements, HTML's isolate, so the text a shopper copies or a screen reader reads carries no control characters.
 * A value may hold isolated values of its own (a count's words around its range: "⁨1–5⁩ business days"): those
 * become `<bdi>`s inside it. Attributes and titles, which cannot hold markup, keep the characters; the browser
 * isolates both the same way.
 * @jsxRuntime automatic (as Vite builds it; said here for its test, which renders it without Vite)
 */
import { Fragment, type ReactNode } from "react"
import { FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE } from "@shop/contracts/bidi"

const MARKS = new RegExp(`([${FIRST_STRONG_ISOLATE}${POP_DIRECTIONAL_ISOLATE}])`)

type Run = string | Run[]

/** `text` as text and `<bdi>`s, nested as its isolates are (an isolate left open closes at the end). */
export function isolatedNodes(text: string): ReactNode[] {
  const root: Run[] = []
  const open: Run[][] = [root]
  // split() with a group keeps the marks: text, mark, text, …
  for (const part of text.split(MARKS)) {
    if (part === FIRST_STRONG_ISOLATE) {
      const run: Run[] = []
      open.at(-1)!.push(run)
      open.push(run)
    } else if (part === POP_DIRECTIONAL_ISOLATE) {
      if (open.length > 1) open.pop()
    } else if (part) open.at(-1)!.push(part)
  }
  const nodes = (runs: Run[]): ReactNode[] => runs.map((run, index) => (typeof run === "string" ? <Fragment key={index}>{run}</Fragment> : <bdi key={index}>{nodes(run)}</bdi>))
  return nodes(root)
}

export function Isolated({ text }: { text: string }) {
  // One element: in a flex container (a button with an icon) the sentence stays one item, its <bdi>s inline in it.
  return <span>{isolatedNodes(text)}</span>
}
