/**
 * The whole shipping table, Europe and worldwide, with the free-shipping line: the shipping page's and the
 * product tab's. The threshold is commerce's (the table's free_from), never a constant: a merchandiser who
 * changes it in the admin changes what this line promises.
 */
import { useTranslation } from "react-i18next"
import { LoadingText } from "../../../components/loading-text"
import { useCurrency } from "../../../lib/currency-context"
import { useLanguage } from "../../../lib/language-context"
import { useShippingRates } from "../api/get-shipping-rates"
import { ShippingRatesTable } from "./shipping-rates-table"
import { Isolated } from "../../../components/isolated"

export function ShippingRates() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { formatPrice } = useCurrency()
  const { data, isPending, isError } = useShippingRates(language)
  if (isPending) return <LoadingText>{t("shipping.loading")}</LoadingText>
  if (isError) return <p role="alert">{t("shipping.error")}</p>
  const europe = data.rates.filter((rate) => rate.zone === "europe")
  const worldwide = data.rates.filter((rate) => rate.zone === "worldwide")
  return (
    <div className="shipping-rates">
      <p>
        <Isolated
          text={
            data.free_from ? t("shipping.intro", { count: data.rates.length, amount: formatPrice(data.free_from) }) : t("shipping.introNeverFree", { count: data.rates.length })
          }
        />
      </p>
      <div className="shipping-rates__zones">
        <ShippingRatesTable caption={t("shipping.europe")} rates={europe} />
        <ShippingRatesTable caption={t("shipping.worldwide")} rates={worldwide} />
      </div>
    </div>
  )
}
