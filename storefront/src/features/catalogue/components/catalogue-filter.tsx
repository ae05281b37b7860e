import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { Icon } from "../../../components/icon"
import { useLanguage } from "../../../lib/language-context"

/** The catalogue's filter box: it sends the shopper to search with the text, in the same language. */
export function CatalogueFilter() {
  const { t } = useTranslation()
  const { localize } = useLanguage()
  const navigate = useNavigate()
  const [text, setText] = useState("")
  const id = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = text.trim()
    void navigate(localize(q ? `/search?${new URLSearchParams({ q })}` : "/search"))
  }

  return (
    // action and name: a filter sent before the app is live is the server's search page.
    <form className="inline-form" role="search" action={localize("/search")} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t("catalogue.filterLabel")}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("catalogue.filterPlaceholder")}
        enterKeyHint="search"
      />
      <button type="submit" className="button button--primary">
        <Icon name="search" size={18} />
        {t("catalogue.filterButton")}
      </button>
    </form>
  )
}
