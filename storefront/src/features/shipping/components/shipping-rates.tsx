/**
 * The whole shipping table, the shipping page's and the product's shipping tab's: a lazy part (app/lazy-part.tsx),
 * its code loaded after the first paint; the server's HTML of the table stays until it has arrived.
 */
import { useTranslation } from "react-i18next"
import { lazyPart } from "../../../app/lazy-part"
import { LoadingText } from "../../../components/loading-text"

function ShippingRatesLoading() {
  const { t } = useTranslation()
  return <LoadingText>{t("shipping.loading")}</LoadingText>
}

export const ShippingRates = lazyPart(() => import("./shipping-rates-content").then((module) => module.ShippingRatesContent), <ShippingRatesLoading />)
