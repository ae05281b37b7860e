/** The product page's three sample reviews, in Polish as the spec has them (§2, §3); the label counts 127. */
export interface SampleReview {
  id: number
  author: string
  rating: number
  /** ISO date. */
  date: string
  title: string
  comment: string
  verified: boolean
  helpful: number
}

export const REVIEW_COUNT = 127

export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    id: 1,
    author: "Anna K.",
    rating: 5,
    date: "2024-01-15",
    title: "Świetny produkt, szybka dostawa",
    comment: "Paczka dotarła w dwa dni, wszystko starannie zapakowane. Jakość wykonania przeszła moje oczekiwania. Polecam!",
    verified: true,
    helpful: 24,
  },
  {
    id: 2,
    author: "Marek W.",
    rating: 5,
    date: "2024-01-08",
    title: "Zgodny z opisem",
    comment: "Produkt dokładnie taki jak na zdjęciach. Kontakt ze sprzedawcą bardzo dobry, odpowiedź na pytanie dostałem w kilka godzin.",
    verified: true,
    helpful: 18,
  },
  {
    id: 3,
    author: "Katarzyna P.",
    rating: 4,
    date: "2023-12-20",
    title: "Dobry stosunek jakości do ceny",
    comment: "Bardzo dobry produkt w tej cenie. Jedna gwiazdka mniej za nieco dłuższy czas dostawy w okresie świątecznym.",
    verified: false,
    helpful: 9,
  },
]

export const averageRating = (reviews: readonly SampleReview[]): number =>
  reviews.length === 0 ? 0 : Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10
