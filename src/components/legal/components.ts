/**
 * How the Markdown of a legal text renders: every Markdown link through Link (external links
 * open in a new tab and say so), sub-headings without the slug ids Markdown gives them.
 * Paragraphs and lists stay plain elements, styled by the `prose-legal` text column of
 * LegalDocument.
 */
import Link from './Link.astro';
import SubHeading from './SubHeading.astro';

export const legalComponents = { a: Link, h3: SubHeading };
