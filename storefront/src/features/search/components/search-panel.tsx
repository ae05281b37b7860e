/**
 * The header search's panel (header-search.tsx opens it; loaded on the first open, not with every page): the
 * search box and, from two characters, the top products (image, name, price in the current currency) and a
 * row for every result, following the ARIA combobox pattern (arrows move through the options, Enter opens one
 * or searches, Escape closes). The query is asked after a pause in typing; only the answer for what the box
 * holds now is shown.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { productName } from "@shop/contracts/catalogue-text"
import { ProductImage } from "../../../components/product-image"
import { useCurrency } from "../../../lib/currency-context"
import { useLanguage } from "../../../lib/language-context"
import { useReportSearchMiss } from "../api/report-search-miss"
import { useSuggestions } from "../api/search-suggestions"
import { Isolated } from "../../../components/isolated"

/** Characters before suggestions are asked for. */
const MIN_CHARACTERS = 2
/** The pause in typing before asking, so each keystroke does not cost a request. */
const DEBOUNCE_MS = 200

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

export default function SearchPanel({ onClose }: { onClose: (focusToggle: boolean) => void }) {
  const { t } = useTranslation()
  const { language, localize } = useLanguage()
  const { formatPrice } = useCurrency()
  const navigate = useNavigate()
  const [text, setText] = useState("")
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const q = useDebounced(text.trim(), DEBOUNCE_MS)
  const { data } = useSuggestions({ q, lang: language }, q.length >= MIN_CHARACTERS)
  // The newest answer stays shown while the next is asked (no flicker at each keystroke); an answer is only
  // ever for the query of its own key, so an older query's never replaces a newer one's.
  const [shown, setShown] = useState(data)
  if (data && data !== shown) setShown(data)
  const answer = text.trim().length >= MIN_CHARACTERS ? shown : undefined
  const products = answer?.results ?? []
  // The suggestions for q are on screen (the box still holds a query): if they found nothing, it is counted once.
  useReportSearchMiss(q, language, answer === data ? data : undefined)
  // The products, then "every result for …": what the arrows move through.
  const options = answer ? products.length + 1 : 0
  const expanded = options > 0

  useEffect(() => input.current?.focus(), [])

  const close = onClose
  const searchAll = () => {
    const query = text.trim()
    close(false)
    void navigate(localize(query ? `/search?${new URLSearchParams({ q: query })}` : "/search"))
  }
  const choose = (index: number) => {
    if (index < 0 || index >= products.length) return searchAll()
    close(false)
    void navigate(localize(`/product/${products[index]!.item.id}`))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && expanded) {
      event.preventDefault()
      setActive((index) => (index + 1) % options)
    } else if (event.key === "ArrowUp" && expanded) {
      event.preventDefault()
      setActive((index) => (index <= 0 ? options - 1 : index - 1))
    } else if (event.key === "Enter") {
      event.preventDefault()
      choose(active)
    } else if (event.key === "Escape") {
      event.preventDefault()
      // First Escape closes the suggestions, the next the box.
      if (expanded && active >= 0) setActive(-1)
      else close(true)
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`
  return (
    <div className="header-search__popover">
      <form
        role="search"
        className="header-search__form"
        onSubmit={(event) => {
          event.preventDefault()
          searchAll()
        }}
      >
        <input
          ref={input}
          type="text"
          className="input header-search__input"
          role="combobox"
          aria-label={t("search.label")}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t("search.placeholder")}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            // Leaving the box for anything outside the search closes it (a click on an option lands first).
            if (!event.currentTarget.closest(".header-search")?.contains(event.relatedTarget as Node | null)) setTimeout(() => close(false), 150)
          }}
          autoComplete="off"
          spellCheck={false}
        />
      </form>
      <ul id={listId} role="listbox" aria-label={t("search.suggestions")} className="header-search__list" hidden={!expanded}>
        {products.map((entry, index) => (
          <li
            key={entry.item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="header-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <ProductImage src={entry.item.image_url} alt="" size={48} className="header-search__image" />
            <span className="header-search__name">{productName(entry.translations, entry.item.ident, language)}</span>
            <span className="header-search__price">{formatPrice(entry.item.prices)}</span>
          </li>
        ))}
        {expanded && (
          <li
            id={optionId(products.length)}
            role="option"
            aria-selected={active === products.length}
            className="header-search__option header-search__option--all"
            onMouseDown={(event) => event.preventDefault()}
            onClick={searchAll}
          >
            <Isolated text={answer!.total > 0 ? t("search.seeAll", { q: text.trim(), count: answer!.total }) : t("search.noSuggestions", { q: text.trim() })} />
          </li>
        )}
      </ul>
    </div>
  )
}
