/**
 * Tells screen readers the cart's new count when it changes (a polite live region): the badge is only drawn,
 * and the cart link's name changes silently. Not when the page loads: the stored cart appearing is not news.
 */
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useCart } from "../../lib/cart-context"
import { Isolated } from "../isolated"

export function CartCountAnnouncer() {
  const { t } = useTranslation()
  const { totalItems, loaded } = useCart()
  const [announcement, setAnnouncement] = useState("")
  const counted = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (!loaded) return
    if (counted.current !== undefined && counted.current !== totalItems) setAnnouncement(t("header.cart", { count: totalItems }))
    counted.current = totalItems
  }, [loaded, totalItems, t])
  return (
    <span className="visually-hidden" role="status" data-testid="cart-count-announcement">
      <Isolated text={announcement} />
    </span>
  )
}
