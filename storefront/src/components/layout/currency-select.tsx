import { useTranslation } from "react-i18next"
import { CURRENCIES, isCurrencyCode, PICKER_CURRENCIES } from "../../lib/currency"
import { useCurrency } from "../../lib/currency-context"
import { SelectField } from "../select-field"

/** USD, EUR, GBP, PLN, JPY, CAD; a language's own default (CNY, KRW...) is listed while it is current. */
export function CurrencySelect() {
  const { t } = useTranslation()
  const { currency, setCurrency } = useCurrency()
  const choices: string[] = PICKER_CURRENCIES.includes(currency as (typeof PICKER_CURRENCIES)[number]) ? [...PICKER_CURRENCIES] : [currency, ...PICKER_CURRENCIES]
  return (
    <SelectField label={t("header.currency")} value={currency} onChange={(value) => isCurrencyCode(value) && setCurrency(value)}>
      {choices.filter(isCurrencyCode).map((code) => (
        <option key={code} value={code}>
          {/* Isolated left-to-right, so "USD ($)" reads the same in Arabic. */}
          {`\u2066${code} (${CURRENCIES[code].symbol})\u2069`}
        </option>
      ))}
    </SelectField>
  )
}
