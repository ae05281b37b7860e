/**
 * Vite builds of the storefront app: the browser's (dist/, served by the storefront server) and, with
 * --ssr, the server's render of the same app (dist/server/entry-server.js, src/entry-server.tsx).
 * In development and preview, /api and /images go to the running storefront server.
 */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { transformSync } from "esbuild"
import { defineConfig, type Plugin } from "vite"
// Relative, not @shop/contracts: the config is bundled for Node, which cannot load a workspace's .ts files.
import { LANGUAGE_CODES, nativeLanguageName } from "../contracts/src/languages"
import { SCRIPT_FETCH_PRIORITY } from "./shared/script-priority"
import { pickStrings, SHELL, SHELL_STRINGS, STRING_PARTS, type StringsPart } from "./src/locales/parts"

const STOREFRONT_SERVER = "http://127.0.0.1:3000"
const proxy = { "/api": STOREFRONT_SERVER, "/images": STOREFRONT_SERVER }

/**
 * The server's request validation (contracts/src/api-schemas.ts, zod ≈ 24 kB gzipped) must never reach the app's
 * bundle: the app imports only the zod-free contracts/src/api.ts. This check fails the build if zod comes back.
 */
function noZodInBundle(): Plugin {
  return {
    name: "storefront:no-zod-in-bundle",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.code.includes("_zod")) {
          this.error(`zod ended up in ${chunk.fileName}: the app must not import contracts/src/api-schemas.ts`)
        }
      }
    },
  }
}

/**
 * V8's explicit compile hint for the chunks every page runs right away (React, the router, i18next, the
 * app's shared code): Chrome compiles their functions eagerly, on a background thread while the file
 * streams in, instead of lazily on the main thread the first time each is called, which was most of the
 * hydration's long tasks on a slow phone. https://v8.dev/blog/explicit-compile-hints
 */
function compileEagerly(chunkNames: string[]): Plugin {
  return {
    name: "storefront:compile-eagerly",
    apply: "build",
    // After minification, which would drop the comment. The file name's hash is of the code without it; the
    // comment is the same in every build, so a name still stands for one content.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunkNames.includes(chunk.name)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
      }
    },
  }
}

/** The entry script and its module preloads at low priority (shared/script-priority.ts says why). */
function scriptsAtLowPriority(): Plugin {
  return {
    name: "storefront:scripts-at-low-priority",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, `<$1 ${SCRIPT_FETCH_PRIORITY}`),
    },
  }
}

/**
 * src/early-input-capture.ts inline at the top of the page's head, as a classic script: it keeps the clicks made from
 * the first paint on, before the entry script has arrived (early-input.ts replays them). The storefront server allows
 * this one inline script by its hash, which it reads from the built index.html (server/http/security-headers.ts).
 */
function earlyInputInline(): Plugin {
  const source = readFileSync(fileURLToPath(new URL("./src/early-input-capture.ts", import.meta.url)), "utf8")
  const code = transformSync(source, { loader: "ts", format: "iife", minify: true, target: "es2022" }).code.trim()
  return {
    name: "storefront:early-input-inline",
    transformIndexHtml: () => [{ tag: "script", children: code, injectTo: "head-prepend" }],
  }
}

/**
 * A language's UI strings in pieces (src/locales/parts.ts says which keys each holds), as modules made from its
 * whole file: `src/locales/{lang}.json?strings=shell`, the strings every screen shows, which also exports a
 * loader per part (`parts`), and `src/locales/{lang}.json?strings={part}`, what a group of screens adds. A page
 * loads its language's shell and its screen's part; another screen's part loads on the way to it.
 */
function uiStringParts(): Plugin {
  return {
    name: "storefront:ui-string-parts",
    enforce: "pre",
    load(id) {
      const match = /^(.*[\\/]locales[\\/]([a-z]{2})\.json)\?strings=(\w+)$/.exec(id)
      if (!match) return null
      const [file, language, piece] = [match[1]!, match[2]!, match[3]!]
      this.addWatchFile(file)
      const strings = JSON.parse(readFileSync(file, "utf8")) as Parameters<typeof pickStrings>[0]
      if (piece === SHELL) {
        const loaders = Object.keys(STRING_PARTS).map((part) => `${part}: () => import("./${language}.json?strings=${part}")`)
        return `export default ${JSON.stringify(pickStrings(strings, SHELL_STRINGS))}\nexport const parts = { ${loaders.join(", ")} }\n`
      }
      const paths = STRING_PARTS[piece as StringsPart] as readonly string[] | undefined
      if (!paths) return this.error(`${id}: no such part of the UI strings (src/locales/parts.ts)`)
      return `export default ${JSON.stringify(pickStrings(strings, paths))}\n`
    },
  }
}

/** React 19 has useSyncExternalStore itself: the shim react-i18next imports is replaced by it (see the module). */
const alias = [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL("./src/lib/use-sync-external-store-shim.ts", import.meta.url)) }]

/** The languages' own names, looked up once here instead of in every shopper's browser (src/lib/language-names.ts). */
const define = { __NATIVE_LANGUAGE_NAMES__: JSON.stringify(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, nativeLanguageName(code)]))) }

/**
 * The server's render gets lean versions of two libraries' hot parts, each module saying why: the useTranslation
 * of src/lib/use-translation-for-render.ts and the Link and NavLink of src/lib/router-links-for-render.tsx.
 */
function leanModulesForRender(): Plugin {
  const leanModules: Record<string, string> = {
    "react-i18next": fileURLToPath(new URL("./src/lib/use-translation-for-render.ts", import.meta.url)),
    "react-router-dom": fileURLToPath(new URL("./src/lib/router-links-for-render.tsx", import.meta.url)),
  }
  return {
    name: "storefront:lean-modules-for-render",
    enforce: "pre",
    // Every import of the library but the lean module's own, which re-exports the rest of it.
    resolveId: (source, importer) => {
      const lean = leanModules[source]
      return lean && importer !== lean ? lean : null
    },
  }
}

/**
 * The server's render: one self-contained bundle (the libraries too: react-router-dom sits at the repo root
 * next to the admin's React 18, and must use the storefront's React 19), with React's production build.
 */
const serverRenderBuild = defineConfig({
  plugins: [leanModulesForRender(), uiStringParts(), react(), noZodInBundle()],
  resolve: { dedupe: ["react", "react-dom"], alias },
  publicDir: false,
  define: { ...define, "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true },
  build: { outDir: "dist/server", emptyOutDir: true, target: "node24", minify: false },
})

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild))

/**
 * Modules in the shared folders (components, each feature's api folder) that only one screen uses, so they go with
 * that screen's chunk instead of the app's, which every page loads: the product page's tooltip, stars and
 * reviews (loaded after its first paint), the contact form's rules, the header search panel's suggestions
 * (loaded on the panel's first open), the product cards (a chunk of their own for the home page, the catalogue
 * and the search results: 0.9 KB more for those three, 0.8 KB less for every other page), the paid checkout's
 * order lookup (the confirmation page and the pending checkouts' watcher, itself loaded when one is pending); and
 * the two mutations (checkout: product and cart pages; contact message), with the library code only they use
 * (LIBRARY_FOR_SCREENS: useMutation, the contact form's).
 */
const SCREEN_ONLY = [
  "tooltip",
  "star-rating",
  "get-reviews",
  "contact-form-rules",
  "start-checkout",
  "send-contact-message",
  "search-suggestions",
  "product-grid",
  "product-card",
  "get-order-by-session",
]
const LIBRARY_FOR_SCREENS = ["@tanstack/react-query/build/modern/useMutation", "@tanstack/query-core/build/modern/mutationObserver"]

const browserBuild = defineConfig({
  plugins: [earlyInputInline(), uiStringParts(), react(), noZodInBundle(), compileEagerly(["vendor", "app", "index", "main"]), scriptsAtLowPriority()],
  // react-router-dom is hoisted to the repo root next to the admin's React 18; bundle only React 19.
  resolve: { dedupe: ["react", "react-dom"], alias },
  // public/ holds the product images the storefront server serves itself; the app has no static files.
  publicDir: false,
  define,
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // No modulepreload polyfill (≈ 0.3 KB on every page): every browser since Safari 17 preloads modules
    // itself, and one without it still loads them, as imports.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server preloads the current screen's and language's chunks with the HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, larger chunks: a page's first paint waits for every chunk it needs, and on a phone each extra
        // request costs more than a few extra bytes. The libraries in one chunk (every page needs all of them,
        // and it stays cached across app releases); the app's shared code in another; then one chunk per
        // screen (features/*/components) and per language (locales/).
        codeSplitting: {
          groups: [
            // Vite's preload helper on its own (≈ 0.5 KB): the entry (src/boot.ts) needs it to import the app, and
            // left to itself the bundler puts it in the app's chunk, which the entry would then evaluate before
            // the first paint.
            { name: "preload-helper", test: /vite[\\/]preload-helper/ },
            // Portable Text (and the component rendering it) only with the content screens that show CMS text, and
            // useMutation only with the screens that send something.
            { name: "vendor", test: new RegExp(String.raw`node_modules[\\/](?!@portabletext[\\/]|(${LIBRARY_FOR_SCREENS.join("|")})\.)`) },
            // Modules only one screen uses (SCREEN_ONLY) stay with that screen. The shared contracts (../contracts/src)
            // go with the app, which uses most of them, rather than into small chunks of their own.
            {
              name: "app",
              test: new RegExp(
                String.raw`^(?!.*[\\/](rich-text|${SCREEN_ONLY.join("|")})[.-])(?=.*[\\/](contracts[\\/]src[\\/]|storefront[\\/](shared[\\/]|src[\\/](app|lib|components)[\\/]|src[\\/]features[\\/][^\\/]+[\\/](api[\\/]|[^\\/]+\.ts$))))`
              ),
            },
          ],
        },
      },
    },
  },
})
