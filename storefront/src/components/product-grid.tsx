import { useDeferredValue } from "react"
import { useTranslation } from "react-i18next"
import type { CatalogueCard } from "@shop/contracts/api"
import { useHydrated } from "../lib/use-hydrated"
import { LoadingText } from "./loading-text"
import { ProductCard } from "./product-card"

/**
 * Cards in a responsive grid; the first `eagerCount` images load at once (they are above the fold).
 * The cards render in the background (a deferred value: React splits the work into short tasks, so two
 * dozen cards never block the page); until then, and whenever the entries change, the grid shows what it
 * showed before: placeholder cards of the same size at first, the previous cards afterwards. A page rendered
 * by the server has the cards in its HTML, so there (and when the browser hydrates it) they render at once.
 */
export function ProductGrid({ entries, eagerCount = 4 }: { entries: CatalogueCard[]; eagerCount?: number }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const shown = useDeferredValue<CatalogueCard[] | null>(entries, hydrated ? null : entries)
  if (shown === null) return <SkeletonGrid count={entries.length} />
  return (
    <ul className="product-grid">
      {shown.map((entry, index) => (
        <li key={entry.item.id}>
          <ProductCard entry={entry} t={t} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  )
}

/**
 * While a grid's products load: the loading line over `count` grey cards of the real cards' size, so
 * nothing below the grid (pagination, footer) moves when the products arrive.
 */
export function ProductGridLoading({ label, count }: { label: string; count: number }) {
  return (
    <div className="product-grid-loading">
      <LoadingText>{label}</LoadingText>
      <SkeletonGrid count={count} />
    </div>
  )
}

function SkeletonGrid({ count }: { count: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="product-card product-card--skeleton">
            <div className="product-card__link">
              <div className="product-image product-card__image" />
              <div className="product-card__name" />
            </div>
            <div className="product-card__footer">
              <span className="product-card__price" />
              <span className="icon-button" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
