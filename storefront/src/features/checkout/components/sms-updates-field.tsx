import { useTranslation } from "react-i18next"
import { FormField } from "../../../components/form-field"
import type { SmsUpdates } from "../sms-updates/use-sms-updates"

/**
 * The opt-in box and, once ticked, the mobile number with what will be sent to it. No `name` on the box: the
 * product page's form, posted before the app is live, carries no SMS (the field only opens with the app).
 */
export function SmsUpdatesField({ sms }: { sms: SmsUpdates }) {
  const { t } = useTranslation()
  return (
    <div className="sms-updates">
      <label className="checkbox-field">
        <input type="checkbox" checked={sms.wanted} onChange={(event) => sms.setWanted(event.target.checked)} />
        <span>{t("checkout.sms.optIn")}</span>
      </label>
      {sms.wanted && (
        <FormField
          id={sms.phoneId}
          name="sms_phone"
          label={t("checkout.sms.phone")}
          value={sms.phone}
          onChange={sms.setPhone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t("checkout.sms.hint")}
          error={sms.problem && t(`checkout.sms.${sms.problem}`)}
        />
      )}
    </div>
  )
}
