import path from "node:path"
import { fileURLToPath } from "node:url"

/** Folders every orchestration script agrees on. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const DATA_DIR = path.join(ROOT, ".data")
export const COMMERCE_DIR = path.join(ROOT, "commerce")
export const COMMERCE_BUILD_DIR = path.join(COMMERCE_DIR, ".medusa", "server")
export const STOREFRONT_DIR = path.join(ROOT, "storefront")
export const MEDUSA_BIN = path.join(ROOT, "node_modules", ".bin", "medusa")
