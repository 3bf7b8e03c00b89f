/**
 * The demo's operator configuration: obvious placeholders ('Mustermann', 'Musterstadt',
 * '.example', zeros) that `npm run golive` lists one by one, and the sample reviews file. Keep
 * it as it is; the owner's real values go into src/content/operator.ts.
 */
import sampleReviews from './data/reviews.sample.json' with { type: 'json' };
import { defineOperator } from './operator-model.ts';

const placeholderSource = 'Kundenbefragung der Schlafmanufaktur Mustermann (Beispielangabe)';

export const demoOperator = defineOperator({
  name: 'Schlafmanufaktur Mustermann',
  legalForm: 'e.K.',
  owner: 'Max Mustermann',
  street: 'Musterstraße 12',
  postalCode: '57000',
  town: 'Musterstadt',
  country: 'DE',
  countryName: 'Deutschland',
  phone: '+49 271 0000000',
  phoneDisplay: '0271 000 000 0',
  email: 'info@schlafmanufaktur.example',
  domain: 'schlafmanufaktur.example',
  geo: { latitude: 50.8335, longitude: 8.0165 },
  vatId: 'DE000000000',
  register: { court: 'Amtsgericht Musterstadt', number: 'HRA 00000' },
  craft: {
    chamber: {
      name: 'Handwerkskammer Musterstadt',
      address: 'Musterweg 1, 57000 Musterstadt',
      url: 'https://www.hwk-musterstadt.example',
    },
    professionalTitle: 'Raumausstattermeister',
    grantedIn: 'Deutschland',
    rules: { label: 'Handwerksordnung (HwO)', url: 'https://www.gesetze-im-internet.de/hwo/' },
  },
  dataProtectionAuthority: {
    name: 'Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen',
    address: 'Kavalleriestraße 2–4, 40213 Düsseldorf',
    url: 'https://www.ldi.nrw.de',
  },
  reviews: {
    profileUrl: 'https://www.google.com/maps/search/?api=1&query=Schlafmanufaktur+Mustermann',
    data: sampleReviews,
  },
  claims: {
    healthFigures: {
      sleepQuality: { text: placeholderSource },
      backPain: { text: placeholderSource },
      wakeUps: { text: placeholderSource },
      fallingAsleep: { text: placeholderSource },
    },
    oekoTex: {
      scope: 'covers',
      certificateNumber: '00.0.00000',
      institute: 'Prüfinstitut Musterstadt',
      url: 'https://www.oeko-tex.com/de/label-check',
    },
  },
});

/**
 * The server settings' defaults: the demo's own origin and addresses. The server, the build and
 * the pages all read them from here; `npm run golive` asks for real values before going live.
 */
export const demoSettings = {
  SITE_URL: `https://www.${demoOperator.domain}`,
  MAIL_FROM: `${demoOperator.name} <website@${demoOperator.domain}>`,
  MAIL_TO: demoOperator.email,
} as const;
