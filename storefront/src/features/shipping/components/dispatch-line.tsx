/**
 * The product page's and the cart's line on same-day dispatch: the time left to order for dispatch today, by the
 * cut-off on the shopper's own clock, or the day the next dispatch leaves (the editors' rules in the site
 * settings). It depends on the moment, so the server renders the line empty (a kept page would show a stale
 * time) and the browser fills it once the app is live, then every half minute; its room is kept, so nothing moves.
 */
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { nextDispatch, validDispatchRules } from "@shop/contracts/dispatch"
import { Icon } from "../../../components/icon"
import { Isolated } from "../../../components/isolated"
import { useLanguage } from "../../../lib/language-context"
import { useSiteSettings } from "../../content/api/get-site-settings"
import { formatClock, formatDispatchDay, formatTimeLeft } from "../dispatch-text"

const TICK_MS = 30_000

/** The time now, after the app is live (undefined in the server's render and the hydration that matches it). */
function useNow(): Date | undefined {
  const [now, setNow] = useState<Date>()
  useEffect(() => {
    const tick = () => setNow(new Date())
    tick()
    const timer = setInterval(tick, TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function DispatchLine() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { data: settings } = useSiteSettings(language)
  const now = useNow()
  const rules = settings?.dispatch
  let text: string | undefined
  if (now && validDispatchRules(rules)) {
    const dispatch = nextDispatch(now, rules)
    text =
      dispatch.today && dispatch.msLeft !== undefined
        ? t("shipping.dispatch.today", { left: formatTimeLeft(dispatch.msLeft, language), time: formatClock(new Date(now.getTime() + dispatch.msLeft), language) })
        : t("shipping.dispatch.next", { day: formatDispatchDay(dispatch.date, language) })
  }
  return (
    <p className="dispatch-line" data-testid="dispatch-line">
      {text && (
        <>
          <Icon name="clock" size={18} />
          <Isolated text={text} />
        </>
      )}
    </p>
  )
}
