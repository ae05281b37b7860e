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

/**
 * `countriesSaid`: the page already says where the shop ships (the shipping page's description from the CMS), so
 * the line above the table says only what ships free, instead of repeating that sentence.
 */
export function ShippingRates({ countriesSaid = false }: { countriesSaid?: boolean }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { formatPrice } = useCurrency()
  const { data, isPending, isError } = useShippingRates(language)
  if (isPending) return <LoadingText>{t("shipping.loading")}</LoadingText>
  if (isError) return <p role="alert">{t("shipping.error")}</p>
  const europe = data.rates.filter((rate) => rate.zone === "europe")
  const worldwide = data.rates.filter((rate) => rate.zone === "worldwide")
  const amount = data.free_from && formatPrice(data.free_from)
  const count = data.rates.length
  const intro = countriesSaid ? amount && t("shipping.freeFrom", { amount }) : amount ? t("shipping.intro", { count, amount }) : t("shipping.introNeverFree", { count })
  return (
    <div className="shipping-rates">
      {intro && (
        <p>
          <Isolated text={intro} />
        </p>
      )}
      <div className="shipping-rates__zones">
        <ShippingRatesTable caption={t("shipping.europe")} rates={europe} />
        <ShippingRatesTable caption={t("shipping.worldwide")} rates={worldwide} />
      </div>
    </div>
  )
}
