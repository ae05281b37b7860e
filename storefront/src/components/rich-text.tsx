/**
 * CMS text (Portable Text): paragraphs, headings, lists, bold and italic, and links that are safe to follow
 * (./rich-text-links.ts). A heading level 1 in the text becomes a level 2: the page's title is its only h1.
 * Nothing here writes a style attribute (the library's underline and unknown-type defaults do), since the
 * Content-Security-Policy refuses them in the server's HTML.
 */
import { PortableText, type PortableTextComponents } from "@portabletext/react"
import { ISOLATE_MARK } from "@shop/contracts/bidi"
import type { PortableTextBlock } from "@shop/contracts/content"
import { LocalizedLink } from "./localized-link"
import { createLinkMark } from "./rich-text-links"

const components: PortableTextComponents = {
  block: {
    h1: ({ children }) => <h2>{children}</h2>,
  },
  marks: {
    link: createLinkMark(LocalizedLink),
    underline: ({ children }) => <u>{children}</u>,
    // A figure the shop set into the text (server/content/copy-values.ts).
    [ISOLATE_MARK]: ({ children }) => <bdi>{children}</bdi>,
  },
  unknownType: () => null,
}

export function RichText({ value, className }: { value: readonly PortableTextBlock[]; className?: string }) {
  return (
    <div className={className ? `prose ${className}` : "prose"}>
      {/* Unknown marks show their text, unknown block types nothing; no console warning per block. */}
      <PortableText value={[...value]} components={components} onMissingComponent={false} />
    </div>
  )
}
