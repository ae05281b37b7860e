import { useTranslation } from "react-i18next"
import { numberFormat } from "../../../lib/dates"
import { useLanguage } from "../../../lib/language-context"
import { useShippingRates } from "../../shipping/api/get-shipping-rates"

export function StatsBand() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  // The countries are the shipping table's, which checkout charges: the same number as the shipping page's.
  const { data } = useShippingRates(language)
  const stats = [
    ...(data ? [{ value: numberFormat(language).format(data.rates.length), key: "countries" }] : []),
    // "50K+", "50 тыс.+", "5万人以上", "+50 ألف": each language writes the figure its own way.
    { value: t("home.stats.customersFigure"), key: "customers" },
    { value: "24/7", key: "support" },
    { value: numberFormat(language, { style: "percent" }).format(0.99), key: "rating" },
  ]
  return (
    <section className="stats-band" aria-label={t("home.stats.label")}>
      <dl className="container stats-band__list">
        {stats.map(({ value, key }) => (
          <div key={key} className="stats-band__item">
            <dt>{t(`home.stats.${key}`)}</dt>
            {/* A figure in words reads in its language's direction ("+50 ألف"); digits alone, left to right. */}
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
