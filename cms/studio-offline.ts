/**
 * A build step for the local Studio only: two calls in `sanity` go to Sanity's servers whatever `apiHost` says
 * (the "new version available" check on sanity-cdn.com and the feedback tunnel on api.sanity.io). Offline they
 * fail; this points both at the Studio's own host, the local content API, which answers them.
 * If a new `sanity` no longer has these lines the build stops, rather than quietly calling out again.
 */
/** The part of a Vite plugin this uses (Vite itself comes with `sanity`, in the version it needs). */
interface TransformPlugin {
  name: string
  enforce: "pre"
  transform(code: string, id: string): { code: string; map: null } | null
}

const REWRITES: { what: string; from: RegExp; to: string }[] = [
  {
    what: "the version check's host (sanity-cdn.com)",
    from: /MODULES_HOST = isStaging \? "https:\/\/sanity-cdn\.work" : "https:\/\/sanity-cdn\.com"/,
    to: 'MODULES_HOST = ""',
  },
  {
    what: "the feedback tunnel (api.sanity.io/vX/intake/feedback)",
    from: /FEEDBACK_TUNNEL_URL = "https:\/\/api\.sanity\.io\/vX\/intake\/feedback"/,
    to: 'FEEDBACK_TUNNEL_URL = "/vX/intake/feedback"',
  },
]

export function studioOffline(): TransformPlugin {
  return {
    name: "shop:studio-offline",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sanity[\\/]lib[\\/]index\.js$/.test(id)) return null
      let result = code
      for (const rewrite of REWRITES) {
        if (!rewrite.from.test(result)) throw new Error(`studio-offline: ${rewrite.what} was not found in ${id}; check this sanity version's calls`)
        result = result.replace(rewrite.from, rewrite.to)
      }
      return { code: result, map: null }
    },
  }
}
