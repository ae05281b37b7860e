/**
 * The shipping page (spec §2): the CMS's copy around commerce's price table: four feature cards above, the
 * delivery information, conditions and 'country not listed' note below. The table does not wait for the
 * CMS, and a CMS failure leaves the table in place with an error panel for the copy.
 */
import { useTranslation } from "react-i18next"
import { ErrorPanel } from "../../../components/error-panel"
import { LoadingText } from "../../../components/loading-text"
import { RichText } from "../../../components/rich-text"
import { useLanguage } from "../../../lib/language-context"
import { useContentPage } from "../../content/api/get-content-page"
import { HighlightCards } from "../../content/components/highlight-cards"
import { PageFrame } from "../../content/components/page-frame"
import { ShippingRates } from "./shipping-rates"

export function ShippingPage() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { data: page, isError, refetch } = useContentPage("shipping", language)
  return (
    <PageFrame
      title={page?.title ?? t("pages.shipping")}
      description={page?.description}
      state={{
        status: "ready",
        content: (
          <div className="content-sections">
            {page ? (
              <HighlightCards highlights={page.highlights} />
            ) : isError ? (
              <ErrorPanel title={t("content.partialErrorTitle")} text={t("content.errorText")} onRetry={() => void refetch()} />
            ) : (
              <LoadingText>{t("content.loading")}</LoadingText>
            )}
            {/* The CMS's description says where the shop ships: the table's line adds only what ships free. */}
            <ShippingRates countriesSaid={Boolean(page?.description)} />
            {page && <RichText value={page.body} />}
          </div>
        ),
      }}
    />
  )
}
