/**
 * The priority of every script tag and module preload of the app: vite.config.ts writes it into index.html,
 * server/pages/page-frame.ts into each page's preloads. The server's HTML and the stylesheet paint the page
 * on their own and the JavaScript only hydrates it (src/boot.ts runs it after the first paint), so on a slow
 * connection the stylesheet and the first images get the bandwidth before ≈ 140 KB of scripts.
 */
export const SCRIPT_FETCH_PRIORITY = 'fetchpriority="low"'
