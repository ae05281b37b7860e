/**
 * The cart page's link that adds a product: where the server's add-to-cart form (a click made before the app
 * was live, server/routes/product-forms.ts) sends the shopper. The token makes the addition happen once, however
 * often the link is opened again (reload, back, a second tab): the app and the server both use this module.
 */
export const ADD_FROM_LINK_PARAMS = { item: "add", quantity: "quantity", token: "added" } as const

export interface AddFromLink {
  item: number
  quantity: number
  token: string
}

export function addFromLinkSearch({ item, quantity, token }: AddFromLink): string {
  return `?${new URLSearchParams({ [ADD_FROM_LINK_PARAMS.item]: String(item), [ADD_FROM_LINK_PARAMS.quantity]: String(quantity), [ADD_FROM_LINK_PARAMS.token]: token })}`
}

/** The addition a cart page's query asks for, or undefined when it asks none (or nothing readable). */
export function readAddFromLink(search: URLSearchParams, maxQuantity: number): AddFromLink | undefined {
  const item = Number(search.get(ADD_FROM_LINK_PARAMS.item))
  const quantity = Number(search.get(ADD_FROM_LINK_PARAMS.quantity))
  const token = search.get(ADD_FROM_LINK_PARAMS.token) ?? ""
  if (!Number.isSafeInteger(item) || item < 1) return undefined
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) return undefined
  if (!/^[0-9a-f-]{36}$/.test(token)) return undefined
  return { item, quantity, token }
}
