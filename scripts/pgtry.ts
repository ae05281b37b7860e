import { startEmbeddedPostgres } from "/work/main/scripts/lib/postgres"
const t = Date.now()
const h = await startEmbeddedPostgres({ dataDir: "/work/main/.data/postgres", port: 5433, log: () => {} })
await h.createDatabaseIfMissing("shop")
console.log("up", Date.now() - t, h.databaseUrl("shop"))
