/**
 * Which links in CMS text become links: only hrefs starting with http://, https://, mailto:, tel:, / (a page of
 * this site) or # (a place on this page). Anything else (javascript:, data:, vbscript:, a protocol-relative
 * //host, …) shows its text as plain text: an editor's typo or a compromised CMS account must not put a
 * script or another site's page behind the shop's own words.
 * No JSX and no app imports here, so the rule and the mark component run in node's tests (rich-text.test.ts).
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from "react"
import type { PortableTextMarkComponent } from "@portabletext/react"

export type LinkTarget =
  /** A path of this site ("/contact"): a router link that keeps the language prefix. */
  | { kind: "site"; path: string }
  /** An ordinary <a href>: web, e-mail, phone or an anchor on this page. */
  | { kind: "plain"; href: string }

const PLAIN_PREFIXES = ["http://", "https://", "mailto:", "tel:", "#"]

/** Where a CMS href may lead, or undefined when its text must show as plain text. */
export function linkTarget(href: unknown): LinkTarget | undefined {
  if (typeof href !== "string") return undefined
  // Browsers drop tabs and line breaks anywhere in a URL ("/\t/evil.example" is "//evil.example"): judge what they follow.
  const url = href.replace(/[\t\n\r]/g, "")
  if (url.startsWith("/")) {
    // "//host" and "/\host" leave the site (browsers read a backslash as a slash).
    return url.startsWith("//") || url.startsWith("/\\") ? undefined : { kind: "site", path: url }
  }
  const start = url.slice(0, 8).toLowerCase()
  return PLAIN_PREFIXES.some((prefix) => start.startsWith(prefix)) ? { kind: "plain", href: url } : undefined
}

export type SiteLinkComponent = ComponentType<{ to: string; children?: ReactNode }>

/** The Portable Text `link` mark: a site link, a plain <a>, or just the text (see linkTarget). */
export function createLinkMark(SiteLink: SiteLinkComponent): PortableTextMarkComponent<{ _type: string; href?: string }> {
  return function LinkMark({ value, children }) {
    const target = linkTarget(value?.href)
    if (!target) return createElement(Fragment, null, children)
    if (target.kind === "site") return createElement(SiteLink, { to: target.path }, children)
    return createElement("a", { href: target.href }, children)
  }
}
