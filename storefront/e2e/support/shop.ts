/**
 * The page objects every spec uses: `shop` (navigation in a language, the main area, product cards) and
 * `shop.header` (language and currency selects, cart link and badge, mobile menu).
 *
 * `test` also fails any test during which the page threw an uncaught error.
 */
import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test"
import type { Lang } from "./spec.js"
import { ui } from "./texts.js"

/** "/products" in `lang`: "/de/products"; no language means the unprefixed (Polish) URL. */
export function shopPath(lang: Lang | undefined, path = "/"): string {
  if (!lang) return path
  return path === "/" ? `/${lang}` : `/${lang}${path}`
}

/**
 * The site header. Its controls are found without their (translated) names: the language select is the
 * combobox offering "de", the currency select the one offering "GBP", the cart icon the link to /cart, and
 * the menu toggle the button that controls the mobile menu. Only visible controls count, so on a phone
 * the selects are the mobile menu's once it is open.
 */
export class ShopHeader {
  readonly banner: Locator

  constructor(private readonly shop: Shop) {
    this.banner = shop.page.getByRole("banner")
  }

  private get page(): Page {
    return this.shop.page
  }

  get languageSelect(): Locator {
    return this.banner.getByRole("combobox").filter({ has: this.page.locator('option[value="de"]') })
  }

  get currencySelect(): Locator {
    return this.banner.getByRole("combobox").filter({ has: this.page.locator('option[value="GBP"]') })
  }

  /** The cart icon; its accessible name ends with the item count, its badge shows it above zero. */
  get cartLink(): Locator {
    return this.banner.getByRole("link").and(this.page.locator('[href$="/cart"]'))
  }

  get searchLink(): Locator {
    return this.banner.getByRole("link").and(this.page.locator('[href$="/search"]'))
  }

  /** The search box the search icon opens (an ARIA combobox with its suggestions). */
  get searchBox(): Locator {
    return this.banner.getByRole("combobox", { name: this.shop.text("search.label") })
  }

  /** The logo: the header's first link, to the home page. */
  get logo(): Locator {
    return this.banner.getByRole("link").first()
  }

  get menuToggle(): Locator {
    return this.banner.getByRole("button").and(this.page.locator("[aria-controls][aria-expanded]"))
  }

  /** The menu the toggle opens (hidden while closed). */
  async mobileMenu(): Promise<Locator> {
    const id = await this.menuToggle.getAttribute("aria-controls")
    expect(id, "the menu toggle names the menu it controls").toBeTruthy()
    return this.page.locator(`[id="${id}"]`)
  }

  /** Chooses a language in the (visible) language select; the page then speaks `lang`. */
  async chooseLanguage(lang: Lang): Promise<void> {
    await this.languageSelect.selectOption(lang)
    this.shop.lang = lang
  }

  async chooseCurrency(code: string): Promise<void> {
    await this.currencySelect.selectOption(code)
  }

  async expectCartCount(count: number): Promise<void> {
    // In the language the page is in: a link may have led to another one.
    const lang = (await this.shop.html.getAttribute("lang")) as Lang
    await expect(this.cartLink).toHaveAccessibleName(ui(lang, "header.cart", { count }, { isolated: true }))
    // The badge is the link's only text, shown only above zero.
    await expect(this.cartLink).toHaveText(count > 0 ? String(count) : "")
  }
}

export class Shop {
  /** The language the page is in: the URL's prefix, Polish without one. */
  lang: Lang = "pl"
  readonly header: ShopHeader
  readonly main: Locator

  constructor(readonly page: Page) {
    this.header = new ShopHeader(this)
    this.main = page.getByRole("main")
  }

  /** Opens `path` in `lang` (undefined: the unprefixed, Polish URL) and returns the document response. */
  async goto(lang: Lang | undefined, path = "/"): Promise<Response> {
    const response = await this.page.goto(shopPath(lang, path), { waitUntil: "domcontentloaded" })
    expect(response, `a response for ${shopPath(lang, path)}`).not.toBeNull()
    await this.hydrated()
    this.lang = lang ?? "pl"
    return response!
  }

  /** Reloads the page and waits until it answers clicks, as goto does. */
  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: "domcontentloaded" })
    await this.hydrated()
  }

  /**
   * The server's HTML shows at once; it responds to clicks once React has hydrated it, which starts only after
   * the first paint (src/boot.ts); tests wait for it, as a shopper waits for a page to respond.
   */
  private async hydrated(): Promise<void> {
    await this.page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  }

  /**
   * Opens `path` with the app's JavaScript held back until the returned release is called: the server's page
   * shows, and nothing on it is live yet (as on a slow phone, between the first paint and the hydration).
   */
  async gotoBeforeLive(lang: Lang | undefined, path: string): Promise<() => Promise<void>> {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const appScripts = (url: URL) => /^\/assets\/.*\.js$/.test(url.pathname)
    await this.page.route(appScripts, async (route) => {
      await released
      // A request the page's navigation abandoned meanwhile cannot be continued: nothing to do then.
      await route.continue().catch(() => undefined)
    })
    await this.page.goto(shopPath(lang, path), { waitUntil: "commit" })
    this.lang = lang ?? "pl"
    await expect(this.main).toBeVisible()
    await expect(this.page.locator("html[data-hydrated]"), "the app is not live yet").toHaveCount(0)
    return async () => {
      release()
      await this.page.unroute(appScripts)
    }
  }

  /** The UI text `key` in the page's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return ui(this.lang, key, values)
  }

  /** The UI text `key` as an aria-label says it: its values isolated (see `ui`). */
  label(key: string, values: Record<string, string | number>): string {
    return ui(this.lang, key, values, { isolated: true })
  }

  /** A product page's price line: an amount on its own (the buy-now button carries a label as well; an amount isolated in a sentence is a <bdi>). */
  get productPrice(): Locator {
    return this.main
      .getByText(/^\D{0,5}\d[\d.,\s]*\d\s?\D{0,5}$/)
      .and(this.page.locator(":not(bdi)"))
      .first()
  }

  get heading(): Locator {
    return this.main.getByRole("heading", { level: 1 })
  }

  get html(): Locator {
    return this.page.locator("html")
  }

  /** Product cards (image, name, price, cart button) within `scope`, the main area by default. */
  productCards(scope: Locator = this.main): Locator {
    return scope.getByRole("article")
  }

  card(name: string, scope: Locator = this.main): Locator {
    return this.productCards(scope).filter({ has: this.page.getByRole("heading", { name, exact: true }) })
  }

  cardName(card: Locator): Locator {
    return card.getByRole("heading")
  }

  /** The card's price: its only text that reads as an amount. */
  cardPrice(card: Locator): Locator {
    return card.getByText(/^\D{0,5}\d[\d.,\s\u00a0\u202f]*\d\s?\D{0,5}$/)
  }

  /** The card's one button: the cart icon that adds the product. */
  cardAddButton(card: Locator): Locator {
    return card.getByRole("button")
  }

  /** Every card's name, in order. */
  async cardNames(scope: Locator = this.main): Promise<string[]> {
    return this.productCards(scope).getByRole("heading").allInnerTexts()
  }
}

export const test = base.extend<{ shop: Shop; failOnPageErrors: void }>({
  shop: async ({ page }, use) => {
    await use(new Shop(page))
  },
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`))
      await use()
      expect(errors, "uncaught errors in the page").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
