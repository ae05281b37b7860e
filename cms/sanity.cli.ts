/** The `sanity` CLI (build, dataset import) for this Studio. */
import { defineCliConfig } from "sanity/cli"
import { studioOffline } from "./studio-offline"
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from "./studio-connection"

const realProjectId = process.env.SANITY_STUDIO_PROJECT_ID

export default defineCliConfig({
  api: { projectId: realProjectId ?? LOCAL_PROJECT_ID, dataset: process.env.SANITY_STUDIO_DATASET ?? LOCAL_DATASET },
  // Never fetch a newer Studio at run time: the bundle is built here, offline, from the pinned version.
  deployment: { autoUpdates: false },
  // The local Studio makes no call outside this machine; a real project's Studio is left as Sanity ships it.
  vite: (config) => (realProjectId ? config : { ...config, plugins: [...(config.plugins ?? []), studioOffline()] }),
})
