/**
 * CMS text (Portable Text): paragraphs, headings, lists, bold and italic, and links that are safe to follow
 * (./rich-text-links.ts). A heading level 1 in the text becomes a level 2: the page's title is its only h1.
 */
import { PortableText, type PortableTextComponents } from "@portabletext/react"
import type { PortableTextBlock } from "@shop/contracts/content"
import { LocalizedLink } from "./localized-link"
import { createLinkMark } from "./rich-text-links"

const components: PortableTextComponents = {
  block: {
    h1: ({ children }) => <h2>{children}</h2>,
  },
  marks: {
    link: createLinkMark(LocalizedLink),
  },
}

export function RichText({ value, className }: { value: readonly PortableTextBlock[]; className?: string }) {
  return (
    <div className={className ? `prose ${className}` : "prose"}>
      {/* Unknown block types or marks show their text without a console warning per block. */}
      <PortableText value={[...value]} components={components} onMissingComponent={false} />
    </div>
  )
}
