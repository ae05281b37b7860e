/**
 * Shop figures an editor names in the CMS's text instead of writing them out, so the copy says what the shop
 * does:
 * - `{{freeShippingFrom}}`, the free-shipping threshold commerce charges (the shipping table's, in EUR, as the
 *   shopper's language writes amounts);
 * - `{{countriesShippedTo}}`, the countries of the shipping table commerce charges, with the noun in the form
 *   the number needs ("212 countries", "do 212 krajów"): the UI string `shipping.countriesShippedTo`, a count
 *   string, which an editor words as the language's copy uses it after "to";
 * - `{{europeDays}}` and `{{worldwideDays}}`, the delivery time of each zone of that table, its shortest to its
 *   longest days, in the words the table writes a country's days with (the UI string `shipping.table.days`,
 *   "1–5 business days"), so the copy never promises a time the table does not hold.
 * A Portable Text block that names a figure the shop does not have (nothing ships free) is left out, since its
 * sentence would promise it; a name the shop does not know stays as written, for the editor to see. Each value
 * is isolated from the sentence around it (@shop/contracts/bidi), so an Arabic sentence reads right: in a
 * block, as its own span with the isolate mark (the page renders a <bdi>); in plain text (a title, a
 * description), between the isolating characters. A value in the language's own words comes with its number
 * already isolated ("⁨1–5⁩ business days"): only that number is.
 */
import { FIRST_STRONG_ISOLATE, ISOLATE_MARK, POP_DIRECTIONAL_ISOLATE, isolate } from "@shop/contracts/bidi"
import type { Count } from "@shop/contracts/plurals"

export interface CopyValues {
  freeShippingFrom: string | null
  countriesShippedTo: string | null
  europeDays: string | null
  worldwideDays: string | null
}

/** The figures as commerce gives them, before the language's words are put to them. */
export interface ShopFigures {
  freeShippingFrom: string | null
  countriesShippedTo: number
  europeDays: Count | null
  worldwideDays: Count | null
}

const NAMED = /\{\{\s*(\w+)\s*\}\}/g

const isKnown = (name: string, values: CopyValues): name is keyof CopyValues => Object.hasOwn(values, name)

/** The names in `text` the shop knows but has no value for. */
const missingIn = (text: string, values: CopyValues) => [...text.matchAll(NAMED)].some(([, name]) => isKnown(name!, values) && values[name] === null)

interface Span {
  _key?: string
  text?: unknown
  marks?: string[]
}

/** A Portable Text block (a paragraph, heading or list item) with its spans. */
const isBlock = (node: unknown): node is { _type: "block"; children?: Span[] } => typeof node === "object" && node !== null && (node as { _type?: unknown })._type === "block"

const namesMissingValue = (block: { children?: Span[] }, values: CopyValues) => (block.children ?? []).some((span) => typeof span.text === "string" && missingIn(span.text, values))

/** The value of `name`, or null when the shop does not know the name (it stays as written). */
const valueOf = (name: string, values: CopyValues) => (isKnown(name, values) ? values[name] : null)

const ISOLATED_RUN = new RegExp(`${FIRST_STRONG_ISOLATE}([^${POP_DIRECTIONAL_ISOLATE}]*)${POP_DIRECTIONAL_ISOLATE}`)
const isIsolatedWithin = (value: string) => value.includes(FIRST_STRONG_ISOLATE)

/** A value as runs of text, each isolated or not: the whole value, or the runs it isolates itself. */
function isolatedRuns(value: string): { text: string; isolated: boolean }[] {
  if (!isIsolatedWithin(value)) return [{ text: value, isolated: true }]
  // split() with a group alternates: text, isolated run, text, …
  return value
    .split(ISOLATED_RUN)
    .map((text, index) => ({ text, isolated: index % 2 === 1 }))
    .filter(({ text }) => text !== "")
}

/** A span split at the figures it names: each figure its own span with the isolate mark (a value in words: its number). */
function fillSpan(span: Span, values: CopyValues): Span[] {
  if (typeof span.text !== "string") return [span]
  // split() with a group alternates: text, name, text, …
  const parts = span.text.split(new RegExp(NAMED.source))
  const spans: Span[] = []
  let text = ""
  parts.forEach((part, index) => {
    const value = index % 2 === 1 ? valueOf(part, values) : null
    if (index % 2 === 0 || value === null) {
      text += index % 2 === 0 ? part : `{{${part}}}`
      return
    }
    if (text) spans.push({ ...span, _key: `${span._key}-${spans.length}`, text })
    for (const run of isolatedRuns(value))
      spans.push({ ...span, _key: `${span._key}-${spans.length}`, text: run.text, marks: run.isolated ? [...(span.marks ?? []), ISOLATE_MARK] : span.marks })
    text = ""
  })
  if (text || spans.length === 0) spans.push({ ...span, _key: spans.length === 0 ? span._key : `${span._key}-${spans.length}`, text })
  return spans
}

/** `content` (any CMS answer: pages, FAQ) with the named figures filled in. */
export function fillCopyValues<T>(content: T, values: CopyValues): T {
  const fill = (node: unknown): unknown => {
    if (typeof node === "string")
      return node.replace(NAMED, (written, name: string) => {
        const value = valueOf(name, values)
        return value === null ? written : isIsolatedWithin(value) ? value : isolate(value)
      })
    if (Array.isArray(node)) return node.filter((item) => !(isBlock(item) && namesMissingValue(item, values))).map(fill)
    if (isBlock(node)) return { ...node, children: (node.children ?? []).flatMap((span) => fillSpan(span, values)).map(fill) }
    if (typeof node === "object" && node !== null) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value)]))
    return node
  }
  return fill(content) as T
}
