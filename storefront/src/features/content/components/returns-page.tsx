/** Returns and complaints (spec §2): the 30-day promise, the four-step return process, then conditions and refunds. */
import { RichText } from "../../../components/rich-text"
import { ContentPageFrame } from "./content-page-frame"
import { NumberedSteps } from "./numbered-steps"

export function ReturnsPage() {
  return (
    <ContentPageFrame slug="returns">
      {(page) => (
        <div className="content-sections">
          <NumberedSteps steps={page.highlights} />
          <RichText value={page.body} />
        </div>
      )}
    </ContentPageFrame>
  )
}
