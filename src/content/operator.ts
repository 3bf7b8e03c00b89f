/**
 * The operator configuration the site prints (Impressum, Datenschutz, AGB, mails, structured
 * data, review and claim sources), read from two data files the owner changes in the editor
 * (`npm run edit`), each checked by the build with the same schema (operator-schema.ts):
 *
 * - src/content/data/company.json, *Firmenangaben*: name, legal form and who represents the
 *   business, register, tax numbers, the craft's chamber and title, the data-protection
 *   authority, the domain and the reviews' profile (`operatorCompanySchema`);
 * - src/content/data/operator.json, *Kontaktdaten*: address, phone, e-mail, map location and
 *   directions (`operatorContactSchema`);
 * - the reviews are the file the editor's *Bewertungen* writes (reviews.sample.json).
 *
 * Both files ship with the demo's placeholders (the same values as operator.demo.ts).
 * `npm run golive` lists every value that is still a placeholder; a build for a public domain
 * refuses to start until none is left. No TypeScript needs changing to go live.
 */
import company from './data/company.json' with { type: 'json' };
import contact from './data/operator.json' with { type: 'json' };
import reviews from './data/reviews.sample.json' with { type: 'json' };
import {
  companyFacts,
  contactFacts,
  defineOperator,
  type Operator,
  type OperatorCompanyFile,
} from './operator-model.ts';

// The build checks the file (`operatorCompanyProblems`); a group the editor saved empty reads as none.
const facts = companyFacts(company as unknown as OperatorCompanyFile);

export const operator: Operator = defineOperator({
  ...facts,
  ...contactFacts(contact),
  country: 'DE',
  countryName: 'Deutschland',
  reviews: { ...facts.reviews, data: reviews },
});
