import { useTranslation } from "react-i18next"
import type { Review } from "@shop/contracts/content"
import { ErrorPanel } from "../../../components/error-panel"
import { Icon } from "../../../components/icon"
import { LoadingText } from "../../../components/loading-text"
import { StarRating } from "../../../components/star-rating"
import { useToast } from "../../../components/toast/toast-context"
import { dateFormat, numberFormat } from "../../../lib/dates"
import { useLanguage } from "../../../lib/language-context"
import { useReviews } from "../../content/api/get-reviews"
import { averageRating, REVIEW_COUNT } from "../reviews"
import { Isolated } from "../../../components/isolated"

/** The average, the customer reviews from the CMS (in the page's language) and an add-review button (coming soon). */
export function ProductReviews() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { data: reviews, isError, refetch } = useReviews(language)
  if (!reviews) {
    return isError ? (
      <ErrorPanel title={t("product.reviews.error")} text={t("content.errorText")} onRetry={() => void refetch()} />
    ) : (
      <LoadingText>{t("product.reviews.loading")}</LoadingText>
    )
  }
  return <ReviewList reviews={reviews} />
}

function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { notify } = useToast()
  const average = averageRating(reviews)
  const dates = dateFormat(language, { dateStyle: "medium", timeZone: "UTC" })
  const decimal = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

  return (
    <div className="reviews">
      <div className="reviews__summary">
        <p className="reviews__average">{decimal.format(average)}</p>
        <div>
          <StarRating value={average} label={t("product.reviews.averageLabel", { rating: decimal.format(average) })} />
          <p className="reviews__count">
            <Isolated text={t("product.reviews.basedOn", { count: REVIEW_COUNT })} />
          </p>
        </div>
        <button type="button" className="button button--ghost reviews__add" onClick={() => notify(t("product.reviews.comingSoon"))}>
          {t("product.reviews.add")}
        </button>
      </div>
      <ul className="reviews__list">
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <div className="review__header">
              <StarRating value={review.rating} size={16} label={t("product.reviews.ratingLabel", { rating: review.rating })} />
              {/* Under the page's h1: the tab panel has no heading of its own (an h3 would skip a level). */}
              <h2 className="review__title">{review.title}</h2>
            </div>
            <p className="review__meta">
              <span className="review__author">{review.author}</span>
              <time dateTime={review.date}>{dates.format(new Date(review.date))}</time>
              {review.verified && (
                <span className="badge badge--success badge--small">
                  <Icon name="check" size={12} />
                  {t("product.reviews.verified")}
                </span>
              )}
            </p>
            <p>{review.comment}</p>
            <p className="review__helpful">
              <Icon name="thumbs-up" size={14} />
              <Isolated text={t("product.reviews.helpful", { count: review.helpfulCount })} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
