/** A product picture with a neutral placeholder when there is no image or it fails to load. */
import { useState } from "react"
import { Icon } from "./icon"

export interface ProductImageProps {
  src: string | null
  /** "" when the product's name is written next to the image. */
  alt: string
  /** The first images of a page load at once; the rest when scrolled near. */
  eager?: boolean
  size?: number
  className?: string
}

export function ProductImage({ src, alt, eager = false, size = 600, className = "" }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) {
    return (
      <div className={`product-image product-image--placeholder ${className}`} role={alt ? "img" : undefined} aria-label={alt || undefined}>
        <Icon name="image" size={48} />
      </div>
    )
  }
  return (
    <img
      className={`product-image ${className}`}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  )
}
