/**
 * Shared shapes of the product content modules (one module per product area). The section
 * components in src/components/sections/product-*.tsx render these; pages never inline copy.
 */

/** Icons the product sections can show (mapped to lucide icons in product-icons.tsx). */
export type ProductIcon =
  | 'thermometer'
  | 'shield'
  | 'sparkles'
  | 'clock'
  | 'droplets'
  | 'wrench'
  | 'flame'
  | 'bed'
  | 'users'
  | 'baby'
  | 'heart'
  | 'ruler'
  | 'armchair'
  | 'zap'
  | 'layers'
  | 'phone'
  | 'hammer'
  | 'truck'
  | 'award'
  | 'leaf'
  | 'feather'
  | 'moon'
  | 'gauge'
  | 'rotate'
  | 'footprints'
  | 'house'
  | 'waves'
  | 'tv'
  | 'book'
  | 'activity'
  | 'wind'
  | 'gift';

export interface ProductLink {
  label: string;
  href: string;
}

export interface ProductFeature {
  icon: ProductIcon;
  title: string;
  text: string;
}

export interface ProductVariant {
  name: string;
  /** A short line under the name, e.g. a size. */
  tagline?: string;
  description: string;
  features: readonly string[];
  badge?: string;
  action: ProductLink;
}

/** A headline figure shown in a page's key-figure band. */
export interface ProductStat {
  value: string;
  label: string;
}

export interface ProductStep {
  title: string;
  text: string;
}

export interface ProductFaqItem {
  question: string;
  answer: string;
}

export interface ProductTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A section's eyebrow, heading and optional intro. */
export interface ProductHeading {
  eyebrow?: string;
  title: string;
  intro?: string;
}
