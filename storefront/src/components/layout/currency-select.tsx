import { useTranslation } from "react-i18next"
import { currencySymbol, isCurrencyCode, PICKER_CURRENCIES } from "../../lib/currency"
import { useCurrency } from "../../lib/currency-context"
import { useLanguage } from "../../lib/language-context"
import { SelectField } from "../select-field"

/** USD, EUR, GBP, PLN, JPY, CAD: the currencies the shop shows, each with its sign as the page's language writes it. */
export function CurrencySelect() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { currency, setCurrency } = useCurrency()
  return (
    <SelectField label={t("header.currency")} value={currency} onChange={(value) => isCurrencyCode(value) && setCurrency(value)}>
      {PICKER_CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {/* Isolated left-to-right, so "USD ($)" reads the same in Arabic. */}
          {`\u2066${code} (${currencySymbol(code, language)})\u2069`}
        </option>
      ))}
    </SelectField>
  )
}
