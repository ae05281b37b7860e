import { Icon } from "./icon"

/** Five stars with `value` of them filled; the label carries the meaning for screen readers. */
export function StarRating({ value, label, size = 18 }: { value: number; label: string; size?: number }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="star" size={size} className={star <= Math.round(value) ? "stars__on" : "stars__off"} />
      ))}
    </span>
  )
}
