/**
 * THE OWNER'S FILE: the operator configuration the site prints (Impressum, Datenschutz, AGB,
 * mails, structured data, review and claim sources).
 *
 * It ships pointing at the demo (src/content/operator.demo.ts). To go live, replace the line
 * below with your own values, validated by the same schema:
 *
 *   import reviews from './data/reviews.sample.json' with { type: 'json' }; // the editor's Bewertungen
 *   import { defineOperator } from './operator-model.ts';
 *   export const operator = defineOperator({ name: '…', legalForm: 'GmbH', …, reviews: { profileUrl: '…', data: reviews } });
 *
 * tests/fixtures/operator.example.ts is a complete example. `npm run golive` lists every value
 * that is still a placeholder; `GO_LIVE=1 npm run build` refuses to build until none is left.
 */
export { demoOperator as operator } from './operator.demo.ts';
