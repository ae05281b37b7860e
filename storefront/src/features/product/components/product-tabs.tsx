/** Description (default), shipping and reviews as ARIA tabs: arrow keys, Home and End move between them. */
import { useId, useRef, useState, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { lazyPart } from "../../../app/lazy-part"
import { LoadingText } from "../../../components/loading-text"
import { REVIEW_COUNT } from "../reviews"
import { ShippingRates } from "../../shipping/components/shipping-rates"
import { Isolated } from "../../../components/isolated"

function ReviewsLoading() {
  const { t } = useTranslation()
  return <LoadingText>{t("product.reviews.loading")}</LoadingText>
}

/** Shown only once its tab is chosen: its code (with the star ratings' and the reviews' query) after the first paint. */
const ProductReviews = lazyPart(() => import("./product-reviews").then((module) => module.ProductReviews), <ReviewsLoading />)

const TABS = ["description", "shipping", "reviews"] as const
type Tab = (typeof TABS)[number]

export function ProductTabs({ description }: { description: string }) {
  const { t } = useTranslation()
  const [active, setActive] = useState<Tab>("description")
  const baseId = useId()
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>())

  const labels: Record<Tab, string> = {
    description: t("product.tabs.description"),
    shipping: t("product.tabs.shipping"),
    reviews: t("product.tabs.reviews", { total: REVIEW_COUNT }),
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active)
    const rtl = document.documentElement.dir === "rtl"
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key]
    let next: Tab | undefined
    if (step !== undefined) next = TABS[(index + step + TABS.length) % TABS.length]
    else if (event.key === "Home") next = TABS[0]
    else if (event.key === "End") next = TABS[TABS.length - 1]
    if (!next) return
    event.preventDefault()
    setActive(next)
    tabRefs.current.get(next)?.focus()
  }

  return (
    <section className="tabs" aria-label={t("product.tabs.label")}>
      <div className="tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element)
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(tab)}
          >
            <Isolated text={labels[tab]} />
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel" id={`${baseId}-panel-${active}`} aria-labelledby={`${baseId}-tab-${active}`} tabIndex={0}>
        {active === "description" && <p className="prose">{description || t("product.noDescription")}</p>}
        {active === "shipping" && <ShippingRates />}
        {active === "reviews" && <ProductReviews />}
      </div>
    </section>
  )
}
