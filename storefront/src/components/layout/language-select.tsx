import { useId } from "react"
import { useTranslation } from "react-i18next"
import { LANGUAGES, isLanguageCode } from "../../../shared/languages"
import { useLanguage } from "../../lib/language-context"
import { LanguageName } from "../language-name"

/** The 15 languages, each named in itself; choosing one switches the page's URL and currency. */
export function LanguageSelect() {
  const { t } = useTranslation()
  const { language, setLanguage } = useLanguage()
  const id = useId()
  return (
    <div className="select-field">
      <label htmlFor={id} className="select-field__label">
        {t("header.language")}
      </label>
      <select
        id={id}
        className="select-field__control"
        value={language}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) setLanguage(event.target.value)
        }}
      >
        {LANGUAGES.map(({ code }) => (
          <option key={code} value={code} lang={code}>
            <LanguageName code={code} />
          </option>
        ))}
      </select>
    </div>
  )
}
