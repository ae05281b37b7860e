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
      <h3 className="route-error__message">{message}</h3>
      {stack ? <pre className="route-error__stack">{stack}</pre> : null}
    </>
  )
}
