/**
 * Arabic reads right where Latin names and numbers meet Arabic words (issue 42): the values set into a sentence
 * are isolated, so the search heading's count stays outside the query's quotes, and a delivery range reads
 * "7–10" in a sentence as in the shipping table instead of turning into "10–7". Checked by where Chromium draws
 * each character, not by the markup: the markup could hold <bdi> and still read wrong.
 */
import type { Locator } from "@playwright/test"
import type { ShippingRatesResponse } from "@shop/contracts/api"
import { expect, test } from "./support/shop.js"
import { uiPattern } from "./support/texts.js"

/** A character of an element's text, in text order, with the x of the middle of its box as drawn. */
interface DrawnCharacter {
  char: string
  x: number
}

/** The element's characters in text order, each with where it is drawn (zero-width ones, such as isolates, left out). */
function drawnCharacters(element: Locator): Promise<DrawnCharacter[]> {
  return element.evaluate((root) => {
    const drawn: { char: string; x: number }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ""
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const box = range.getBoundingClientRect()
        if (box.width > 0) drawn.push({ char: text[index]!, x: box.left + box.width / 2 })
      }
    }
    return drawn
  })
}

const xs = (characters: DrawnCharacter[]) => characters.map(({ x }) => x)

test("Arabic search heading: the result count is drawn outside the quotes around a Latin query, at the sentence's end (its left)", async ({ shop }) => {
  const query = "Blaze K3"
  await shop.goto("ar", `/search?q=${encodeURIComponent(query)}`)
  const heading = shop.main.getByRole("heading", { level: 2, name: uiPattern("ar", "search.resultsHeading") })
  await expect(heading).toContainText(query)
  const characters = await drawnCharacters(heading)
  const text = characters.map(({ char }) => char).join("")
  // In text order: … «Blaze K3»: 2
  const open = text.indexOf("«")
  const close = text.indexOf("»", open)
  expect(open, `the heading "${text}" quotes the query`).toBeGreaterThanOrEqual(0)
  const quoted = characters.slice(open + 1, close)
  const count = characters.slice(close + 1).filter(({ char }) => /\d/.test(char))
  expect(quoted.map(({ char }) => char).join(""), "the query is what the quotes hold").toBe(query)
  expect(count.length, `the heading "${text}" ends with the count`).toBeGreaterThan(0)

  const quotes = [characters[open]!.x, characters[close]!.x]
  const [quotesLeft, quotesRight] = [Math.min(...quotes), Math.max(...quotes)]
  expect(Math.min(...xs(quoted)), "the query is drawn between its quotes").toBeGreaterThan(quotesLeft)
  expect(Math.max(...xs(quoted)), "the query is drawn between its quotes").toBeLessThan(quotesRight)
  expect(Math.max(...xs(count)), "the count is drawn left of both quotes: after the quoted query, as Arabic reads").toBeLessThan(quotesLeft)
  // The query itself reads left to right, as typed.
  const queryXs = xs(quoted)
  expect(
    queryXs.every((x, index) => index === 0 || x > queryXs[index - 1]!),
    "the query reads left to right"
  ).toBe(true)
})

test("Arabic delivery line: the range reads from its lower to its upper bound, left to right, as in the shipping table", async ({ shop, request }) => {
  const { rates } = (await (await request.get("/api/shipping-rates?lang=ar")).json()) as ShippingRatesResponse
  // The ship-to country an Arabic shopper starts with (Saudi Arabia): its range, as the table lists it.
  const saudi = rates.find((rate) => rate.country === "SA")
  expect(saudi?.days, "Saudi Arabia has a delivery range").toBeTruthy()
  const [lower, upper] = saudi!.days!.split("-")

  await shop.goto("ar", "/product/1")
  const line = shop.main.getByTestId("delivery-line")
  await expect(line).toContainText(`${lower}–${upper}`)
  const characters = await drawnCharacters(line)
  const text = characters.map(({ char }) => char).join("")
  const start = text.indexOf(`${lower}–${upper}`)
  const lowerDrawn = characters.slice(start, start + lower!.length)
  const upperDrawn = characters.slice(start + lower!.length + 1, start + lower!.length + 1 + upper!.length)
  expect(Math.max(...xs(lowerDrawn)), `"${text}": ${lower} is drawn left of ${upper}`).toBeLessThan(Math.min(...xs(upperDrawn)))
})
