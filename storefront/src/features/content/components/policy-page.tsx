/** The legal pages (privacy, terms, cookies): the policy's text with the date it was last changed. */
import type { ContentPageSlug } from "@shop/contracts/content"
import { RichText } from "../../../components/rich-text"
import { ContentPageFrame } from "./content-page-frame"
import { HighlightCards } from "./highlight-cards"

function PolicyPage({ slug }: { slug: Extract<ContentPageSlug, "privacy" | "terms" | "cookies"> }) {
  return (
    <ContentPageFrame slug={slug} showLastUpdated>
      {(page) => (
        <div className="content-sections">
          {page.highlights.length > 0 && <HighlightCards highlights={page.highlights} />}
          <RichText value={page.body} />
        </div>
      )}
    </ContentPageFrame>
  )
}

export const PrivacyPage = () => <PolicyPage slug="privacy" />
export const TermsPage = () => <PolicyPage slug="terms" />
export const CookiesPage = () => <PolicyPage slug="cookies" />
