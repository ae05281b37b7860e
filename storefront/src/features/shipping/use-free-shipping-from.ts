import { formatAmount } from "../../lib/currency"
import { useLanguage } from "../../lib/language-context"
import { useShippingRates } from "./api/get-shipping-rates"

/**
 * Commerce's free-shipping threshold (the shipping table's free_from) in EUR, formatted for the shopper's
 * language: what every "free shipping from …" line says. Null while the table loads, or when nothing ships free.
 */
export function useFreeShippingFrom(): string | null {
  const { language } = useLanguage()
  const { data } = useShippingRates(language)
  return data?.free_from ? formatAmount(data.free_from.eur, "EUR", language) : null
}
