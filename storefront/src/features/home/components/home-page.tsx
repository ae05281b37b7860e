/** Home (spec §2): hero, 20 random products, stats, feature cards, closing call to action. */
import { useTranslation } from "react-i18next"
import { useDocumentTitle } from "../../../lib/document-title"
import { ClosingCta } from "./closing-cta"
import { FeatureCards } from "./feature-cards"
import { FeaturedProducts } from "./featured-products"
import { Hero } from "./hero"
import { StatsBand } from "./stats-band"

export function HomePage() {
  const { t } = useTranslation()
  useDocumentTitle(t("meta.homeTitle"))
  return (
    <>
      <Hero />
      <FeaturedProducts />
      <StatsBand />
      <FeatureCards />
      <ClosingCta />
    </>
  )
}
