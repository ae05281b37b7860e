/**
 * The cart page's side of the server's add-to-cart form (a click made before the app was live, or without
 * JavaScript: server/routes/product-forms.ts sends the shopper to /cart?add=…&quantity=…&added=<token>). The
 * product is added once per token, however often the link is opened (reload, back, history), and the link is
 * then replaced by the plain cart URL.
 */
import { useEffect, useMemo } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate, useSearchParams } from "react-router-dom"
import { useQuery } from "@tanstack/react-query"
import { MAX_CHECKOUT_QUANTITY } from "@shop/contracts/api"
import { productName } from "@shop/contracts/catalogue-text"
import { readAddFromLink } from "../../../../shared/add-from-link"
import { useToast } from "../../../components/toast/toast-context"
import { browserStorage } from "../../../lib/browser-storage"
import { cartProductFromEntry } from "../../../lib/cart"
import { useCart } from "../../../lib/cart-context"
import { useLanguage } from "../../../lib/language-context"
import { productQueryOptions } from "../../product/api/get-product"

const USED_TOKENS_KEY = "shop.add-links-used.v1"
/** Tokens remembered: a link is opened again within minutes, not after dozens of other additions. */
const KEPT_TOKENS = 50

/** True the first time a token is seen in this browser (every tab); false ever after. */
function firstUseOf(token: string): boolean {
  const storage = browserStorage()
  let used: string[] = []
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(USED_TOKENS_KEY) ?? "[]")
    if (Array.isArray(parsed)) used = parsed.filter((entry): entry is string => typeof entry === "string")
  } catch {
    // Unreadable: start again.
  }
  if (used.includes(token)) return false
  storage?.setItem(USED_TOKENS_KEY, JSON.stringify([...used, token].slice(-KEPT_TOKENS)))
  return true
}

export function useAddFromLink(): void {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { addItem, loaded } = useCart()
  const { notify } = useToast()
  const { language } = useLanguage()
  const addition = useMemo(() => readAddFromLink(params, MAX_CHECKOUT_QUANTITY), [params])
  const product = useQuery({ ...productQueryOptions(addition?.item ?? 0), enabled: addition !== undefined })

  useEffect(() => {
    if (!addition || !loaded || product.isPending) return
    if (product.data && firstUseOf(addition.token)) {
      addItem(cartProductFromEntry(product.data), addition.quantity)
      const name = productName(product.data.translations, product.data.item.ident, language)
      notify(t("cart.addedQuantity", { name, quantity: addition.quantity }), "success")
    }
    void navigate({ pathname }, { replace: true })
  }, [addition, loaded, product.isPending, product.data, addItem, notify, t, language, navigate, pathname])
}
