import { useId } from "react"
import { useTranslation } from "react-i18next"
import { CURRENCIES, isCurrencyCode, PICKER_CURRENCIES } from "../../lib/currency"
import { useCurrency } from "../../lib/currency-context"

/** USD, EUR, GBP, PLN, JPY, CAD; a language's own default (CNY, KRW...) is listed while it is current. */
export function CurrencySelect() {
  const { t } = useTranslation()
  const { currency, setCurrency } = useCurrency()
  const id = useId()
  const choices: string[] = PICKER_CURRENCIES.includes(currency as (typeof PICKER_CURRENCIES)[number]) ? [...PICKER_CURRENCIES] : [currency, ...PICKER_CURRENCIES]
  return (
    <div className="select-field">
      <label htmlFor={id} className="select-field__label">
        {t("header.currency")}
      </label>
      <select
        id={id}
        className="select-field__control"
        value={currency}
        onChange={(event) => {
          if (isCurrencyCode(event.target.value)) setCurrency(event.target.value)
        }}
      >
        {choices.filter(isCurrencyCode).map((code) => (
          <option key={code} value={code}>
            {/* Isolated left-to-right, so "USD ($)" reads the same in Arabic. */}
            {`\u2066${code} (${CURRENCIES[code].symbol})\u2069`}
          </option>
        ))}
      </select>
    </div>
  )
}
