/** A polite loading line for a section whose data is on its way. */
export function LoadingText({ children }: { children: string }) {
  return (
    <p className="loading-text" role="status">
      <span className="loading-text__spinner" aria-hidden="true" />
      {children}
    </p>
  )
}
