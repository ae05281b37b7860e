import { useTranslation } from "react-i18next"
import { Icon, type IconName } from "../../../components/icon"

const FEATURES: ReadonlyArray<{ icon: IconName; key: string }> = [
  { icon: "zap", key: "fast" },
  { icon: "award", key: "quality" },
  { icon: "support", key: "support" },
]

export function FeatureCards() {
  const { t } = useTranslation()
  return (
    <section className="section section--muted" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title" className="section__title section__title--center">
          {t("home.features.title")}
        </h2>
        <ul className="feature-cards">
          {FEATURES.map(({ icon, key }) => (
            <li key={key} className="feature-card">
              <span className="feature-card__icon">
                <Icon name={icon} size={26} />
              </span>
              <h3 className="feature-card__title">{t(`home.features.${key}.title`)}</h3>
              <p>{t(`home.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
