/**
 * The header's search (issue 21): the search icon opens the search panel (search-panel.tsx: a search box with
 * suggestions as you type), loaded on the first open or when the icon is hovered or focused, so that the pages
 * do not carry its code before anyone searches. Without JavaScript the icon is a plain link to the search page.
 */
import { lazy, Suspense, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"

const loadPanel = () => import("./search-panel")
const SearchPanel = lazy(loadPanel)

export function HeaderSearch({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLAnchorElement>(null)

  const close = (focusToggle: boolean) => {
    setOpen(false)
    if (focusToggle) toggle.current?.focus()
  }

  return (
    <div className="header-search">
      <LocalizedLink
        to="/search"
        ref={toggle}
        className="icon-button"
        aria-label={t("header.search")}
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={(event) => {
          event.preventDefault()
          if (open) close(false)
          else {
            onOpen?.()
            setOpen(true)
          }
        }}
      >
        <Icon name="search" />
      </LocalizedLink>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
