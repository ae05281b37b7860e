import assert from "node:assert/strict"
import { describe, it } from "node:test"
import type { CatalogueEntry } from "@shop/contracts/api"
import { cartProductFromEntry, cartReducer, cartStateReducer, EMPTY_CART_STATE, totalItems, type CartItem, type CartProduct } from "./cart"
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart, serializeCart } from "./cart-storage"
import { pricesOf, SPEC_RATES } from "@shop/contracts/currencies"

const product = (id: number, usd = 10): CartProduct => ({
  id,
  ident: `item-${id}`,
  names: [{ language_code: "en", name: `Item ${id}` }],
  prices: pricesOf(usd, SPEC_RATES),
  image: null,
})

describe("cart reducer", () => {
  it("appends a new item with quantity 1", () => {
    assert.deepEqual(cartReducer([], { type: "add", product: product(1) }), [{ ...product(1), quantity: 1 }])
  })

  it("raises an existing item's quantity by 1", () => {
    const once = cartReducer([], { type: "add", product: product(1) })
    const twice = cartReducer(once, { type: "add", product: product(1) })
    assert.equal(twice.length, 1)
    assert.equal(twice[0]?.quantity, 2)
  })

  it("adds the product page's chosen quantity", () => {
    const items = cartReducer([], { type: "add", product: product(1), quantity: 3 })
    assert.equal(cartReducer(items, { type: "add", product: product(1), quantity: 2 })[0]?.quantity, 5)
  })

  it("holds at most 5 of a product, as checkout takes", () => {
    const items = cartReducer([], { type: "add", product: product(1), quantity: 4 })
    assert.equal(cartReducer(items, { type: "add", product: product(1), quantity: 3 })[0]?.quantity, 5)
    assert.equal(cartReducer(items, { type: "setQuantity", id: 1, quantity: 9 })[0]?.quantity, 5)
    assert.equal(cartReducer([], { type: "add", product: product(2), quantity: 7 })[0]?.quantity, 5)
  })

  it("ignores a quantity that is not a positive whole number", () => {
    assert.deepEqual(cartReducer([], { type: "add", product: product(1), quantity: 0 }), [])
    assert.deepEqual(cartReducer([], { type: "add", product: product(1), quantity: 1.5 }), [])
  })

  it("sets a quantity and removes the line at 0 or less", () => {
    const items = cartReducer(cartReducer([], { type: "add", product: product(1) }), { type: "add", product: product(2) })
    assert.equal(cartReducer(items, { type: "setQuantity", id: 2, quantity: 4 })[1]?.quantity, 4)
    assert.deepEqual(
      cartReducer(items, { type: "setQuantity", id: 2, quantity: 0 }).map((i) => i.id),
      [1]
    )
    assert.deepEqual(
      cartReducer(items, { type: "setQuantity", id: 1, quantity: -3 }).map((i) => i.id),
      [2]
    )
  })

  it("removes a line and clears the cart", () => {
    const items = cartReducer(cartReducer([], { type: "add", product: product(1) }), { type: "add", product: product(2) })
    assert.deepEqual(
      cartReducer(items, { type: "remove", id: 1 }).map((i) => i.id),
      [2]
    )
    assert.deepEqual(cartReducer(items, { type: "clear" }), [])
  })

  it("derives totalItems", () => {
    let items: CartItem[] = []
    items = cartReducer(items, { type: "add", product: product(1, 899.99), quantity: 2 })
    items = cartReducer(items, { type: "add", product: product(2, 10) })
    assert.equal(totalItems(items), 3)
    assert.equal(totalItems([]), 0)
  })

  it("copies a catalogue entry's id, names, prices in every currency and image", () => {
    const entry: CatalogueEntry = {
      item: {
        id: 5,
        ident: "x",
        image_url: "/images/a.svg",
        best_usd_price: 12.5,
        prices: pricesOf(12.5, SPEC_RATES),
        stock: { status: "in_stock", max_quantity: 5 },
        bestseller: false,
      },
      translations: [{ language_code: "pl", name: "Zegarek", description: "d", tags: "[]" }],
    }
    const item = cartProductFromEntry(entry)
    assert.deepEqual(item, { id: 5, ident: "x", names: [{ language_code: "pl", name: "Zegarek" }], prices: pricesOf(12.5, SPEC_RATES), image: "/images/a.svg" })
  })
})

describe("a paid checkout", () => {
  it("takes the quantities it paid for out of the cart; what was added since stays", () => {
    const cart = cartReducer(cartReducer(cartReducer([], { type: "add", product: product(1), quantity: 3 }), { type: "add", product: product(2) }), {
      type: "add",
      product: product(3),
    })
    const after = cartReducer(cart, {
      type: "paid",
      lines: [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
        { id: 9, quantity: 1 },
      ],
    })
    assert.deepEqual(
      after.map((item) => [item.id, item.quantity]),
      [
        [1, 1],
        [3, 1],
      ]
    )
    assert.deepEqual(
      cartReducer(after, { type: "paid", lines: [{ id: 1, quantity: 5 }] }).map((item) => item.id),
      [3],
      "never below nothing"
    )
  })
})

describe("what a shopper does before the stored cart is read (a part of the page live before the rest)", () => {
  const stored: CartItem[] = [{ ...product(7), quantity: 2 }]

  it("an early add shows at once, and is added to the stored cart once it is read, not replaced by it", () => {
    const early = cartStateReducer(EMPTY_CART_STATE, { type: "add", product: product(1) })
    assert.deepEqual(early.items, [{ ...product(1), quantity: 1 }])
    const loaded = cartStateReducer(early, { type: "load", stored })
    assert.equal(loaded.loaded, true)
    assert.deepEqual(
      loaded.items.map(({ id, quantity }) => ({ id, quantity })),
      [
        { id: 7, quantity: 2 },
        { id: 1, quantity: 1 },
      ]
    )
  })

  it("early actions count once each, in order; after the read, actions apply directly and are not kept", () => {
    let state = cartStateReducer(EMPTY_CART_STATE, { type: "add", product: product(7) })
    state = cartStateReducer(state, { type: "add", product: product(7), quantity: 2 })
    state = cartStateReducer(state, { type: "load", stored })
    assert.deepEqual(state.items, [{ ...product(7), quantity: 5 }])
    assert.deepEqual(state.early, [])
    state = cartStateReducer(state, { type: "remove", id: 7 })
    assert.deepEqual(state.items, [])
    assert.deepEqual(state.early, [])
  })
})

describe("cart storage", () => {
  it("round-trips a cart", () => {
    const items = cartReducer([], { type: "add", product: product(1), quantity: 2 })
    assert.deepEqual(parseStoredCart(serializeCart(items)), items)
  })

  it("discards corrupt storage instead of failing", () => {
    assert.deepEqual(parseStoredCart("{not json"), [])
    assert.deepEqual(parseStoredCart('"text"'), [])
    assert.deepEqual(parseStoredCart('{"items": 3}'), [])
    assert.deepEqual(parseStoredCart(null), [])
  })

  it("drops invalid lines and duplicates", () => {
    const good = { ...product(1), quantity: 1 }
    const raw = JSON.stringify({ items: [good, { ...good }, { ...product(2), quantity: 0 }, { ...product(3), prices: { ...product(3).prices, JPY: "9" } }, null] })
    assert.deepEqual(parseStoredCart(raw), [good])
  })

  it("keeps a line stored with one USD price (before prices came in every currency), its prices to be read again", () => {
    const { prices: _prices, ...stored } = { ...product(7), quantity: 2 }
    const raw = JSON.stringify({ items: [{ ...stored, price: 12.5 }] })
    assert.deepEqual(parseStoredCart(raw), [{ ...stored, prices: null }])
  })

  it("survives storage that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("quota")
      },
    }
    assert.deepEqual(loadCart(throwing), [])
    assert.doesNotThrow(() => saveCart(throwing, []))
  })

  it("saves under its key", () => {
    const store = new Map<string, string>()
    saveCart({ setItem: (k, v) => void store.set(k, v) }, [{ ...product(4), quantity: 3 }])
    assert.equal(loadCart({ getItem: (k) => store.get(k) ?? null })[0]?.quantity, 3)
    assert.ok(store.has(CART_STORAGE_KEY))
  })
})
