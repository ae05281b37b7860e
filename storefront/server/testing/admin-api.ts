/**
 * A merchandiser's edits, made the way the Medusa admin makes them: through commerce's admin API
 * (MEDUSA_URL), signed in with MEDUSA_ADMIN_EMAIL / MEDUSA_ADMIN_PASSWORD (npm test creates that user).
 */
export interface AdminProduct {
  id: string
  title: string
  status: string
  variants: { id: string; sku: string | null; prices: { id: string; amount: number; currency_code: string }[] }[]
}

/** A shipping option as the admin's Locations & Shipping settings edit it: its prices and their price rules. */
export interface AdminShippingOption {
  id: string
  name: string
  service_zone: { geo_zones: { country_code: string }[] }
  prices: { id: string; amount: number; currency_code: string; price_rules: { attribute: string; operator: string; value: string }[] }[]
}

/** The price that makes an option free from an item total (the seed's, or one a merchandiser made). */
export const isFreeShippingPrice = (price: AdminShippingOption["prices"][number]) => Number(price.amount) === 0 && price.price_rules.some((rule) => rule.attribute === "item_total")

export async function adminApi(env: NodeJS.ProcessEnv = process.env) {
  const baseUrl = env.MEDUSA_URL
  const email = env.MEDUSA_ADMIN_EMAIL
  const password = env.MEDUSA_ADMIN_PASSWORD
  if (!baseUrl || !email || !password) {
    throw new Error("MEDUSA_URL, MEDUSA_ADMIN_EMAIL and MEDUSA_ADMIN_PASSWORD must be set (npm test sets them)")
  }
  const login = await fetch(`${baseUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }

  const productByItemId = async (itemId: number): Promise<AdminProduct> => {
    const { items } = await call<{ items: { product: { id: string } }[] }>("GET", `/admin/catalogue/items?item_id=${itemId}`)
    if (!items[0]) throw new Error(`no product has item id ${itemId}`)
    const { product } = await call<{ product: AdminProduct }>("GET", `/admin/products/${items[0].product.id}?fields=id,title,status,*variants,*variants.prices`)
    return product
  }

  return {
    productByItemId,
    itemIdOf: async (productId: string) => {
      const { items } = await call<{ items: { item_id: number }[] }>("GET", `/admin/catalogue/items?product_id=${productId}`)
      return items[0]?.item_id
    },
    updateProduct: (id: string, fields: Record<string, unknown>) => call("POST", `/admin/products/${id}`, fields),
    /** Renames a product tag, as the admin's Product Tags page saves it (every product carrying it changes). */
    renameTag: (id: string, value: string) => call("POST", `/admin/product-tags/${id}`, { value }),
    setUsdPrice: (product: AdminProduct, amount: number) =>
      call("POST", `/admin/products/${product.id}/variants/${product.variants[0]!.id}`, { prices: [{ currency_code: "usd", amount }] }),
    /** Sets the first variant's prices, as the admin's price editor saves them (a currency left out loses its price). */
    setPrices: (product: AdminProduct, prices: { currency_code: string; amount: number }[]) =>
      call("POST", `/admin/products/${product.id}/variants/${product.variants[0]!.id}`, { prices }),
    /** The currency rates (units per USD), as the admin's Currency rates page reads them. */
    currencyRates: async () =>
      Object.fromEntries(
        (await call<{ rates: { currency_code: string; units_per_usd: number }[] }>("GET", "/admin/currency-rates")).rates.map((row) => [row.currency_code, row.units_per_usd])
      ),
    /** Saves currency rates, as the admin's Currency rates page does. */
    setCurrencyRates: (rates: Record<string, number>) => call("POST", "/admin/currency-rates", { rates }),
    /** Sets one field of a product's translation in a locale ("de-DE"), as the admin's translation screen does. */
    async translate(productId: string, locale: string, fields: Record<string, string>) {
      const { translations } = await call<{ translations: { id: string; translations: Record<string, string> }[] }>(
        "GET",
        `/admin/translations?reference_id=${productId}&locale_code=${locale}&fields=id,translations`
      )
      const row = translations[0]
      if (!row) throw new Error(`product ${productId} has no ${locale} translation`)
      const previous = { ...row.translations }
      await call("POST", "/admin/translations/batch", { update: [{ id: row.id, translations: { ...row.translations, ...fields } }] })
      return previous
    },
    createProduct: (title: string, usd: number) =>
      call<{ product: AdminProduct }>("POST", "/admin/products", {
        title,
        status: "published",
        description: `${title}: created by the admin-edits test.`,
        options: [{ title: "Variant", values: ["Standard"] }],
        variants: [{ title: "Standard", manage_inventory: false, options: { Variant: "Standard" }, prices: [{ currency_code: "usd", amount: usd }] }],
      }).then((answer) => answer.product),
    deleteProduct: (id: string) => call("DELETE", `/admin/products/${id}`),
    /** A variant's units at its one stock location, as the admin's inventory screen shows them (by its SKU). */
    async stockOf(sku: string) {
      const { inventory_items } = await call<{ inventory_items: { id: string; location_levels: { location_id: string; stocked_quantity: number }[] }[] }>(
        "GET",
        `/admin/inventory-items?sku=${encodeURIComponent(sku)}&fields=id,*location_levels`
      )
      const [item] = inventory_items
      const level = item?.location_levels[0]
      if (!item || !level) throw new Error(`no stock level for SKU ${sku}`)
      return {
        quantity: level.stocked_quantity,
        set: (stocked_quantity: number) => call("POST", `/admin/inventory-items/${item.id}/location-levels/${level.location_id}`, { stocked_quantity }),
      }
    },
    shippingOptions: () =>
      call<{ shipping_options: AdminShippingOption[] }>("GET", "/admin/shipping-options?fields=id,name,*service_zone.geo_zones,*prices,*prices.price_rules&limit=500").then(
        (answer) => answer.shipping_options
      ),
    /**
     * The item total (USD) from which an option ships free, set as the admin's conditional prices set it: the
     * option's other prices as they are, its free price with a new `item_total ≥` rule. Each price names its
     * currency: Medusa turns a price's rules into the pricing module's only then, and stores them garbled
     * (and drops a price) when a price has just its id.
     */
    setFreeShippingFrom: (option: AdminShippingOption, usd: number) =>
      call("POST", `/admin/shipping-options/${option.id}`, {
        prices: option.prices.map((price) =>
          isFreeShippingPrice(price)
            ? { id: price.id, currency_code: price.currency_code, amount: 0, rules: [{ attribute: "item_total", operator: "gte", value: usd }] }
            : { id: price.id, currency_code: price.currency_code, amount: price.amount }
        ),
      }),
  }
}
