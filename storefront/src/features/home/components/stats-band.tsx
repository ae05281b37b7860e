import { useTranslation } from "react-i18next"
import { useLanguage } from "../../../lib/language-context"
import { useShippingRates } from "../../shipping/api/get-shipping-rates"

const STATS = [
  { value: "50K+", key: "customers" },
  { value: "24/7", key: "support" },
  { value: "99%", key: "rating" },
] as const

export function StatsBand() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  // The countries are the shipping table's, which checkout charges: the same number as the shipping page's.
  const { data } = useShippingRates(language)
  const stats = [...(data ? [{ value: String(data.rates.length), key: "countries" }] : []), ...STATS]
  return (
    <section className="stats-band" aria-label={t("home.stats.label")}>
      <dl className="container stats-band__list">
        {stats.map(({ value, key }) => (
          <div key={key} className="stats-band__item">
            <dt>{t(`home.stats.${key}`)}</dt>
            <dd dir="ltr">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
