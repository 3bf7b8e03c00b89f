/**
 * THE OWNER'S FILE: the operator configuration the site prints (Impressum, Datenschutz, AGB,
 * mails, structured data, review and claim sources).
 *
 * The contact facts (address, phone, e-mail, map location, directions) are data:
 * src/content/data/operator.json, which the owner changes in the editor (`npm run edit`,
 * Kontaktdaten), checked by the same schema (operator-schema.ts, `operatorContactSchema`). It
 * ships with the demo's placeholders.
 *
 * Everything else ships pointing at the demo (src/content/operator.demo.ts). To go live, replace
 * the demo below with your own values, validated by the same schema, keeping the contact file:
 *
 *   import contact from './data/operator.json' with { type: 'json' }; // the editor's Kontaktdaten
 *   import reviews from './data/reviews.sample.json' with { type: 'json' }; // the editor's Bewertungen
 *   import { contactFacts, defineOperator } from './operator-model.ts';
 *   export const operator = defineOperator({ name: '…', legalForm: 'GmbH', …, ...contactFacts(contact), reviews: { profileUrl: '…', data: reviews } });
 *
 * tests/fixtures/operator.example.ts is a complete example. `npm run golive` lists every value
 * that is still a placeholder (also those of the contact file); a build for a public domain
 * refuses to start until none is left.
 */
import contact from './data/operator.json' with { type: 'json' };
import { contactFacts, type Operator } from './operator-model.ts';
import { demoOperator } from './operator.demo.ts';

export const operator: Operator = { ...demoOperator, ...contactFacts(contact) };
