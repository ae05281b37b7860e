/** The frame of the pages about one order (the confirmation page, the order page): heading, body, and the way back. */
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { Isolated } from "../../../components/isolated"

export function OrderPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1 className="page-header__title">
          <Isolated text={title} />
        </h1>
      </header>
      {children}
      <LocalizedLink to="/products" className="button button--ghost">
        <Icon name="arrow-left" size={18} />
        {t("checkout.success.continue")}
      </LocalizedLink>
    </div>
  )
}
