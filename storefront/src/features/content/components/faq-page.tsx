/** The FAQ (spec §2): the CMS's questions as an accordion; the title is a UI string (the FAQ has no page of its own). */
import { useTranslation } from "react-i18next"
import { useLanguage } from "../../../lib/language-context"
import { useFaq } from "../api/get-faq"
import { FaqAccordion } from "./faq-accordion"
import { PageFrame } from "./page-frame"

export function FaqPage() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { data: entries, isError, refetch } = useFaq(language)
  return (
    <PageFrame
      title={t("pages.faq")}
      loadingText={t("faq.loading")}
      state={entries ? { status: "ready", content: <FaqAccordion entries={entries} /> } : isError ? { status: "error", retry: () => void refetch() } : { status: "loading" }}
    />
  )
}
