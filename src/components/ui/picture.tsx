import type { ImageName } from '../../content/images.ts';
import { imageFormats, imageSpec, imageUrl, variantWidths } from '../../content/image-files.ts';
import { cn } from '../../lib/cn.ts';

/**
 * A responsive picture from the image registry: an AVIF source and the WebP variants on the
 * <img> itself (its `srcset`: one element less per picture than a second <source>, with the
 * same choice), fixed width/height (no layout shift), lazy by default. Pass `priority` only for
 * the LCP image; `fill` where the image takes its box's height (`h-full`) instead of its own.
 */
export function Picture({
  name,
  sizes = '100vw',
  priority = false,
  className,
  imgClassName,
  fill = false,
  alt,
}: {
  name: ImageName;
  sizes?: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  fill?: boolean;
  /** Overrides the registry's alt text (use '' for decorative use). */
  alt?: string;
}) {
  const spec = imageSpec(name);
  const widths = variantWidths(name);
  const srcSet = (format: (typeof imageFormats)[number]) =>
    widths.map((w) => `${imageUrl(name, w, format)} ${w}w`).join(', ');
  // Browsers without srcset support get the mid-sized variant (about 800 px wide).
  const fallbackWidth = widths.find((w) => w > 480) ?? spec.width;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={imageUrl(name, fallbackWidth, 'webp')}
        srcSet={srcSet('webp')}
        sizes={sizes}
        alt={alt ?? spec.alt}
        width={spec.width}
        height={spec.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn(fill ? 'h-full' : 'h-auto', 'w-full object-cover', imgClassName)}
      />
    </picture>
  );
}
