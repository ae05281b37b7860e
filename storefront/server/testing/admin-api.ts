/**
 * A merchandiser's edits, made the way the Medusa admin makes them: through commerce's admin API
 * (MEDUSA_URL), signed in with MEDUSA_ADMIN_EMAIL / MEDUSA_ADMIN_PASSWORD (npm test creates that user).
 */
export interface AdminProduct {
  id: string
  title: string
  status: string
  variants: { id: string; prices: { id: string; amount: number; currency_code: string }[] }[]
}

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
    setUsdPrice: (product: AdminProduct, amount: number) =>
      call("POST", `/admin/products/${product.id}/variants/${product.variants[0]!.id}`, { prices: [{ currency_code: "usd", amount }] }),
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
  }
}
