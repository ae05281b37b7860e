/** CMS links: only http(s), mailto, tel, site paths and anchors become links; anything else shows as plain text. */
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { createElement, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { PortableText } from "@portabletext/react"
import type { PortableTextBlock } from "@shop/contracts/content"
import { createLinkMark, linkTarget } from "./rich-text-links"

describe("rich text: the link rule", () => {
  for (const href of ["http://example.com", "https://example.com/a?b=c#d", "mailto:support@orbita-shop.com", "tel:+442038074512", "#returns", "HTTPS://EXAMPLE.COM"]) {
    it(`${href} is an ordinary link`, () => assert.deepEqual(linkTarget(href), { kind: "plain", href }))
  }

  for (const path of ["/contact", "/", "/search?q=watch", "/faq#delivery"]) {
    it(`${path} is a link to a page of this site`, () => assert.deepEqual(linkTarget(path), { kind: "site", path }))
  }

  for (const href of [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "//evil.example/contact",
    "/\\evil.example",
    "/\t/evil.example",
    "example.com",
    "contact",
    "",
    " /contact",
  ]) {
    it(`${JSON.stringify(href)} is not a link`, () => assert.equal(linkTarget(href), undefined))
  }

  it("a missing or non-string href is not a link", () => {
    assert.equal(linkTarget(undefined), undefined)
    assert.equal(linkTarget(null), undefined)
    assert.equal(linkTarget(42), undefined)
  })

  it("tabs and line breaks are dropped as browsers drop them", () => {
    assert.deepEqual(linkTarget("https://exa\nmple.com"), { kind: "plain", href: "https://example.com" })
  })
})

describe("rich text: the link mark", () => {
  const SiteLink = ({ to, children }: { to: string; children?: ReactNode }) => createElement("a", { href: `/en${to}`, "data-site": "" }, children)
  const render = (href: string) => {
    const block: PortableTextBlock = {
      _type: "block",
      _key: "b",
      style: "normal",
      markDefs: [{ _type: "link", _key: "l", href }],
      children: [
        { _type: "span", _key: "s1", text: "See ", marks: [] },
        { _type: "span", _key: "s2", text: "this page", marks: ["l"] },
      ],
    }
    return renderToStaticMarkup(createElement(PortableText, { value: [block], components: { marks: { link: createLinkMark(SiteLink) } } }))
  }

  it("renders a site path through the app's link (which adds the language prefix)", () => {
    assert.equal(render("/contact"), '<p>See <a href="/en/contact" data-site="">this page</a></p>')
  })

  it("renders mailto:, tel: and https: as plain links", () => {
    assert.equal(render("mailto:a@b.co"), '<p>See <a href="mailto:a@b.co">this page</a></p>')
    assert.equal(render("tel:+4420"), '<p>See <a href="tel:+4420">this page</a></p>')
    assert.equal(render("https://example.com"), '<p>See <a href="https://example.com">this page</a></p>')
  })

  it("renders javascript:, data: and vbscript: links as their text alone", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example"]) {
      assert.equal(render(href), "<p>See this page</p>", href)
    }
  })
})
