/**
 * Water bed technology: hero, components, the 4 installation
 * steps, the maintenance plan and the service cards. Figures come from wasserbetten.ts.
 */
import { consultHref } from '../interests.ts';
import { phoneHref } from '../site.ts';
import { waterBed } from './wasserbetten.ts';
import type { Feature, Heading, Link, Stat, Step, PageHeroContent } from '../blocks.ts';
import { typesetDeep } from '../../lib/typography.ts';

export interface MaintenanceEntry {
  interval: string;
  tasks: readonly string[];
}

export interface ServiceCard extends Feature {
  action: Link;
}

const steps = [
  {
    title: 'Vorbereitung',
    text: `Wir prüfen den Stellplatz: ebener Boden, Steckdose in der Nähe und eine Tragfähigkeit für etwa ${waterBed.filledWeightKg}.`,
  },
  {
    title: 'Aufbau',
    text: 'Podest, Sicherheitswanne, Heizung und Wassermatratze werden Schicht für Schicht passgenau montiert.',
  },
  {
    title: 'Befüllung',
    text: 'Wir befüllen die Wassermatratze mit Leitungswasser, geben Konditionierer hinzu und entlüften sorgfältig.',
  },
  {
    title: 'Kalibrierung',
    text: 'Wassermenge und Temperatur stellen wir mit Ihnen gemeinsam auf Ihr Liegegefühl ein.',
  },
] as const satisfies readonly Step[];

if (steps.length !== waterBed.installationSteps) {
  throw new Error('wasserbett-technik: the installation steps must match waterBed.installationSteps');
}

/** The water bed technology page's opening block (eyebrow, h1, intro, actions). */
export const wasserbettTechnikHero = typesetDeep({
  eyebrow: 'Wasserbett-Technik',
  title: 'So funktioniert Ihr Wasserbett',
  intro:
    'Heizung und Thermostat, Sicherheitssystem, Befüllung und Entlüftung: die Technik hinter dem Schlafkomfort – verständlich erklärt.',
  actions: [{ label: 'Beratung vereinbaren', href: consultHref('Wasserbett') }],
} as const satisfies PageHeroContent);

export const wasserbettTechnikContent = typesetDeep({
  /** The accessible name of the figures row. */
  statsLabel: 'Wasserbett-Technik in Zahlen',
  stats: [
    { value: `${waterBed.heatingWatt} Watt`, label: 'Heizleistung mit Thermostat' },
    { value: `${waterBed.installationSteps} Schritte`, label: 'Installation durch unser Team' },
    { value: waterBed.waterChangeYears, label: 'bis zum kompletten Wasserwechsel' },
  ] satisfies Stat[],
  componentsHeading: {
    eyebrow: 'Komponenten',
    title: 'Was in Ihrem Wasserbett steckt',
  } satisfies Heading,
  components: [
    {
      icon: 'thermometer',
      title: 'Heizung und Thermostat',
      text: `Eine flache ${waterBed.heatingWatt}-Watt-Heizung unter der Wassermatratze; der Thermostat hält Ihre Wunschtemperatur gradgenau.`,
    },
    {
      icon: 'shield',
      title: 'Sicherheitssystem',
      text: 'Sicherheitswanne und Sicherheitsfolie fangen im seltenen Fall einer Undichtigkeit das Wasser sicher auf.',
    },
    {
      icon: 'droplets',
      title: 'Befüll- und Entlüftungssystem',
      text: 'Über das Ventil befüllen und entlüften Sie die Wassermatratze sauber und ohne Kleckern.',
    },
  ] satisfies Feature[],
  stepsHeading: {
    eyebrow: 'Installation',
    title: `In ${waterBed.installationSteps} Schritten zum fertigen Wasserbett`,
    intro: 'Lieferung, Aufbau und Einstellung übernimmt unser eigenes Montageteam.',
  } satisfies Heading,
  steps,
  maintenanceHeading: {
    eyebrow: 'Wartungsplan',
    title: 'Wartung im Überblick',
  } satisfies Heading,
  maintenance: [
    { interval: 'Jährlich', tasks: ['Konditionierer zugeben', 'Heizung und Thermostat prüfen'] },
    { interval: 'Bei Bedarf', tasks: ['Wassermatratze entlüften', 'Vinyl reinigen und pflegen'] },
    {
      interval: `Alle ${waterBed.waterChangeYears}`,
      tasks: ['Kompletter Wasserwechsel', 'Sicherheitsfolie kontrollieren'],
    },
  ] satisfies MaintenanceEntry[],
  serviceHeading: {
    eyebrow: 'Service',
    title: 'Wir sind für Sie da',
  } satisfies Heading,
  services: [
    {
      icon: 'phone',
      title: 'Notdienst',
      text: 'Heizung ausgefallen oder Wasser in der Sicherheitsfolie? Rufen Sie uns an – wir helfen schnell weiter.',
      action: { label: 'Notdienst anrufen', href: phoneHref },
    },
    {
      icon: 'wrench',
      title: 'Wartungsservice',
      text: 'Wasserwechsel, Entlüftung oder neue Wassermatratze: Wir kommen zu Ihnen und erledigen die Wartung.',
      action: { label: 'Wartung vereinbaren', href: consultHref('Wasserbett') },
    },
  ] satisfies ServiceCard[],
  cta: {
    title: 'Fragen zur Technik?',
    text: 'Wir erklären Ihnen jedes Detail – im Showroom oder am Telefon.',
    actions: [
      { label: 'Beratung vereinbaren', href: consultHref('Wasserbett') },
      { label: 'Zu den Wasserbetten', href: '/produkte/wasserbetten' },
    ] satisfies Link[],
  },
} as const);
