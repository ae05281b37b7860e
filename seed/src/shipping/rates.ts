/**
 * The shipping table (spec §3, §9): about 200 countries, each with its zone, delivery days and price in EUR,
 * from 5.99 (Germany, 1-2 days) to 39.99 (Pacific islands, 18-24 days). Seeded into Medusa as one service zone
 * and one shipping option per rate group (seed/src/commerce/shipping-setup.ts); from then on Medusa is the
 * truth and merchandisers change rates in the admin. Codes are ISO 3166-1 alpha-2, all known to Medusa.
 *
 * Zones: "europe" is the EU and the countries nearby (EEA/EFTA, the UK, the Western Balkans, Moldova, Ukraine,
 * Belarus, the microstates and Crown dependencies). Russia and Turkey are priced as "worldwide": customs and
 * routes make them slower than the Europe zone's 1-5 days.
 */
export type ShippingZone = "europe" | "worldwide"

export interface ShippingRateRow {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
  zone: ShippingZone
  /** Delivery time in business days, e.g. [1, 2]. */
  days: readonly [number, number]
  /** EUR, 2 decimals. */
  eur: number
}

/** Countries sharing a zone, delivery days and price. */
const group = (zone: ShippingZone, days: readonly [number, number], eur: number, countries: string): ShippingRateRow[] =>
  countries.split(" ").map((country) => ({ country, zone, days, eur }))

export const SHIPPING_RATES: readonly ShippingRateRow[] = [
  // Next to the warehouse: road freight overnight.
  ...group("europe", [1, 2], 5.99, "DE PL CZ AT NL BE LU DK SK"),
  // Neighbouring EU markets.
  ...group("europe", [1, 3], 6.99, "FR HU SI LT LV EE"),
  // The rest of continental Europe.
  ...group("europe", [2, 3], 7.99, "IT ES SE HR RO BG IE LI CH SM VA MC AD"),
  // EU edges and islands: longer line-haul, still within the FAQ's 1-3 days.
  ...group("europe", [2, 3], 8.99, "PT GR FI MT CY AX"),
  // Nearby countries outside the EU: a customs step (the spec's UK 9.99 in 3-5 days).
  ...group("europe", [3, 5], 9.99, "GB NO IS RS ME MK AL BA XK MD UA BY GI FO IM JE GG"),
  // Turkey, the Caucasus, Israel, Russia and Kazakhstan: overland or short air, outside the Europe zone.
  ...group("worldwide", [5, 8], 14.99, "TR GE AM AZ IL RU KZ"),
  // The Gulf, the Levant and North Africa.
  ...group("worldwide", [6, 9], 17.99, "AE SA QA KW BH OM JO LB EG MA TN DZ"),
  // North America (the spec's United States 19.99 in 7-10 days; the FAQ's US and Canada 7-10).
  ...group("worldwide", [7, 10], 19.99, "US CA PR"),
  // East and South-East Asian hubs.
  ...group("worldwide", [8, 12], 24.99, "JP KR CN HK TW SG MO MY TH"),
  // Mexico, South and Central Asia.
  ...group("worldwide", [8, 12], 22.99, "MX IN PK BD LK NP UZ KG TJ TM MN IQ"),
  // Oceania, South America, Africa's and Asia's larger markets (the FAQ's others: 10-14 days).
  ...group("worldwide", [10, 14], 29.99, "AU NZ BR AR CL CO PE UY PY BO EC VE ZA NG KE GH ID PH VN KH LA MM BN MV BT ET TZ UG RW SN CI CM"),
  // Central America, the Caribbean and smaller African markets: fewer direct flights.
  ...group(
    "worldwide",
    [12, 16],
    34.99,
    "GT HN SV NI CR PA BZ JM DO HT TT BB BS AG DM GD KN LC VC AW CW SX KY BM TC VG VI AI MS GP MQ GF SR GY AO MZ ZM ZW NA BW LS SZ MW MG MU SC RE YT KM CV ST GA CG CD GQ BJ TG BF ML NE TD MR GM GN GW SL LR DJ BI"
  ),
  // Pacific islands: consolidated air freight, the longest routes.
  ...group("worldwide", [18, 24], 39.99, "FJ PG SB VU NC PF WS TO KI TV NR FM MH PW GU AS MP"),
]

/**
 * The free-shipping threshold the seed gives each shipping option (spec §1: free from 100 EUR), as a USD price
 * rule at the spec's rate. Seed input only: from then on the rule in Medusa is the threshold, which the
 * merchandiser may change in the admin and the shop shows (commerce's GET /store/shipping-rates).
 */
export const FREE_SHIPPING_FROM_EUR = 100
