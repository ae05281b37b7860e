/** Notification and tooltip timings (spec §9), in one place for every component that shows them. */
export const TOAST_DURATION_MS = 4000
export const TOAST_VISIBLE_LIMIT = 3

export const TOOLTIP_OPEN_DELAY_MS = 700
/** A tooltip opened within this time after another closed opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300
