import { useTranslation } from "react-i18next"
import type { ShippingRateEntry } from "@shop/contracts/api"
import { useCurrency } from "../../../lib/currency-context"
import { TableWrap } from "../../../components/table-wrap"
import { useLanguage } from "../../../lib/language-context"
import { deliveryDays } from "../delivery-days"
import { Isolated } from "../../../components/isolated"

/** Countries with delivery days and the price in the shopper's currency (the spec's table, in EUR, for EUR shoppers), one zone at a time. */
export function ShippingRatesTable({ caption, rates }: { caption: string; rates: readonly ShippingRateEntry[] }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { formatPrice } = useCurrency()
  return (
    <TableWrap label={caption}>
      <table className="table">
        <caption className="table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("shipping.table.country")}</th>
            <th scope="col">{t("shipping.table.delivery")}</th>
            <th scope="col">{t("shipping.table.price")}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.country}>
              <th scope="row">
                <span aria-hidden="true">{rate.flag}</span> {rate.name}
              </th>
              <td>
                <Isolated text={rate.days ? t("shipping.table.days", deliveryDays(rate.days, language)) : "—"} />
              </td>
              <td>{formatPrice(rate.prices)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  )
}
