/**
 * Production refuses a public Sanity dataset. Through the official client against the local content API
 * (which, like a new Sanity project, says its dataset is public), and against answers a real project can give.
 */
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { createClient, type DatasetsResponse } from "@sanity/client"
import { SANITY_API_VERSION } from "./content-source.js"
import { publicDatasetProblem } from "./dataset-visibility.js"

const answering = (datasets: Partial<DatasetsResponse[number]>[]) => ({ datasets: { list: async () => datasets as DatasetsResponse } }) as never

describe("the dataset's visibility, asked before a production start", () => {
  it("the local content API's dataset is public, as Sanity's are by default: refused, naming the way out", async () => {
    const apiHost = process.env.SANITY_API_HOST
    assert.ok(apiHost, "SANITY_API_HOST names the run's content API (npm test sets it)")
    const client = createClient({
      projectId: "local",
      dataset: "production",
      apiVersion: SANITY_API_VERSION,
      apiHost,
      useProjectHostname: false,
      useCdn: false,
      token: process.env.SANITY_TOKEN,
    })
    const problem = await publicDatasetProblem(client, "production")
    assert.match(problem ?? "", /"production" is public: anyone who knows the project id can read its documents/)
    assert.match(problem ?? "", /SANITY_ALLOW_PUBLIC_DATASET=true/)
  })

  it("a private dataset starts; a public or unknown one does not", async () => {
    assert.equal(
      await publicDatasetProblem(
        answering([
          { name: "staging", aclMode: "public" },
          { name: "production", aclMode: "private" },
        ]),
        "production"
      ),
      undefined
    )
    assert.match((await publicDatasetProblem(answering([{ name: "production", aclMode: "public" }]), "production")) ?? "", /is public/)
    assert.match((await publicDatasetProblem(answering([{ name: "staging", aclMode: "private" }]), "production")) ?? "", /not one of the project's datasets \(staging\)/)
  })
})
