import type { ContentHighlight } from "@shop/contracts/content"

/** Highlights read as a process (the returns page's four steps): an ordered list with the step numbers shown. */
export function NumberedSteps({ steps }: { steps: readonly ContentHighlight[] }) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={`${index}-${step.title}`} className="step">
          {/* The list itself numbers the steps for screen readers; this is the visible number. */}
          <span className="step__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h2 className="step__title">{step.title}</h2>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
