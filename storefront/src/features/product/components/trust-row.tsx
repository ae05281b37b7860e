import { useTranslation } from "react-i18next"
import { Icon, type IconName } from "../../../components/icon"

const ITEMS: ReadonlyArray<{ icon: IconName; key: string }> = [
  { icon: "shield", key: "warranty" },
  { icon: "truck", key: "freeShipping" },
  { icon: "returns", key: "returns" },
]

/** 2-year guarantee, free shipping from 100 EUR, 30-day returns. */
export function TrustRow() {
  const { t } = useTranslation()
  return (
    <ul className="trust-row">
      {ITEMS.map(({ icon, key }) => (
        <li key={key}>
          <Icon name={icon} size={22} />
          <span>{t(`product.trust.${key}`)}</span>
        </li>
      ))}
    </ul>
  )
}
