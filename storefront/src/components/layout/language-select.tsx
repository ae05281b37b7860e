import { useTranslation } from "react-i18next"
import { LANGUAGES, isLanguageCode } from "@shop/contracts/languages"
import { useLanguage } from "../../lib/language-context"
import { LanguageName } from "../language-name"
import { SelectField } from "../select-field"

/** The 15 languages, each named in itself; choosing one switches the page's URL and currency. */
export function LanguageSelect() {
  const { t } = useTranslation()
  const { language, setLanguage } = useLanguage()
  return (
    <SelectField label={t("header.language")} value={language} onChange={(value) => isLanguageCode(value) && setLanguage(value)}>
      {LANGUAGES.map(({ code }) => (
        <option key={code} value={code} lang={code}>
          <LanguageName code={code} />
        </option>
      ))}
    </SelectField>
  )
}
