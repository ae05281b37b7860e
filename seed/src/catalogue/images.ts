/**
 * Flat SVG illustrations, one per (product type, colour). Generated rather than drawn by hand so that a new
 * colour or type gets its picture from the same code the catalogue uses; kept tiny (no text, no external
 * references) because the storefront shows dozens of them per page.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Colour, ProductType } from "./model"
import { TYPE_DEFS } from "./product-types"

const HEX: Record<Colour, string> = {
  black: "#2b2e35",
  white: "#f5f5f2",
  silver: "#c6cad0",
  grey: "#7b818a",
  blue: "#3b6fd6",
  green: "#3a9467",
  red: "#d24848",
  pink: "#ee9fb7",
  brown: "#8b5a3a",
  clear: "#dbe8f1",
  gold: "#d6aa3f",
  "rose-gold": "#dc9a84",
}

/** Soft backdrop per category, so the catalogue grid reads as one family of pictures. */
const BACKDROP: Record<ProductType, string> = {
  smartphone: "#e9eff8",
  tablet: "#e9eff8",
  headphones: "#eef0f8",
  earbuds: "#eef0f8",
  speaker: "#eef0f8",
  smartwatch: "#e8f3ef",
  watch: "#f4efe7",
  charger: "#f1f1ee",
  cable: "#f1f1ee",
  case: "#f3eef2",
  "luxury-watch": "#f6f0e2",
  jewellery: "#f7efe9",
}

/** Mixes a hex colour towards black (amount > 0) or white (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 0 : 255
  const a = Math.abs(amount)
  const channels = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16)
    return Math.round(v + (target - v) * a)
      .toString(16)
      .padStart(2, "0")
  })
  return `#${channels.join("")}`
}

interface Paint {
  main: string
  dark: string
  light: string
  /** Outline: light colours (white, clear, silver) would vanish on the backdrop without one. */
  line: string
}

const SCREEN = "#1e2431"
const GLARE = `fill="#fff" opacity=".12"`

function watchFace(caseColour: string, line: string, dial: string, marks: string, strap: string): string {
  const ticks = Array.from({ length: 12 }, (_, i) => `<rect x="297" y="204" width="6" height="${i % 3 === 0 ? 22 : 12}" rx="3" transform="rotate(${i * 30} 300 300)"/>`).join("")
  return (
    `<rect x="245" y="60" width="110" height="480" rx="30" fill="${strap}"/>` +
    `<circle cx="300" cy="300" r="128" fill="${caseColour}" stroke="${line}" stroke-width="4"/>` +
    `<circle cx="300" cy="300" r="110" fill="${dial}"/><g fill="${marks}">${ticks}</g>` +
    `<path d="M300 300V230M300 300l58 22" stroke="${marks}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="300" cy="300" r="9" fill="${caseColour}"/>`
  )
}

const DRAW: Record<ProductType, (p: Paint) => string> = {
  smartphone: (p) =>
    `<rect x="195" y="90" width="210" height="420" rx="38" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>` +
    `<rect x="211" y="106" width="178" height="388" rx="26" fill="${SCREEN}"/>` +
    `<path d="M211 300L389 160V132a26 26 0 0 0-26-26H237a26 26 0 0 0-26 26z" ${GLARE}/>` +
    `<circle cx="300" cy="124" r="7" fill="${p.dark}"/>`,
  tablet: (p) =>
    `<rect x="110" y="150" width="380" height="300" rx="30" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>` +
    `<rect x="128" y="168" width="344" height="264" rx="16" fill="${SCREEN}"/>` +
    `<path d="M128 360L400 168H144a16 16 0 0 0-16 16z" ${GLARE}/>`,
  headphones: (p) =>
    `<path d="M170 330V280a130 130 0 0 1 260 0v50" fill="none" stroke="${p.main}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M170 330V280a130 130 0 0 1 260 0v50" fill="none" stroke="${p.line}" stroke-width="3"/>` +
    `<rect x="130" y="300" width="90" height="150" rx="40" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>` +
    `<rect x="380" y="300" width="90" height="150" rx="40" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>` +
    `<rect x="200" y="320" width="26" height="110" rx="13" fill="${p.dark}"/>` +
    `<rect x="374" y="320" width="26" height="110" rx="13" fill="${p.dark}"/>`,
  earbuds: (p) =>
    `<rect x="170" y="300" width="260" height="170" rx="70" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>` +
    `<path d="M176 360h248" stroke="${p.dark}" stroke-width="4"/><circle cx="300" cy="420" r="6" fill="#6fd39b"/>` +
    `<g fill="${p.main}" stroke="${p.line}" stroke-width="4"><circle cx="230" cy="190" r="42"/><rect x="218" y="200" width="26" height="90" rx="13"/>` +
    `<circle cx="370" cy="190" r="42"/><rect x="356" y="200" width="26" height="90" rx="13"/></g>` +
    `<circle cx="230" cy="190" r="18" fill="${p.dark}"/><circle cx="370" cy="190" r="18" fill="${p.dark}"/>`,
  speaker: (p) =>
    `<rect x="170" y="110" width="260" height="380" rx="60" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>` +
    `<circle cx="300" cy="350" r="90" fill="${p.dark}"/><circle cx="300" cy="350" r="55" fill="${p.main}"/>` +
    `<circle cx="300" cy="350" r="20" fill="${p.dark}"/><circle cx="300" cy="190" r="34" fill="${p.dark}"/>` +
    `<circle cx="300" cy="190" r="14" fill="${p.main}"/>`,
  smartwatch: (p) =>
    `<rect x="235" y="60" width="130" height="480" rx="34" fill="${p.dark}"/>` +
    `<rect x="185" y="180" width="230" height="240" rx="56" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>` +
    `<rect x="203" y="198" width="194" height="204" rx="42" fill="${SCREEN}"/>` +
    `<circle cx="300" cy="300" r="62" fill="none" stroke="#e5566b" stroke-width="14" stroke-dasharray="300 90" stroke-linecap="round"/>` +
    `<circle cx="300" cy="300" r="40" fill="none" stroke="#7ed957" stroke-width="14" stroke-dasharray="190 60" stroke-linecap="round"/>` +
    `<rect x="412" y="260" width="16" height="44" rx="6" fill="${p.dark}"/>`,
  // A classic watch's colour is its dial; the case stays steel and the strap is leather.
  watch: (p) => watchFace(HEX.silver, shade(HEX.silver, 0.3), p.main, p.main === HEX.silver ? "#3a3f48" : "#f4f1ea", p.main === HEX.brown ? shade(HEX.brown, 0.2) : "#4a3326"),
  // A luxury watch's colour is its case metal, around a deep blue dial with a small seconds subdial.
  "luxury-watch": (p) => watchFace(p.main, p.dark, "#1f2a44", p.light, "#2f221c") + `<circle cx="300" cy="355" r="26" fill="none" stroke="${p.main}" stroke-width="4"/>`,
  charger: (p) =>
    `<rect x="205" y="70" width="22" height="90" rx="6" fill="#a9adb4"/><rect x="373" y="70" width="22" height="90" rx="6" fill="#a9adb4"/>` +
    `<rect x="160" y="150" width="280" height="300" rx="54" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>` +
    `<rect x="262" y="380" width="76" height="24" rx="12" fill="${p.dark}"/><rect x="274" y="388" width="52" height="8" rx="4" fill="#9aa0a8"/>`,
  cable: (p) =>
    `<path d="M150 170C150 430 450 170 450 430" fill="none" stroke="${p.main}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M150 170C150 430 450 170 450 430" fill="none" stroke="${p.line}" stroke-width="2"/>` +
    `<rect x="122" y="90" width="56" height="96" rx="16" fill="${p.main}" stroke="${p.line}" stroke-width="4"/><rect x="136" y="60" width="28" height="40" rx="8" fill="#a9adb4"/>` +
    `<rect x="422" y="414" width="56" height="96" rx="16" fill="${p.main}" stroke="${p.line}" stroke-width="4"/><rect x="436" y="500" width="28" height="40" rx="8" fill="#a9adb4"/>`,
  case: (p) =>
    `<rect x="190" y="80" width="220" height="440" rx="44" fill="${p.main}" stroke="${p.line}" stroke-width="6"/>` +
    `<rect x="216" y="106" width="96" height="104" rx="24" fill="${p.dark}"/>` +
    `<circle cx="242" cy="134" r="16" fill="${SCREEN}"/><circle cx="286" cy="134" r="16" fill="${SCREEN}"/><circle cx="242" cy="180" r="16" fill="${SCREEN}"/>` +
    `<circle cx="300" cy="340" r="62" fill="none" stroke="${p.dark}" stroke-width="6" opacity=".35"/>`,
  jewellery: (p) =>
    `<circle cx="300" cy="350" r="120" fill="none" stroke="${p.main}" stroke-width="30"/>` +
    `<circle cx="300" cy="350" r="120" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".5"/>` +
    `<path d="M300 280l-50-50 22-40h56l22 40z" fill="#d8eefb" stroke="#8fb6cf" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M250 230h100M272 190l28 40 28-40" fill="none" stroke="#8fb6cf" stroke-width="3"/>`,
}

export function imageFileName(type: ProductType, colour: Colour): string {
  return `${type}-${colour}.svg`
}

export function renderProductSvg(type: ProductType, colour: Colour): string {
  const main = HEX[colour]
  const light = colour === "white" || colour === "clear" || colour === "silver"
  const paint: Paint = {
    main,
    dark: shade(main, light ? 0.3 : 0.35),
    light: shade(main, -0.75),
    line: light ? shade(main, 0.35) : main,
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<rect width="600" height="600" rx="48" fill="${BACKDROP[type]}"/>` +
    `<ellipse cx="300" cy="535" rx="170" ry="18" fill="#000" opacity=".07"/>` +
    DRAW[type](paint) +
    `</svg>\n`
  )
}

/** Every (type, colour) a product can have, whether or not the current seed happens to draw it. */
export function imageCombinations(): { type: ProductType; colour: Colour }[] {
  return TYPE_DEFS.flatMap((d) => d.colours.map((colour) => ({ type: d.type, colour })))
}

/** Writes all images into `dir` and returns their file names. */
export function writeProductImages(dir: string): string[] {
  mkdirSync(dir, { recursive: true })
  return imageCombinations().map(({ type, colour }) => {
    const name = imageFileName(type, colour)
    writeFileSync(path.join(dir, name), renderProductSvg(type, colour))
    return name
  })
}
