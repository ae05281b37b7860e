/**
 * A CMS page's highlights as cards (the shipping page's four features, the warranty's three tiers, the support
 * centre's six ways to get help). A highlight with a link makes its whole card a link: site paths stay in the
 * current language, tel: and mailto: open the phone or mail app; links the rich-text rule refuses are dropped.
 */
import type { ContentHighlight } from "@shop/contracts/content"
import { Icon, iconFromCms } from "../../../components/icon"
import { LocalizedLink } from "../../../components/localized-link"
import { linkTarget } from "../../../components/rich-text-links"
import { isolatedNodes } from "../../../components/isolated"

export function HighlightCards({ highlights, variant }: { highlights: readonly ContentHighlight[]; variant?: "tiers" | "links" }) {
  return (
    <ul className={`highlight-cards${variant ? ` highlight-cards--${variant}` : ""}`}>
      {highlights.map((highlight, index) => (
        <li key={`${index}-${highlight.title}`}>
          <HighlightCard highlight={highlight} />
        </li>
      ))}
    </ul>
  )
}

function HighlightCard({ highlight }: { highlight: ContentHighlight }) {
  const body = (
    <>
      <span className="feature-card__icon" aria-hidden="true">
        <Icon name={iconFromCms(highlight.icon)} size={26} />
      </span>
      <h2 className="feature-card__title">{isolatedNodes(highlight.title)}</h2>
      <p>{isolatedNodes(highlight.text)}</p>
    </>
  )
  const target = highlight.link ? linkTarget(highlight.link) : undefined
  if (target?.kind === "site") {
    return (
      <LocalizedLink to={target.path} className="feature-card link-card">
        {body}
      </LocalizedLink>
    )
  }
  if (target?.kind === "plain") {
    return (
      <a href={target.href} className="feature-card link-card">
        {body}
      </a>
    )
  }
  return <div className="feature-card">{body}</div>
}
