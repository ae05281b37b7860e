import { useTranslation } from "react-i18next"
import { useLanguage } from "../../lib/language-context"
import { useShippingRates } from "./api/get-shipping-rates"
import { deliveryTimes, deliveryTimesInWords } from "./delivery-times"

/**
 * Each zone's delivery time from commerce's shipping table, in the words the table writes days with ("1–5 business
 * days"): what every "delivered in …" line of the UI says, as the CMS's text says it (`{{europeDays}}`,
 * `{{worldwideDays}}`). Null while the table loads, or when a zone gives no days.
 */
export function useDeliveryTimes(): { europeDays: string; worldwideDays: string } | null {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { data } = useShippingRates(language)
  if (!data) return null
  const { europeDays, worldwideDays } = deliveryTimesInWords(deliveryTimes(data.rates), language, t)
  return europeDays && worldwideDays ? { europeDays, worldwideDays } : null
}
