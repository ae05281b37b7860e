/**
 * The server render's react-router-dom: the same module with lean Link and NavLink (the server build swaps it
 * in, see vite.config.ts; the browser keeps react-router's own). The app's links go to its own absolute paths
 * ("/de/products", made by the language context's localize). For those, react-router's Link resolves the path
 * against the route matches (useResolvedPath), and sets up click, prefetch and view-transition handling that a
 * server render never runs: a sizeable part of a product page's render for its ≈ 20 links. Here such a link is the
 * `<a>` react-router would render for it, attribute for attribute (the browser hydrates it without a mismatch);
 * anything else (a relative path, an object, a basename, prefetching, render-prop class names) goes to
 * react-router's own.
 */
import { forwardRef, useContext, type ComponentProps } from "react"
import { Link as RouterLink, NavLink as RouterNavLink, UNSAFE_NavigationContext, useLocation } from "react-router-dom"

export * from "react-router-dom"

type LinkProps = ComponentProps<typeof RouterLink>
type NavLinkProps = ComponentProps<typeof RouterNavLink>

/** An absolute path of this site with nothing to resolve: no "." or ".." segment, not protocol-relative. */
const isPlainPath = (to: unknown): to is string => typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && !/\/\.\.?(?:[/?#]|$)/.test(to)
const pathnameOf = (to: string) => to.replace(/[?#].*$/, "")

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { basename } = useContext(UNSAFE_NavigationContext)
  // What only a click or a navigation uses is left out of the <a>, as react-router leaves it out.
  const {
    to,
    discover = "render",
    prefetch = "none",
    mask,
    target,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    ...rest
  } = props
  if (!isPlainPath(to) || basename !== "/" || prefetch !== "none" || mask !== undefined) return <RouterLink ref={ref} {...props} />
  return <a {...rest} href={to} ref={ref} target={target} data-discover={discover === "render" ? "true" : undefined} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const location = useLocation()
  const { "aria-current": ariaCurrentProp = "page", caseSensitive = false, className = "", end = false, style, to, viewTransition, children, ...rest } = props
  if (!isPlainPath(to) || typeof className === "function" || typeof style === "function" || typeof children === "function" || viewTransition) {
    return <RouterNavLink ref={ref} {...props} />
  }
  // react-router's rule; a server render is never mid-navigation, so never pending or transitioning.
  const current = caseSensitive ? location.pathname : location.pathname.toLowerCase()
  const target = caseSensitive ? pathnameOf(to) : pathnameOf(to).toLowerCase()
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === "/")
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={[className, isActive ? "active" : null].filter(Boolean).join(" ")}
      ref={ref}
      style={style}
      to={to}
    >
      {children}
    </Link>
  )
})
