/**
 * The edits that land while shoppers browse (issue 19): an editor's publish of a German FAQ question and of a
 * German UI string (through the content API's document actions, as the Studio does), a merchandiser's rename
 * and price change of a product (through commerce's admin API, as the admin does). Each says which pages and
 * calls show it, and undoes itself.
 */
import { CATALOGUE_PAGE_SIZE } from "@shop/contracts/api"
import { ensureAdminUser } from "../../scripts/lib/commerce.js"
import { adminApi } from "@shop/storefront/admin-api"
import { contentEditor, type ContentEditor } from "./content-editor.js"
import type { BenchStack } from "./stack.js"

/** A page or call, and whether its body shows the edit. */
export interface VisibleOn {
  path: string
  shows: (body: string) => boolean
}

export interface SiteEdit {
  label: string
  targetMs: number
  /** The render kinds (`<route>:<lang>`) the edit should cause, for the printout. */
  expectedRenders: RegExp
  /** Makes the edit; resolves once the CMS or commerce has answered, with where it must show. */
  apply(): Promise<VisibleOn[]>
  revert(): Promise<void>
}

/** Issue 51: every edit on its pages within 5 s, editors' and merchandisers' alike (issue 19 gave editors 10 s). */
const EDITOR_TARGET_MS = 5_000
const MERCHANT_TARGET_MS = 5_000
const FAQ_DOCUMENT = "faq-02-de"
const UI_STRINGS_DOCUMENT = "ui-strings-footer"
const UI_STRING_KEY = "customerService"
const PRODUCT = 47

const marker = () => `bench-${Date.now().toString(36)}`
const contains = (text: string) => (body: string) => body.includes(text)

interface UiStringsDocument {
  entries: { _key: string; key: string; text: { _key: string; language: string; value: string }[] }[]
}

/**
 * The edits, in the order they land: the narrow ones first and the German UI string, which makes every German
 * page stale, last, so the renders counted after each edit are its own and not the tail of a broader one's.
 * The editor's edits only with the local content API.
 */
export async function siteEdits(stack: BenchStack, ids: number[]): Promise<SiteEdit[]> {
  const editor = contentEditor()
  const [faq, uiString] = editor ? [await faqEdit(editor), await uiStringEdit(editor, ids)] : []
  return [faq, ...(await productEdits(stack, ids)), uiString].filter((edit) => edit !== undefined)
}

async function faqEdit(editor: ContentEditor): Promise<SiteEdit> {
  const { question } = await editor.published<{ question: string }>(FAQ_DOCUMENT, "{question}")
  const setQuestion = async (text: string) => {
    await editor.editDraft(FAQ_DOCUMENT, { question: text })
    await editor.publish(FAQ_DOCUMENT)
  }
  return {
    label: "German FAQ question published",
    targetMs: EDITOR_TARGET_MS,
    expectedRenders: /^faq:de$/,
    async apply() {
      const mark = marker()
      await setQuestion(`${question} ${mark}`)
      return ["/de/faq", "/api/faq?lang=de"].map((path) => ({ path, shows: contains(mark) }))
    },
    revert: () => setQuestion(question),
  }
}

async function uiStringEdit(editor: ContentEditor, ids: number[]): Promise<SiteEdit> {
  const { entries } = await editor.published<UiStringsDocument>(UI_STRINGS_DOCUMENT, "{entries}")
  const entry = entries.find((e) => e.key === UI_STRING_KEY)
  const german = entry?.text.find((t) => t.language === "de")
  if (!entry || !german) throw new Error(`${UI_STRINGS_DOCUMENT} has no German ${UI_STRING_KEY}`)
  const textPath = `entries[_key=="${entry._key}"].text[_key=="${german._key}"].value`
  const setUiString = async (text: string) => {
    await editor.editDraft(UI_STRINGS_DOCUMENT, { [textPath]: text })
    await editor.publish(UI_STRINGS_DOCUMENT)
  }
  return {
    label: `German UI string published (footer.${UI_STRING_KEY}, on every German page)`,
    targetMs: EDITOR_TARGET_MS,
    expectedRenders: /:de$/,
    async apply() {
      const mark = marker()
      await setUiString(`${german.value} ${mark}`)
      return ["/de/contact", `/de/product/${ids[0]}`, "/api/translations/de"].map((path) => ({ path, shows: contains(mark) }))
    },
    revert: () => setUiString(german.value),
  }
}

async function productEdits(stack: BenchStack, ids: number[]): Promise<SiteEdit[]> {
  const credentials = await ensureAdminUser(stack.databaseUrl)
  const admin = await adminApi({ MEDUSA_URL: stack.commerceUrl, MEDUSA_ADMIN_EMAIL: credentials.email, MEDUSA_ADMIN_PASSWORD: credentials.password })
  const product = await admin.productByItemId(PRODUCT)
  const price = product.variants[0]!.prices.find((p) => p.currency_code === "usd")!.amount
  // The catalogue page (HTML and JSON) that lists the product.
  const offset = Math.floor(ids.indexOf(PRODUCT) / CATALOGUE_PAGE_SIZE) * CATALOGUE_PAGE_SIZE
  const listPage = (lang: string) => `/${lang}/products${offset === 0 ? "" : `?page=${offset / CATALOGUE_PAGE_SIZE + 1}`}`
  const listJson = `/api/products?limit=${CATALOGUE_PAGE_SIZE}&offset=${offset}`
  const rename: SiteEdit = {
    label: `product ${PRODUCT} renamed in the admin`,
    targetMs: MERCHANT_TARGET_MS,
    expectedRenders: /^(product|products|home):/,
    async apply() {
      const mark = marker()
      await admin.updateProduct(product.id, { title: `${product.title} ${mark}` })
      return [`/en/product/${PRODUCT}`, `/api/products/${PRODUCT}`, listPage("en"), listJson].map((path) => ({ path, shows: contains(mark) }))
    },
    revert: async () => void (await admin.updateProduct(product.id, { title: product.title })),
  }
  let landings = 0
  const reprice: SiteEdit = {
    label: `product ${PRODUCT} re-priced in the admin`,
    targetMs: MERCHANT_TARGET_MS,
    expectedRenders: /^(product|products|home):/,
    async apply() {
      // Each landing a new price (the same one twice would show at once: it is already there).
      landings++
      const amount = Math.round((price + 1.11 * landings) * 100) / 100
      await admin.setUsdPrice(product, amount)
      return [`/de/product/${PRODUCT}`, `/api/products/${PRODUCT}`, listPage("de"), listJson].map((path) => ({ path, shows: contains(`"best_usd_price":${amount}`) }))
    },
    revert: async () => void (await admin.setUsdPrice(product, price)),
  }
  return [rename, reprice]
}

export interface Visibility {
  /** Milliseconds from the edit's answer until each path showed it (undefined: not within the timeout). */
  byPath: { path: string; ms: number | undefined }[]
  /** The slowest, or undefined when one never showed it. */
  ms: number | undefined
}

/** Polls every path (a plain GET, every 50 ms) until each shows the edit, or `timeoutMs` passes. */
export async function timeUntilVisible(storefrontUrl: string, visibleOn: VisibleOn[], timeoutMs: number): Promise<Visibility> {
  const started = performance.now()
  const seen = new Map<string, number>()
  while (seen.size < visibleOn.length && performance.now() - started < timeoutMs) {
    await Promise.all(
      visibleOn
        .filter(({ path }) => !seen.has(path))
        .map(async ({ path, shows }) => {
          const body = await (await fetch(storefrontUrl + path)).text()
          if (shows(body)) seen.set(path, performance.now() - started)
        })
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const byPath = visibleOn.map(({ path }) => ({ path, ms: seen.get(path) }))
  return { byPath, ms: byPath.every((p) => p.ms !== undefined) ? Math.max(...byPath.map((p) => p.ms!)) : undefined }
}
