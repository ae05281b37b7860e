/**
 * The reviews tab's figures. The tab's label counts 127 reviews, as the spec has it, whatever the CMS holds;
 * the average is computed from the reviews shown.
 */
import type { Review } from "@shop/contracts/content"

export const REVIEW_COUNT = 127

/** The mean rating to one decimal; 0 without reviews. */
export const averageRating = (reviews: readonly Pick<Review, "rating">[]): number =>
  reviews.length === 0 ? 0 : Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10
