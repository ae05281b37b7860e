/** Where the generated dataset lives: loaded by the local content API on first start, and the storefront's offline copy. */
import path from "node:path"
import { fileURLToPath } from "node:url"

export const DATASET_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "dataset.ndjson")
