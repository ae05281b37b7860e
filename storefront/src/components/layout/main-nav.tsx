import { useTranslation } from "react-i18next"
import { NavLink } from "react-router-dom"
import { useLanguage } from "../../lib/language-context"
import { MAIN_NAV } from "./nav-links"

/** Home, products, shipping, contact; the current page's link is marked (aria-current="page"). */
export function MainNav({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { localize } = useLanguage()
  return (
    <ul className={className}>
      {MAIN_NAV.map(({ path, label }) => (
        <li key={path}>
          <NavLink to={localize(path)} end className="nav-link" onClick={onNavigate}>
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
