/**
 * Where the generated dataset lives: loaded by the local content API on first start, and the storefront's
 * offline copy. Resolved through the package, not this file's folder, so the storefront's compiled server
 * (which has this module bundled in) finds it too.
 */
import { createRequire } from "node:module"

export const DATASET_FILE = createRequire(import.meta.url).resolve("@shop/cms/dataset.ndjson")
