/**
 * Shapes of the content that the blocks in src/components/blocks/ render. Content modules
 * declare their copy with these types; components never declare the shape of copy themselves.
 */
import type { contentIcons } from '../components/ui/icons.ts';
import type { ImageName } from './images.ts';

/** A link or call to action: its visible label and where it goes. */
export interface Link {
  label: string;
  href: string;
}

/** Icons content can name: the keys of the icon registry (src/components/ui/icons.ts). */
export type IconName = keyof typeof contentIcons;

/** A section's eyebrow, heading and optional intro; `id` names the heading when it is a link target. */
export interface Heading {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** An icon card: title and text, optionally bullet points and a link. */
export interface Feature {
  icon: IconName;
  title: string;
  text: string;
  points?: readonly string[];
  link?: Link;
}

/** A check-list point: plain text, or text with the link that proves it (a certificate's details). */
export type CheckItem = string | { text: string; link: Link };

/** One step of a numbered process. */
export interface Step {
  title: string;
  text: string;
}

export interface FaqItem {
  question: string;
  answer: string;
  /** Where the answer's evidence is (a certificate's details). */
  link?: Link;
}

/** A headline figure shown in a page's key-figure band. */
export interface Stat {
  value: string;
  label: string;
}

export interface DataTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A product variant card (box-spring variants, family beds, toppers ...), with its action. */
export interface Variant {
  name: string;
  /** A short line under the name, e.g. a size. */
  tagline?: string;
  description: string;
  features: readonly string[];
  badge?: string;
  action: Link;
}

/** The opening block of an inner page: eyebrow, h1, intro, up to two actions, optional image. */
export interface PageHeroContent {
  eyebrow?: string;
  title: string;
  intro: string;
  actions?: readonly Link[];
  image?: ImageName;
}

/** A large figure with its label and explanation; a claim carries the source it rests on. */
export interface Figure {
  value: string;
  label: string;
  text: string;
  source?: { text: string; url?: string };
}

/** A card led by a large figure (age guidance, bed heights). */
export interface FigureCard {
  figure: string;
  title: string;
  text: string;
}

/** One interval of a maintenance plan and its tasks. */
export interface MaintenanceEntry {
  interval: string;
  tasks: readonly string[];
}

/** An icon card with an optional action (water bed service, senior home visits). */
export interface ServiceCard extends Feature {
  action?: Link;
}
