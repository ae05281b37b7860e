/**
 * The content sources' light markup as Portable Text: blocks ({h2}, {h3}, {p}, {ul}, {ol}) and, inline,
 * **bold** and [text](href) links. Keys are derived from the content, so generating twice gives the same
 * dataset byte for byte.
 */
import { createHash } from "node:crypto"
import type { Block } from "./source/types"

export interface PortableTextSpan {
  _type: "span"
  _key: string
  text: string
  marks: string[]
}
export interface PortableTextBlock {
  _type: "block"
  _key: string
  style: "normal" | "h2" | "h3"
  listItem?: "bullet" | "number"
  level?: number
  markDefs: { _type: "link"; _key: string; href: string }[]
  children: PortableTextSpan[]
}

/** A short stable key for an array item: the same content and position give the same key. */
export const stableKey = (...parts: (string | number)[]) => createHash("sha1").update(parts.join("\u0000")).digest("hex").slice(0, 12)

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

function inlineBlock(text: string, style: PortableTextBlock["style"], keyBase: string, list?: PortableTextBlock["listItem"]): PortableTextBlock {
  const block: PortableTextBlock = { _type: "block", _key: stableKey(keyBase, style, list ?? "", text), style, markDefs: [], children: [] }
  if (list) Object.assign(block, { listItem: list, level: 1 })
  const span = (content: string, marks: string[]) => block.children.push({ _type: "span", _key: stableKey(block._key, block.children.length), text: content, marks })
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) span(text.slice(last, match.index), [])
    if (match[1] !== undefined) span(match[1], ["strong"])
    else {
      const linkKey = stableKey(block._key, "link", block.markDefs.length)
      block.markDefs.push({ _type: "link", _key: linkKey, href: match[3]! })
      span(match[2]!, [linkKey])
    }
    last = match.index + match[0].length
  }
  if (last < text.length || block.children.length === 0) span(text.slice(last), [])
  return block
}

/** Portable Text for `blocks`; `keyBase` (e.g. the document id) keeps keys unique across documents. */
export function toPortableText(blocks: Block[], keyBase: string): PortableTextBlock[] {
  return blocks.flatMap((block, index) => {
    const base = `${keyBase}:${index}`
    if ("h2" in block) return [inlineBlock(block.h2, "h2", base)]
    if ("h3" in block) return [inlineBlock(block.h3, "h3", base)]
    if ("p" in block) return [inlineBlock(block.p, "normal", base)]
    if ("ul" in block) return block.ul.map((item, i) => inlineBlock(item, "normal", `${base}:${i}`, "bullet"))
    return block.ol.map((item, i) => inlineBlock(item, "normal", `${base}:${i}`, "number"))
  })
}

/** The plain text of Portable Text (for checks and search): spans joined, blocks separated by newlines. */
export const plainText = (blocks: PortableTextBlock[]) => blocks.map((block) => block.children.map((span) => span.text).join("")).join("\n")
