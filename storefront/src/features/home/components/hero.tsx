import { useTranslation } from "react-i18next"
import { Icon, type IconName } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { sentenceGap } from "../../../lib/sentence-gap"
import { useDeliveryTimes } from "../../shipping/use-delivery-times"
import { useFreeShippingFrom } from "../../shipping/use-free-shipping-from"
import { Isolated } from "../../../components/isolated"

const BLURBS: ReadonlyArray<{ icon: IconName; key: string }> = [
  { icon: "clock", key: "dispatch" },
  { icon: "shield", key: "insured" },
  { icon: "returns", key: "returns" },
]

/** Decorative product tiles (served by the storefront server like every product image). */
const TILES = ["smartphone-blue", "headphones-black", "luxury-watch-gold"]

export function Hero() {
  const { t } = useTranslation()
  const freeShippingFrom = useFreeShippingFrom()
  const deliveryTimes = useDeliveryTimes()
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          {freeShippingFrom && (
            <p className="badge badge--accent">
              <Icon name="sparkles" size={16} />
              <Isolated text={t("home.hero.badge", { amount: freeShippingFrom })} />
            </p>
          )}
          <h1 id="hero-title" className="hero__title">
            {t("home.hero.titleStart")} <span className="hero__title-accent">{t("home.hero.titleAccent")}</span>
          </h1>
          <p className="hero__description">
            {t("home.hero.description")}
            {deliveryTimes && (
              <>
                {sentenceGap(t("home.hero.description"))}
                <Isolated text={t("home.hero.delivery", deliveryTimes)} />
              </>
            )}
          </p>
          <div className="hero__actions">
            <LocalizedLink to="/products" className="button button--primary button--large">
              {t("home.hero.seeProducts")}
              <Icon name="arrow-right" size={18} />
            </LocalizedLink>
            <LocalizedLink to="/shipping" className="button button--ghost button--large">
              <Icon name="truck" size={18} />
              {t("home.hero.checkShipping")}
            </LocalizedLink>
          </div>
          <ul className="hero__blurbs">
            {BLURBS.map(({ icon, key }) => (
              <li key={key}>
                <Icon name={icon} size={18} />
                <span>
                  <strong>{t(`home.hero.blurbs.${key}.title`)}</strong> {t(`home.hero.blurbs.${key}.text`)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__art" aria-hidden="true">
          {TILES.map((tile) => (
            <img key={tile} className="hero__tile" src={`/images/products/${tile}.svg`} alt="" width={600} height={600} />
          ))}
        </div>
      </div>
    </section>
  )
}
