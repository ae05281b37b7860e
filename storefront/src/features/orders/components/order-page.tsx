/**
 * /{lang}/order/{token} — the shopper's own page for an order, reached from every order e-mail and from the
 * confirmation page, without a login (the link is the key): what happened to the order (paid, shipped with
 * its tracking, returns requested and received, refunded, cancelled), "Cancel order" while it may still be,
 * "Return items" while something may be sent back, then the order itself and its SMS updates. Never indexed,
 * never kept by a cache.
 */
import { useTranslation } from "react-i18next"
import { useParams } from "react-router-dom"
import type { OrderPageEvent } from "@shop/contracts/api"
import { formatShopDate } from "@shop/contracts/shop-time"
import { formatAmount } from "../../../lib/currency"
import { useDocumentTitle } from "../../../lib/document-title"
import { HttpError } from "../../../lib/http"
import { useLanguage } from "../../../lib/language-context"
import { useOrderPage } from "../api/get-order-page"
import { NotFoundPage } from "../../not-found/components/not-found-page"
import { CancelOrder } from "./cancel-order"
import { OrderPageFrame } from "./order-page-frame"
import { OrderSms } from "./order-sms"
import { OrderSummary } from "./order-summary"
import { RenewOrderLink } from "./renew-order-link"
import { ReturnItems } from "./return-items"
import { Isolated } from "../../../components/isolated"
import { LocalizedLink } from "../../../components/localized-link"

export function OrderPage() {
  const { t } = useTranslation()
  // The server answers a malformed token with the 404 page (shared/routes.ts); the API turns away the rest.
  const token = useParams().token ?? ""
  const { data, error, isPending } = useOrderPage(token)
  const number = data?.order.order_number
  const title = number ? t("order.title", { number }) : t("pages.order")
  useDocumentTitle(title)
  let body
  // A link no order has is the 404 page, as the server's status says (entry-server.tsx).
  // An old link (renewed since) is one way here: the way to have the order's link e-mailed again.
  if (error instanceof HttpError && (error.status === 404 || error.status === 400))
    return (
      <NotFoundPage>
        <p className="not-found__note">
          {t("trackOrder.lostLink")} <LocalizedLink to="/track-order">{t("pages.trackOrder")}</LocalizedLink>
        </p>
      </NotFoundPage>
    )
  if (error) body = <p role="alert">{t("order.error")}</p>
  else if (isPending) body = <p>{t("order.loading")}</p>
  else
    body = (
      <>
        <OrderHistory events={data.events} currency={data.order.currency} />
        <CancelOrder token={token} until={data.cancellable_until} />
        <ReturnItems token={token} returnable={data.returnable} currency={data.order.currency} />
        <OrderSummary order={data.order} emailNote="order.email" showDispatch={!data.events.some((event) => event.kind === "shipped" || event.kind === "cancelled")} />
        <OrderSms token={token} sms={data.sms} />
        <RenewOrderLink token={token} />
      </>
    )
  return <OrderPageFrame title={title}>{body}</OrderPageFrame>
}

/** What happened to the order, oldest first; each day on the shop's clock, as the e-mails count days (contracts' shop-time.ts). */
function OrderHistory({ events, currency }: { events: OrderPageEvent[]; currency: string }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  return (
    <section aria-label={t("order.history")} className="order-history">
      <h2 className="order-history__title">{t("order.history")}</h2>
      <ol className="order-history__list">
        {events.map((event, index) => (
          <li key={index} className="order-history__event">
            <strong>
              <Isolated text={eventTitle(event, t, language, currency)} />
            </strong>{" "}
            <time dateTime={event.at}>{formatShopDate(event.at, language)}</time>
            {event.kind === "shipped"
              ? event.parcels.map((parcel, parcelIndex) => (
                  <p key={parcelIndex} className="order-history__parcel">
                    <Isolated text={parcel.carrier ? `${t("order.carrier", { carrier: parcel.carrier })} · ` : ""} />
                    <Isolated text={parcel.tracking_number ? t("order.trackingNumber", { number: parcel.tracking_number }) : ""} />
                    {parcel.tracking_url ? (
                      <>
                        {" · "}
                        <a href={parcel.tracking_url} rel="noopener noreferrer" target="_blank">
                          {t("order.track")}
                        </a>
                      </>
                    ) : null}
                  </p>
                ))
              : null}
            {event.kind === "return_requested" ? (
              <ul className="order-history__items">
                {event.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{`${item.quantity} × ${item.name}`}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** `currency`: the order's, which its refunds are in. */
function eventTitle(event: OrderPageEvent, t: ReturnType<typeof useTranslation>["t"], language: Parameters<typeof formatAmount>[2], currency: string): string {
  switch (event.kind) {
    case "placed":
      return t("order.placed")
    case "shipped":
      return t("order.shipped")
    case "refunded":
      return t("order.refunded", { amount: formatAmount(event.amount, currency, language) })
    case "cancelled":
      return t("order.cancelled")
    case "return_requested":
      return t("order.returnRequested", { number: event.return_number })
    case "return_received":
      return t("order.returnReceived", { number: event.return_number })
  }
}
