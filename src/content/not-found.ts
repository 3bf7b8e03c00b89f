import { typesetDeep } from '../lib/typography.ts';
export const notFound = typesetDeep({
  code: '404',
  title: 'Seite nicht gefunden',
  text: 'Die Seite, die Sie suchen, gibt es leider nicht (mehr). Vielleicht hilft Ihnen einer dieser Wege weiter:',
  links: [
    { label: 'Zur Startseite', href: '/', description: 'Alles über unsere Manufaktur' },
    { label: 'Unsere Produkte', href: '/produkte', description: 'Betten, Matratzen und Topper' },
    { label: 'Kontakt & Beratung', href: '/kontakt', description: 'Wir helfen Ihnen gern persönlich' },
  ],
} as const);
