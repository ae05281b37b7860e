import { useTranslation } from "react-i18next"

const STATS = [
  { value: "100+", key: "countries" },
  { value: "50K+", key: "customers" },
  { value: "24/7", key: "support" },
  { value: "99%", key: "rating" },
] as const

export function StatsBand() {
  const { t } = useTranslation()
  return (
    <section className="stats-band" aria-label={t("home.stats.label")}>
      <dl className="container stats-band__list">
        {STATS.map(({ value, key }) => (
          <div key={key} className="stats-band__item">
            <dt>{t(`home.stats.${key}`)}</dt>
            <dd dir="ltr">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
