/**
 * Questions and answers, one open at a time (spec §2): opening a question closes the open one, and clicking
 * the open one closes it. Each question is a button that says whether its answer is shown (aria-expanded)
 * and which region holds it (aria-controls); a closed answer stays in the page, hidden.
 */
import { useId, useState } from "react"
import type { FaqEntry } from "@shop/contracts/content"
import { Icon } from "../../../components/icon"
import { RichText } from "../../../components/rich-text"
import { isolatedNodes } from "../../../components/isolated"

export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()
  return (
    <div className="accordion">
      {entries.map((entry, index) => {
        const open = entry.id === openId
        const buttonId = `${baseId}-question-${index}`
        const panelId = `${baseId}-answer-${index}`
        return (
          <div key={entry.id} className="accordion__item">
            <h2 className="accordion__heading">
              <button type="button" id={buttonId} className="accordion__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? null : entry.id)}>
                <span>{isolatedNodes(entry.question)}</span>
                <Icon name={open ? "minus" : "plus"} size={18} />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              <RichText value={entry.answer} />
            </div>
          </div>
        )
      })}
    </div>
  )
}
