import { useTranslation } from "react-i18next"
import type { ShippingRateEntry } from "@shop/contracts/api"
import { formatAmount } from "../../../lib/currency"
import { TableWrap } from "../../../components/table-wrap"
import { useLanguage } from "../../../lib/language-context"
import { deliveryDays } from "../delivery-days"
import { Isolated } from "../../../components/isolated"

/** Countries with delivery days and the price in EUR (the spec's table), one zone at a time. */
export function ShippingRatesTable({ caption, rates }: { caption: string; rates: readonly ShippingRateEntry[] }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
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
              <td>{formatAmount(rate.eur, "EUR", language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  )
}
