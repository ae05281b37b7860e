/**
 * CMS text (Portable Text, rendered by ./rich-text-body.tsx). The renderer and its library are a lazy part
 * (app/lazy-part.tsx): the content screens' first paint does not wait for them (≈ 3.5 KB gzip), the server's
 * HTML of the text stays until they have arrived.
 */
import type { PortableTextBlock } from "@shop/contracts/content"
import { lazyPart } from "../app/lazy-part"

const RichTextBody = lazyPart(() => import("./rich-text-body").then((module) => module.RichTextBody))

export function RichText({ value, className }: { value: readonly PortableTextBlock[]; className?: string }) {
  return (
    <div className={className ? `prose ${className}` : "prose"}>
      <RichTextBody value={value} />
    </div>
  )
}
