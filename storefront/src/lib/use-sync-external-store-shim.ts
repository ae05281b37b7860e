/**
 * What the bundle gets for `use-sync-external-store/shim` (vite.config.ts aliases it here). react-i18next imports
 * that shim to support React before 18; this app runs React 19, whose own useSyncExternalStore the shim would
 * only wrap, so the shim's code (≈ 0.4 KB gzipped, on every page) is left out.
 */
export { useSyncExternalStore } from "react"
