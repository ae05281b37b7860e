import seed from "@shop/seed"
import { SearchIndex } from "../storefront/server/search/search-index.js"
const { products } = seed.scaledCatalogue(100)
const doc = (p: any, extra = "") => ({ itemId: p.item_id, category: p.category, name: p.text["en-US"].title + extra, tags: [], categoryName: "", description: p.text["en-US"].description })
let t = performance.now()
let index = SearchIndex.build(products.map((p: any) => doc(p)), "en-US")
console.log("build", Math.round(performance.now() - t))
for (const [n, extra] of [[1, ""], [1, " newword"], [100, ""], [100, " otherword"]] as const) {
  t = performance.now()
  index = index.withChanges(products.slice(5000, 5000 + n).map((p: any) => doc(p, extra)), [])
  console.log(n, extra, (performance.now() - t).toFixed(1), "ms")
}
