import { useCurrency } from "../../lib/currency-context"
import { useLanguage } from "../../lib/language-context"
import { useShippingRates } from "./api/get-shipping-rates"

/**
 * Commerce's free-shipping threshold (the shipping table's free_from) in the shopper's currency, formatted for
 * their language: what every "free shipping from …" line says. Null while the table loads, or when nothing ships free.
 */
export function useFreeShippingFrom(): string | null {
  const { language } = useLanguage()
  const { formatPrice } = useCurrency()
  const { data } = useShippingRates(language)
  return data?.free_from ? formatPrice(data.free_from) : null
}
