/**
 * A Sanity dataset is public unless made private: anyone who knows the project id (a deployed Studio shows it)
 * can then query every document on the root path. The shop keeps its contact messages under a path (readable
 * with a token only, routes/contact.ts), but a public dataset leaves one forgotten path away from publishing
 * visitors' messages: production refuses to start on one unless the operator says so
 * (SANITY_ALLOW_PUBLIC_DATASET=true).
 */
import type { SanityClient } from "@sanity/client"

/** Why the storefront must not start on `dataset`, or undefined when it is private. Asks Sanity (the token's view). */
export async function publicDatasetProblem(client: Pick<SanityClient, "datasets">, dataset: string): Promise<string | undefined> {
  const datasets = await client.datasets.list()
  const found = datasets.find((each) => each.name === dataset)
  if (!found) return `SANITY_DATASET "${dataset}" is not one of the project's datasets (${datasets.map((each) => each.name).join(", ") || "none"})`
  if (found.aclMode === "private") return undefined
  return (
    `the Sanity dataset "${dataset}" is ${found.aclMode}: anyone who knows the project id can read its documents. ` +
    `Make it private (sanity dataset visibility set ${dataset} private; the storefront and commerce read it with SANITY_TOKEN), ` +
    `or set SANITY_ALLOW_PUBLIC_DATASET=true to start on it anyway`
  )
}
