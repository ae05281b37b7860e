/**
 * A product's stock as shoppers are told it (issue 56): in stock, only N left, sold out. On the product page,
 * its cards and cart lines; `quiet` (cards, cart lines) leaves out the plain "in stock" every product would
 * otherwise carry. `t` comes from the caller: one useTranslation per grid, not per card.
 */
import type { useTranslation } from "react-i18next"
import type { Stock } from "@shop/contracts/api"
import { Icon } from "./icon"
import { Isolated } from "./isolated"

export function StockBadge({ stock, t, quiet = false, small = false }: { stock: Stock; t: ReturnType<typeof useTranslation>["t"]; quiet?: boolean; small?: boolean }) {
  const size = small ? " badge--small" : ""
  if (stock.status === "sold_out") return <span className={`badge badge--sold-out${size}`}>{t("product.soldOut")}</span>
  if (stock.status === "low")
    return (
      <span className={`badge badge--warning${size}`}>
        <Isolated text={t("product.onlyLeft", { count: stock.left ?? stock.max_quantity })} />
      </span>
    )
  if (quiet) return null
  return (
    <span className={`badge badge--success${size}`}>
      <Icon name="check" size={14} />
      {t("product.inStock")}
    </span>
  )
}
