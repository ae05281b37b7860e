/** `npm run bench`: every benchmark, each printing its figures and the ratio against its baseline. */
import { benchCatalogue } from "./catalogue.js"

await benchCatalogue()
