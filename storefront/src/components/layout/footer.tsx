/**
 * The site footer (spec §2): company blurb, service and legal links, and the 15 languages as buttons: links
 * to the same page in each language, so they work before the app is live too; once it is, a click switches
 * in place.
 */
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router-dom"
import { LANGUAGES } from "@shop/contracts/languages"
import { useLanguage } from "../../lib/language-context"
import { switchLanguageInPath } from "../../lib/language-path"
import { LanguageName } from "../language-name"
import { LocalizedLink } from "../localized-link"
import { FOOTER_NAV } from "./nav-links"
import { SiteLogo } from "./site-logo"
import { Isolated } from "../isolated"

export function Footer() {
  const { t } = useTranslation()
  const { language, setLanguage } = useLanguage()
  const { pathname, search } = useLocation()
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <SiteLogo />
          <p>{t("footer.blurb")}</p>
        </div>
        {FOOTER_NAV.map(({ heading, links }) => (
          <nav key={heading} aria-label={t(heading)}>
            <h2 className="site-footer__heading">{t(heading)}</h2>
            <ul className="site-footer__links">
              {links.map(({ path, label }) => (
                <li key={path}>
                  <LocalizedLink to={path}>{t(label)}</LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__languages">
          <h2 className="site-footer__heading" id="footer-languages">
            {t("footer.languages")}
          </h2>
          <ul className="language-grid" aria-labelledby="footer-languages">
            {LANGUAGES.map(({ code }) => (
              <li key={code}>
                <a
                  href={switchLanguageInPath(pathname, code) + search}
                  className="language-grid__button"
                  lang={code}
                  hrefLang={code}
                  aria-current={code === language ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault()
                    setLanguage(code)
                  }}
                >
                  <LanguageName code={code} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          <Isolated text={t("footer.rights", { year: new Date().getFullYear() })} />
        </p>
      </div>
    </footer>
  )
}
