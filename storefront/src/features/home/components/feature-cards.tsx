import { useTranslation } from "react-i18next"
import { Icon, type IconName } from "../../../components/icon"
import { Isolated } from "../../../components/isolated"
import { sentenceGap } from "../../../lib/sentence-gap"
import { useDeliveryTimes } from "../../shipping/use-delivery-times"

const FEATURES: ReadonlyArray<{ icon: IconName; key: string }> = [
  { icon: "zap", key: "fast" },
  { icon: "award", key: "quality" },
  { icon: "support", key: "support" },
]

export function FeatureCards() {
  const { t } = useTranslation()
  const deliveryTimes = useDeliveryTimes()
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
              <p>
                {/* Fast delivery says how fast: the shipping table's times, once it is known. */}
                {key === "fast" && deliveryTimes && (
                  <>
                    <Isolated text={t("home.features.fast.days", deliveryTimes)} />
                    {sentenceGap(t("home.features.fast.days", deliveryTimes))}
                  </>
                )}
                {t(`home.features.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
