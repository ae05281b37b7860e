/**
 * "Is this link not yours alone?": the shopper retires the link they opened this page with (and every earlier
 * one) and gets a new one by e-mail, for a link forwarded or seen by someone else. A merchandiser can do the same
 * from the order in the admin.
 */
import { useTranslation } from "react-i18next"
import { useRenewOrderLink } from "../api/renew-order-link"
import { Isolated } from "../../../components/isolated"

export function RenewOrderLink({ token }: { token: string }) {
  const { t } = useTranslation()
  const renew = useRenewOrderLink(token)
  if (renew.isSuccess)
    return (
      <p role="status" className="order-link__done">
        <Isolated text={t("order.link.done", { email: renew.data.sent_to ?? "" })} />
      </p>
    )
  return (
    <section className="order-link" aria-labelledby="order-link-title">
      <h2 id="order-link-title" className="order-link__title">
        {t("order.link.title")}
      </h2>
      <p>{t("order.link.explain")}</p>
      <button type="button" className="button button--ghost" disabled={renew.isPending} onClick={() => renew.mutate()}>
        {t("order.link.button")}
      </button>
      {renew.isError && <p role="alert">{t("order.link.error")}</p>}
    </section>
  )
}
