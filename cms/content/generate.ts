/**
 * Writes cms/content/dataset.ndjson (one document per line, Sanity's export format, so `sanity dataset
 * import` loads it into a real project) from the sources. Run after editing them:
 *   npm run generate -w cms
 * A test checks that the committed file is what the sources give.
 */
import { writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { buildDataset } from "./dataset"
import { DATASET_FILE } from "./dataset-file"

export { DATASET_FILE }

export const serializeDataset = () =>
  buildDataset()
    .map((document) => JSON.stringify(document))
    .join("\n") + "\n"

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = serializeDataset()
  writeFileSync(DATASET_FILE, text)
  console.log(`wrote ${text.split("\n").length - 1} documents to ${path.relative(process.cwd(), DATASET_FILE)}`)
}
