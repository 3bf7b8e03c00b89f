import { company, openingHoursSpecification, specialOpeningHoursSpecification } from '../content/site.ts';

/**
 * schema.org FurnitureStore for the business (every page carries it). No aggregateRating: search
 * engines ignore ratings a business publishes about itself, and it would repeat the claim on
 * every page without its source.
 */
export function businessJsonLd(siteUrl: string, special = specialOpeningHoursSpecification) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FurnitureStore',
    '@id': `${siteUrl}/#business`,
    name: company.name,
    legalName: company.legalName,
    ...(company.vatId ? { vatID: company.vatId } : {}),
    url: `${siteUrl}/`,
    telephone: company.phone,
    email: company.email,
    image: `${siteUrl}/img/hero-1200.webp`,
    priceRange: '€€',
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.town,
      addressCountry: company.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: openingHoursSpecification.map((o) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...o.dayOfWeek],
      opens: o.opens,
      closes: o.closes,
    })),
    // Holidays and special days still ahead; none, no property.
    ...(special.length > 0
      ? {
          specialOpeningHoursSpecification: special.map((o) => ({ '@type': 'OpeningHoursSpecification', ...o })),
        }
      : {}),
  };
}

/** schema.org FAQPage from question/answer pairs. */
export function faqJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

/** Serialises JSON-LD safely for a <script> element (no closing-tag injection). */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
