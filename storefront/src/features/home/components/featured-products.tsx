import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { HOME_RANDOM_COUNT } from "@shop/contracts/api"
import { LocalizedLink } from "../../../components/localized-link"
import { ProductGrid, ProductGridLoading } from "../../../components/product-grid"
import { useRandomProducts } from "../api/get-random-products"

/** 20 random products, fetched once the page is on screen; a failed fetch leaves the grid empty (spec §8). */
export function FeaturedProducts() {
  const { t } = useTranslation()
  const { data, isPending } = useRandomProducts()
  return (
    <section className="section" aria-labelledby="featured-title">
      <div className="container">
        <div className="section__header">
          <div>
            <h2 id="featured-title" className="section__title">
              {t("home.featured.title")}
            </h2>
            <p className="section__subtitle">{t("home.featured.subtitle")}</p>
          </div>
          <LocalizedLink to="/products" className="button button--ghost">
            {t("home.featured.viewAll")}
            <Icon name="arrow-right" size={18} />
          </LocalizedLink>
        </div>
        {isPending ? <ProductGridLoading label={t("home.featured.loading")} count={HOME_RANDOM_COUNT} /> : <ProductGrid entries={data ?? []} eagerCount={0} />}
        <div className="section__footer">
          <LocalizedLink to="/products" className="button button--primary">
            {t("home.featured.browseAll")}
          </LocalizedLink>
        </div>
      </div>
    </section>
  )
}
