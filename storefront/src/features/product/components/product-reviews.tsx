import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/icon"
import { StarRating } from "../../../components/star-rating"
import { useToast } from "../../../components/toast/toast-context"
import { useLanguage } from "../../../lib/language-context"
import { averageRating, REVIEW_COUNT, SAMPLE_REVIEWS } from "../data/sample-reviews"

/** The average, the three sample reviews (in Polish, as written) and an add-review button (coming soon). */
export function ProductReviews() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { notify } = useToast()
  const average = averageRating(SAMPLE_REVIEWS)
  const dates = new Intl.DateTimeFormat(language, { dateStyle: "medium" })
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1, numberingSystem: "latn" })

  return (
    <div className="reviews">
      <div className="reviews__summary">
        <p className="reviews__average">{decimal.format(average)}</p>
        <div>
          <StarRating value={average} label={t("product.reviews.averageLabel", { rating: decimal.format(average) })} />
          <p className="reviews__count">{t("product.reviews.basedOn", { total: REVIEW_COUNT })}</p>
        </div>
        <button type="button" className="button button--ghost reviews__add" onClick={() => notify(t("product.reviews.comingSoon"))}>
          {t("product.reviews.add")}
        </button>
      </div>
      <ul className="reviews__list">
        {SAMPLE_REVIEWS.map((review) => (
          <li key={review.id} className="review" lang="pl">
            <div className="review__header">
              <StarRating value={review.rating} size={16} label={t("product.reviews.ratingLabel", { rating: review.rating })} />
              <h3 className="review__title">{review.title}</h3>
            </div>
            <p className="review__meta">
              <span className="review__author">{review.author}</span>
              <time dateTime={review.date}>{dates.format(new Date(review.date))}</time>
              {review.verified && (
                <span className="badge badge--success badge--small" lang={language}>
                  <Icon name="check" size={12} />
                  {t("product.reviews.verified")}
                </span>
              )}
            </p>
            <p>{review.comment}</p>
            <p className="review__helpful" lang={language}>
              <Icon name="thumbs-up" size={14} />
              {t("product.reviews.helpful", { people: review.helpful })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
