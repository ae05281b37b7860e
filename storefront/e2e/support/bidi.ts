/**
 * `text` without the isolates around the values the shop sets into its sentences (U+2066…U+2069), as a reader
 * reads it: what the CMS's API and the e-mails carry, where pages write <bdi> elements instead. @shop/contracts/bidi's
 * withoutIsolates, which Playwright's loader cannot import (not an ES module).
 */
export const readText = (text: string): string => text.replace(/[\u2066-\u2069]/g, "")
