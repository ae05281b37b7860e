/** The support centre (spec §2): six ways to get help as link cards (FAQ, contact, returns, warranty, phone, e-mail), then the page's text. */
import { RichText } from "../../../components/rich-text"
import { ContentPageFrame } from "./content-page-frame"
import { HighlightCards } from "./highlight-cards"

export function SupportPage() {
  return (
    <ContentPageFrame slug="support">
      {(page) => (
        <div className="content-sections">
          <HighlightCards highlights={page.highlights} variant="links" />
          <RichText value={page.body} />
        </div>
      )}
    </ContentPageFrame>
  )
}
