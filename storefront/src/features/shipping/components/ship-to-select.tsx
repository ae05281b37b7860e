import { useTranslation } from "react-i18next"
import type { ShippingRateEntry } from "@shop/contracts/api"
import { SelectField } from "../../../components/select-field"
import { useShipTo } from "../../../lib/ship-to-context"

/** The ship-to country, chosen from the countries the shop ships to (names in the shopper's language). */
export function ShipToSelect({ rates }: { rates: readonly ShippingRateEntry[] }) {
  const { t } = useTranslation()
  const { country, setCountry } = useShipTo()
  return (
    <SelectField label={t("shipping.shipTo")} value={country} onChange={setCountry} stacked>
      {!rates.some((rate) => rate.country === country) && <option value={country}>{country}</option>}
      {rates.map((rate) => (
        <option key={rate.country} value={rate.country}>
          {`${rate.flag} ${rate.name}`}
        </option>
      ))}
    </SelectField>
  )
}
