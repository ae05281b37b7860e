/**
 * The day an order leaves the warehouse: the next dispatch after it was paid (contracts' dispatch.ts, the
 * editors' rules). It follows from the order alone, so the server's render and the browser's agree.
 */
import { useTranslation } from "react-i18next"
import { nextDispatch, validDispatchRules } from "@shop/contracts/dispatch"
import { Icon } from "../../../components/icon"
import { Isolated } from "../../../components/isolated"
import { useLanguage } from "../../../lib/language-context"
import { useSiteSettings } from "../../content/api/get-site-settings"
import { formatDispatchDay } from "../../shipping/dispatch-text"

export function DispatchDay({ placedAt }: { placedAt: string }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const rules = useSiteSettings(language).data?.dispatch
  if (!validDispatchRules(rules)) return null
  const { date } = nextDispatch(new Date(placedAt), rules)
  return (
    <p className="order-summary__dispatch" data-testid="dispatch-day">
      <Icon name="truck" size={18} /> <Isolated text={t("order.dispatchOn", { day: formatDispatchDay(date, language) })} />
    </p>
  )
}
