/** Warranty (spec §2): the three tiers as cards, then how to make a claim and what is not covered. */
import { RichText } from "../../../components/rich-text"
import { ContentPageFrame } from "./content-page-frame"
import { HighlightCards } from "./highlight-cards"

export function WarrantyPage() {
  return (
    <ContentPageFrame slug="warranty">
      {(page) => (
        <div className="content-sections">
          <HighlightCards highlights={page.highlights} variant="tiers" />
          <RichText value={page.body} />
        </div>
      )}
    </ContentPageFrame>
  )
}
