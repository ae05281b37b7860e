/**
 * What a route that throws while rendering shows (the data router's errorElement): 'Unexpected Application
 * Error!' with the error's message and stack. Navigating to another location renders the routes again.
 */
import { useRouteError } from "react-router-dom"

export function RouteError() {
  const error = useRouteError()
  const message = error instanceof Error ? error.message : JSON.stringify(error)
  const stack = error instanceof Error ? error.stack : null
  return (
    <>
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: "italic" }}>{message}</h3>
      {stack ? <pre style={{ padding: "0.5rem", backgroundColor: "rgba(200,200,200, 0.5)" }}>{stack}</pre> : null}
    </>
  )
}
