/** The `sanity` CLI (build, dataset import) for this Studio. */
import { defineCliConfig } from "sanity/cli"
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from "./studio-connection"

export default defineCliConfig({
  api: { projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? LOCAL_PROJECT_ID, dataset: process.env.SANITY_STUDIO_DATASET ?? LOCAL_DATASET },
  // Never fetch a newer Studio at run time: the bundle is built here, offline, from the pinned version.
  deployment: { autoUpdates: false },
})
