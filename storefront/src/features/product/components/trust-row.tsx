import { useTranslation } from "react-i18next"
import { Icon, type IconName } from "../../../components/icon"
import { Isolated } from "../../../components/isolated"
import { useFreeShippingFrom } from "../../shipping/use-free-shipping-from"

const ITEMS: ReadonlyArray<{ icon: IconName; key: string }> = [
  { icon: "shield", key: "warranty" },
  { icon: "truck", key: "freeShipping" },
  { icon: "returns", key: "returns" },
]

/** 2-year guarantee, free shipping from commerce's threshold (none when nothing ships free), 30-day returns. */
export function TrustRow() {
  const { t } = useTranslation()
  const freeShippingFrom = useFreeShippingFrom()
  return (
    <ul className="trust-row">
      {ITEMS.filter(({ key }) => key !== "freeShipping" || freeShippingFrom).map(({ icon, key }) => (
        <li key={key}>
          <Icon name={icon} size={22} />
          <Isolated text={t(`product.trust.${key}`, { amount: freeShippingFrom })} />
        </li>
      ))}
    </ul>
  )
}
