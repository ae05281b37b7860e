/** The header's links (spec §2) and the footer's lists, as app paths and string keys. */
export const MAIN_NAV = [
  { path: "/", label: "nav.home" },
  { path: "/products", label: "nav.products" },
  { path: "/shipping", label: "nav.shipping" },
  { path: "/contact", label: "nav.contact" },
] as const

export const FOOTER_NAV = [
  {
    heading: "footer.customerService",
    links: [
      { path: "/support", label: "pages.support" },
      { path: "/faq", label: "pages.faq" },
      { path: "/returns", label: "pages.returns" },
      { path: "/track-order", label: "pages.trackOrder" },
      { path: "/warranty", label: "pages.warranty" },
    ],
  },
  {
    heading: "footer.legal",
    links: [
      { path: "/privacy", label: "pages.privacy" },
      { path: "/terms", label: "pages.terms" },
      { path: "/cookies", label: "pages.cookies" },
    ],
  },
] as const
