/**
 * The spec's three static search samples (smartphone 899.99, headphones 299.99, watch 1299.99), written by
 * hand so they exist with exactly those lowest prices at item ids 1, 2 and 3.
 */
import type { Draft } from "./product-types"
import type { ProductType } from "./model"

export const SAMPLES: readonly (Draft & { type: ProductType })[] = [
  {
    type: "smartphone",
    brand: "Voltra",
    model: "Nova X5",
    colour: "black",
    kind: null,
    headline: [{ k: "storage", gb: 128 }],
    features: [
      { k: "screen", inches: 6.7, oled: true },
      { k: "camera", mp: 200 },
      { k: "battery", mah: 5000 },
      { k: "refresh", hz: 120 },
      { k: "5g" },
      { k: "wireless-charging" },
      { k: "ip", rating: "IP68" },
    ],
    variants: [
      { title: "128 GB / Black", usd_price: 899.99 },
      { title: "256 GB / Black", usd_price: 999.99 },
      { title: "512 GB / Black", usd_price: 1199.99 },
    ],
    identExtras: ["128gb"],
  },
  {
    type: "headphones",
    brand: "Auralis",
    model: "Pulse 700",
    colour: "black",
    kind: null,
    headline: [],
    features: [{ k: "anc" }, { k: "driver", mm: 40 }, { k: "playtime", hours: 30 }, { k: "multipoint" }, { k: "foldable" }],
    variants: [
      { title: "Standard", usd_price: 299.99 },
      { title: "Travel Edition", usd_price: 329.99 },
    ],
    identExtras: [],
  },
  {
    type: "watch",
    brand: "Halvorsen",
    model: "Meridian Chronograph 41",
    colour: "blue",
    kind: null,
    headline: [],
    features: [
      { k: "movement", movement: "automatic" },
      { k: "case-size", mm: 41 },
      { k: "strap", strap: "leather" },
      { k: "water-atm", atm: 10 },
      { k: "power-reserve", hours: 60 },
      { k: "sapphire-glass" },
    ],
    variants: [
      { title: "Leather strap", usd_price: 1299.99 },
      { title: "Steel bracelet", usd_price: 1349.99 },
    ],
    identExtras: [],
  },
]
