/**
 * Headers every answer of the storefront server carries (pages, /api/*, assets, and the cache's quick
 * answers alike): they are set on the bare response before anything else answers it.
 *
 * The Content-Security-Policy allows only the shop's own scripts: its files, and the one inline script of the
 * app's index.html (src/early-input-capture.ts, which keeps clicks from the first paint on) by the hash of its
 * text, read from the build. The pages carry their data as `<script type="application/json">` (server state) and
 * `application/ld+json` (structured data), which are never run, so neither `unsafe-inline` nor `unsafe-eval` nor
 * nonces are needed. Images may come from
 * anywhere a merchandiser's product image lives (commerce's file storage, a CDN); nothing else may.
 */
import { createHash } from "node:crypto"
import type { ServerResponse } from "node:http"

const contentSecurityPolicy = (inlineScriptHashes: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self'",
    "img-src * data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The checkout leaves for Stripe's page by navigation, not by a form (the buy-now form's answer is a page
    // that refreshes to it: routes/product-forms.ts).
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")

/** Two years, as the HSTS preload list asks; only where the shop is served over TLS (PUBLIC_URL https). */
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains"

/** The CSP source ('sha256-…') of each inline script that runs in `html` (one without src or type), by its text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => `sha256-${createHash("sha256").update(text!).digest("base64")}`)
}

export function securityHeaders({ tls, inlineScripts = [] }: { tls: boolean; inlineScripts?: readonly string[] }): [string, string][] {
  const policy = contentSecurityPolicy(inlineScripts)
  return [
    ["content-security-policy", tls ? `${policy}; upgrade-insecure-requests` : policy],
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
    ["cross-origin-opener-policy", "same-origin"],
    ...(tls ? ([["strict-transport-security", STRICT_TRANSPORT_SECURITY]] as [string, string][]) : []),
  ]
}

/** Sets `headers` on a response before it is answered (Node merges them into the later writeHead). */
export function applyHeaders(response: ServerResponse, headers: [string, string][]): void {
  for (const [name, value] of headers) response.setHeader(name, value)
}
