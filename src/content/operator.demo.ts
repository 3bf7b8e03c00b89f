/**
 * The demo's operator configuration: obvious placeholders ('Mustermann', 'Musterstadt',
 * '.example', zeros) that `npm run golive` lists one by one, and the sample reviews file. The data
 * files src/content/data/company.json and operator.json ship with the same values (a test keeps
 * them equal); the go-live check compares the owner's values with these. Keep it as it is; the
 * owner's real values go into the data files, through the editor.
 */
import sampleReviews from './data/reviews.sample.json' with { type: 'json' };
import { defineOperator } from './operator-model.ts';

export const demoOperator = defineOperator({
  name: 'Schlafmanufaktur Mustermann',
  shortName: 'Schlafmanufaktur',
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
  directions: {
    motorway: 'A45',
    exit: 'Ausfahrt Siegen Süd',
    parking: 'Kostenlose Parkplätze direkt vor dem Showroom',
    byCar:
      'Über die A45, Ausfahrt Siegen Süd. Von dort sind es nur wenige Minuten bis zu unserem Showroom; kostenlose Parkplätze finden Sie direkt vor dem Haus.',
    byPublicTransport:
      'Vom Bahnhof Musterstadt fährt die Buslinie 12 bis zur Haltestelle „Musterstraße“; von dort sind es zwei Gehminuten.',
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

/**
 * The demo's literals: every value above that names the demo business, its place or its way
 * there. None may appear anywhere in the site's copy outside the demo files; `npm run golive`
 * scans src/, public/ and the built output for each, as a whole word. (The short brand name is
 * also the prefix of storage keys, so golive checks it in the operator configuration only.)
 */
export const demoLiterals: readonly string[] = [
  ...new Set([
    demoOperator.name,
    demoOperator.owner!,
    'Mustermann',
    'Musterstadt',
    demoOperator.street,
    demoOperator.street.replace(/\s*\d+$/, ''),
    demoOperator.postalCode,
    demoOperator.phone,
    demoOperator.phoneDisplay,
    demoOperator.email,
    demoOperator.domain,
    demoOperator.vatId!,
    demoOperator.register!.court,
    demoOperator.register!.number,
    demoOperator.craft!.chamber.name,
    demoOperator.craft!.chamber.address,
    demoOperator.craft!.chamber.url,
    demoOperator.directions.motorway,
    demoOperator.directions.exit,
    demoOperator.directions.exit.replace(/^Ausfahrt /, ''),
    demoOperator.directions.byCar,
    demoOperator.directions.byPublicTransport,
    'Bahnhof Musterstadt',
    'Buslinie 12',
    String(demoOperator.geo.latitude),
    String(demoOperator.geo.longitude),
  ]),
];
