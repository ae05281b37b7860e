/**
 * The storefront's content calls (the CMS's pages, FAQ, settings, reviews and UI strings), read directly so
 * browser tests can compare the screen with what the CMS holds in a language.
 */
import { expect, type APIRequestContext } from "@playwright/test"
import type { ContentPage, FaqEntry, PortableTextBlock, Review, SiteSettings } from "@shop/contracts/content"
import type { Lang } from "./spec.js"

export type { ContentPage, FaqEntry, PortableTextBlock, Review, SiteSettings } from "@shop/contracts/content"

/** The screens whose words come from the CMS: eight pages and the FAQ. */
export const CONTENT_ROUTES = ["shipping", "contact", "support", "faq", "returns", "warranty", "privacy", "terms", "cookies"] as const
export type ContentRoute = (typeof CONTENT_ROUTES)[number]

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url)
  expect(response.status(), `GET ${url}`).toBe(200)
  return (await response.json()) as T
}

export const fetchContentPage = (request: APIRequestContext, slug: Exclude<ContentRoute, "faq">, lang: Lang) => getJson<ContentPage>(request, `/api/content/${slug}?lang=${lang}`)
export const fetchFaq = (request: APIRequestContext, lang: Lang) => getJson<FaqEntry[]>(request, `/api/faq?lang=${lang}`)
export const fetchSettings = (request: APIRequestContext, lang: Lang) => getJson<SiteSettings>(request, `/api/settings?lang=${lang}`)
export const fetchReviews = (request: APIRequestContext, lang: Lang) => getJson<Review[]>(request, `/api/reviews?lang=${lang}`)

/** The UI string `key` ("pages.faq") as the CMS holds it in `lang` (GET /api/translations/{lang}). */
export async function cmsUiText(request: APIRequestContext, lang: Lang, key: string): Promise<string> {
  type Tree = { [key: string]: string | Tree }
  const tree = await getJson<Tree>(request, `/api/translations/${lang}`)
  const text = key.split(".").reduce<string | Tree | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree)
  if (typeof text !== "string") throw new Error(`no UI text "${key}" in the CMS's ${lang} strings`)
  return text
}

/** A content screen's title in `lang`: the CMS page's title; the FAQ's is the UI string pages.faq. */
export const cmsTitle = (request: APIRequestContext, route: ContentRoute, lang: Lang): Promise<string> =>
  route === "faq" ? cmsUiText(request, lang, "pages.faq") : fetchContentPage(request, route, lang).then((page) => page.title)

/** A block's text without its marks. */
export const blockText = (block: PortableTextBlock): string => block.children.map((child) => child.text).join("")

/** The text a link mark to `href` covers in `blocks`, or undefined. */
export function linkText(blocks: readonly PortableTextBlock[], href: string): string | undefined {
  for (const block of blocks) {
    const mark = block.markDefs?.find((definition) => definition._type === "link" && definition.href === href)
    if (mark)
      return block.children
        .filter((child) => child.marks?.includes(mark._key))
        .map((child) => child.text)
        .join("")
  }
  return undefined
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
