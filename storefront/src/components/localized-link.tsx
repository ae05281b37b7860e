/** A router link to an app path ("/products") that stays in the current language. */
import type { ComponentProps } from "react"
import { Link } from "react-router-dom"
import { useLanguage } from "../lib/language-context"

export function LocalizedLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const { localize } = useLanguage()
  return <Link to={localize(to)} {...props} />
}
