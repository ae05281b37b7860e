import { useTranslation } from "react-i18next"
import { Icon } from "../icon"
import { LocalizedLink } from "../localized-link"

export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  return (
    <LocalizedLink to="/" className="site-logo" onClick={onNavigate}>
      <span className="site-logo__mark" aria-hidden="true">
        <Icon name="globe" size={22} />
      </span>
      <span className="site-logo__text">
        <span className="site-logo__name">{t("brand.name")}</span>
        <span className="site-logo__tagline">{t("brand.tagline")}</span>
      </span>
    </LocalizedLink>
  )
}
