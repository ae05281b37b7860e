import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { useLanguage } from "../../../lib/language-context"

export function SearchForm({ initialQuery, onSubmit }: { initialQuery: string; onSubmit: (query: string) => void }) {
  const { t } = useTranslation()
  const { localize } = useLanguage()
  const [text, setText] = useState(initialQuery)
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(text)
  }
  return (
    // action and name: a search sent before the app is live is the server's search page.
    <form className="search-form" role="search" action={localize("/search")} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      <div className="search-form__field">
        <Icon name="search" className="search-form__icon" />
        <input
          id={id}
          className="input input--large"
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("search.placeholder")}
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className="button button--primary button--large">
        {t("search.submit")}
      </button>
    </form>
  )
}
