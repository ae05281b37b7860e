/**
 * What a route that throws while rendering shows (as the data router's default error element did): the
 * page is replaced by 'Unexpected Application Error!' and the error's message and stack. Navigating to
 * another location renders the routes again.
 */
import { Component, type ReactNode } from "react"
import { useLocation, type Location } from "react-router-dom"

const grey = "rgba(200,200,200, 0.5)"

interface BoundaryProps {
  location: Location
  children: ReactNode
}

interface BoundaryState {
  location: Location
  error: unknown
}

class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, error: undefined }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? null }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A new location clears the error; the same location keeps showing it.
    return props.location !== state.location ? { location: props.location, error: undefined } : null
  }

  override componentDidCatch(error: unknown): void {
    console.error("Unexpected application error:", error)
  }

  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    const message = error instanceof Error ? error.message : JSON.stringify(error)
    const stack = error instanceof Error ? error.stack : null
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: "italic" }}>{message}</h3>
        {stack ? <pre style={{ padding: "0.5rem", backgroundColor: grey }}>{stack}</pre> : null}
      </>
    )
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>
}
