/**
 * Evaluation set of the chat assistant: questions as visitors type them (typos, no umlauts,
 * colloquial, one word, long and rambling, off-topic), each with what a correct answer is:
 * a page path (the answer's first link leads there), a curated topic id, or 'fallback'
 * (the honest 'no sure answer' with phone, hours and form). Several entries mean any of them
 * is right (the same fact is shown on several pages).
 *
 * `heldOut` was written together with `tuning` before the matcher was tuned, and its misses
 * were not looked at while tuning; its score shows how the matcher does on unseen phrasings.
 */
export type Expected = string | readonly string[];
export interface EvalQuestion {
  q: string;
  expect: Expected;
}

export const FALLBACK = 'fallback';

const HOME = '/';
const PROD = '/produkte';
const BOX = '/produkte/boxspringbetten';
const ELE = '/produkte/elektrische-boxspringbetten';
const MAT = '/produkte/matratzen';
const TOP = '/produkte/topper';
const WB = '/produkte/wasserbetten';
const WBT = '/produkte/wasserbett-technik';
const FAM = '/produkte/familienbetten';
const SEN = '/produkte/seniorenbetten';
const UEB = '/produkte/ueberlaenge';
const SB = '/schlafberater';
const SRV = '/service';
const GAR = '/garantie';
const BER = '/beratung';
const GES = '/gesundheit';
const UUN = '/ueber-uns';
const KON = '/kontakt';
const AGB = '/agb';
const DS = '/datenschutz';
const FB = FALLBACK;

/** Where the same fact is stated. */
const GUARANTEE = [GAR, SRV, HOME, PROD, UUN, GES];
const EXCHANGE = [GAR, SRV, HOME, PROD, UUN];
const DELIVERY_TIME = [SRV, HOME, PROD, BER, UUN];
const DELIVERY = [SRV, HOME, GAR, BOX];
const DISPOSAL = [SRV, HOME, GAR, BOX, AGB];
const HARDNESS = [MAT, SB];
const POSITIONS = [MAT, GES, SB];
const MATERIALS = [UUN, HOME, GES, BOX, PROD, GAR];
const MADE = [UUN, HOME, GES, BOX, PROD];
const TESTING = [BER, HOME, GAR];
const CUSTOM = [UEB, HOME, BOX, SRV, GAR];
const CARE = [SRV, MAT, HOME];
const ORDER = [AGB, BER, KON];
const PRICE = ['prices', FB];

const q = (expect: Expected, ...questions: string[]): EvalQuestion[] => questions.map((x) => ({ q: x, expect }));

export const tuning: readonly EvalQuestion[] = [
  // The examples
  ...q(WB, 'Habt ihr auch Wasserbetten?'),
  ...q(EXCHANGE, 'Kann ich eine Matratze zurückgeben, wenn sie nicht passt?'),
  ...q(KON, 'wie komm ich mit dem auto zu euch'),
  ...q(DISPOSAL, 'Nehmt ihr die alte Matratze mit?'),
  ...q([WB, WBT], 'Wie viel Strom braucht die Heizung vom Wasserbett?'),
  ...q([HOME, SRV, GAR, BER], 'Ich habe eine Dachschräge, was empfehlen Sie?'),
  ...q([GES, MAT, BER, ELE, SEN], 'Ich habe Rückenschmerzen, was empfehlen Sie?'),
  ...q(TOP, 'Welche Topper gibt es?'),
  ...q(ELE, 'Habt ihr elektrisch verstellbare Betten?'),
  ...q(MAT, 'Was ist der Unterschied zwischen Visco und Latex?'),

  // Delivery time
  ...q(
    DELIVERY_TIME,
    'wie lange dauert die lieferung',
    'Lieferzeit?',
    'wann kommt mein bett',
    'Lifferzeit',
    'wie schnell kann ich ein bett haben',
  ),
  ...q(DELIVERY_TIME, 'wie lang muss ich warten bis das bett da ist', 'dauert die fertigung lange?'),
  // Delivery and assembly
  ...q(
    DELIVERY,
    'liefert ihr auch?',
    'Ist die Lieferung kostenlos?',
    'baut ihr das bett auch auf',
    'montage',
    'versandkosten?',
  ),
  ...q(DELIVERY, 'ich wohne 40 km weg, kostet die lieferung was', 'Liefern Sie auch nach Hause und bauen es auf?'),
  ...q(
    DISPOSAL,
    'entsorgung alte matratze',
    'könnt ihr mein altes bett mitnehmen',
    'was passiert mit meiner alten matraze',
  ),
  // Guarantee and exchange
  ...q(
    GUARANTEE,
    'garantie',
    'Wie lange habe ich Garantie?',
    'garantei auf das bett',
    'gewaehrleistung',
    'was ist wenn was kaputt geht',
  ),
  ...q([...GUARANTEE, AGB], 'wie lange gewährleistung habe ich'),
  ...q(GUARANTEE, 'Wie viele Jahre Garantie gibt es auf den Rahmen?', 'federkern kaputt nach 10 jahren, garantie?'),
  ...q(
    EXCHANGE,
    'umtausch matratze',
    'kann ich die matratze umtauschen',
    'matratze zu hart, kann ich tauschen?',
    'Rückgaberecht?',
  ),
  ...q(EXCHANGE, 'wie lange kann ich die matratze testen zu hause', 'Probeschlafen zuhause möglich?'),
  // Withdrawal (legal)
  ...q([AGB, ...EXCHANGE], 'Habe ich ein Widerrufsrecht?', 'kann ich vom kauf zurücktreten'),
  ...q(AGB, 'widerruf bei maßanfertigung', 'wie lange ist die widerrufsfrist'),
  // Ordering / shop
  ...q(
    ORDER,
    'Habt ihr einen Onlineshop?',
    'kann ich online bestellen',
    'wie kann ich ein bett kaufen',
    'bestellen per telefon möglich?',
  ),
  // Prices
  ...q(
    PRICE,
    'Was kostet ein Boxspringbett?',
    'wie teuer sind eure betten',
    'preise?',
    'was kosten die betten ungefähr',
    'preiss boxspring',
  ),
  ...q(PRICE, 'was kostet ein wasserbett bei euch'),
  // Opening hours
  ...q(
    KON,
    'öffnungszeiten samstag',
    'oeffnungszeiten',
    'Wann habt ihr geöffnet?',
    'Habt ihr am Sonntag offen?',
    'Offnungszeiten',
    'wann haben sie auf',
  ),
  ...q(KON, 'seid ihr samstags da', 'bis wann habt ihr heute offen'),
  // Directions
  ...q(KON, 'Wo ist der Showroom?', 'anfahrt', 'Adresse?', 'Gibt es Parkplätze?', 'wegbeschreibung ab der a45'),
  ...q(KON, 'kann ich mit dem bus zu euch kommen', 'wo kann ich parken', 'navi adresse bitte'),
  // Contact
  ...q([KON, SRV], 'Wie kann ich euch erreichen?', 'Telefonnummer', 'email adresse?', 'kontakt', 'ich möchte anrufen'),
  ...q([KON, SRV], 'wann seid ihr telefonisch erreichbar'),
  // Consultation
  ...q(
    BER,
    'Kann ich einen Beratungstermin vereinbaren?',
    'ich möchte mich beraten lassen',
    'berattung',
    'termin für eine beratung',
  ),
  ...q([BER, SEN], 'kommt ihr auch zu mir nach hause zur beratung?'),
  ...q(BER, 'telefonische beratung möglich?', 'wie läuft so eine beratung ab', 'was passiert bei der schlafanalyse'),
  // Testing
  ...q(
    TESTING,
    'Kann ich die Betten probeliegen?',
    'wie lange sollte ich probe liegen',
    'kann man das bett vorher testen',
    'ausprobieren im laden',
  ),
  // Boxspring basics
  ...q(
    BOX,
    'Was ist ein Boxspringbett?',
    'was ist eigentlich boxspring',
    'wie ist so ein boxspring bett aufgebaut',
    'was bedeutet boxspring',
  ),
  ...q([BOX, HOME], 'Welche Vorteile hat ein Boxspringbett?', 'vorteile boxspring', 'lohnt sich ein boxspringbett?'),
  ...q(BOX, 'welche boxspring modelle habt ihr', 'was ist der unterschied zwischen classic und luxury', 'comfort plus'),
  ...q([BOX, SEN], 'gibt es ein boxspringbett mit hoher einstiegshöhe'),
  // Mattresses
  ...q(MAT, 'welche matratzen habt ihr', 'latexmatratze', 'federkern oder visco?', 'was ist eine hybrid matratze'),
  ...q(
    HARDNESS,
    'Welcher Härtegrad passt zu mir?',
    'haertegrad',
    'ich wiege 95 kilo welche haerte',
    'H3 oder H4',
    'welche härte bei 70 kg',
  ),
  ...q(POSITIONS, 'Ich bin Seitenschläfer, welche Matratze?', 'rueckenschlaefer', 'bauchschlafer matratze'),
  ...q([...CARE, TOP], 'muss ich die matratze wenden', 'wie oft matratze drehen'),
  ...q(HARDNESS, 'schlafberater', 'gibt es einen test welche matratze passt'),
  // Toppers
  ...q(
    TOP,
    'topper',
    'brauche ich einen topper',
    'gel topper',
    'welcher topper wenn man schnell schwitzt',
    'visco topper dicke',
  ),
  ...q(TOP, 'kann man den topper bezug waschen', 'welche größen gibt es bei toppern', 'wie lange hält ein topper'),
  ...q([TOP, HOME], 'wann sollte ich den topper ersetzen'),
  // Water beds
  ...q(
    [WB, WBT],
    'wasserbett',
    'wasserbett heizung',
    'wie schwer ist ein wasserbett',
    'Wasserbettheizung Stromverbrauch',
  ),
  ...q(WB, 'wie lange hält ein wasserbett', 'sind wasserbetten gut für allergiker', 'wasserbett bezug waschen'),
  ...q([WB, WBT], 'wie oft muss man das wasser wechseln', 'konditionierer wasserbett'),
  ...q(
    WBT,
    'wie wird ein wasserbett aufgebaut',
    'heizung vom wasserbett ausgefallen',
    'wasserbett notdienst',
    'wartung wasserbett',
  ),
  ...q(WBT, 'was ist die sicherheitsfolie'),
  // Electric beds
  ...q(
    ELE,
    'elektrisches boxspringbett',
    'bett mit motor',
    'kann man das kopfteil verstellen',
    'was passiert bei stromausfall mit dem elektrischen bett',
  ),
  ...q(ELE, 'fernbedienung memory funktion', 'sind die motoren laut'),
  // Family beds
  ...q(FAM, 'familienbett', 'familienbett 240', 'bett für eltern und kinder', 'ist ein familienbett sicher für babys'),
  ...q(FAM, 'eltern kind bett größe', 'ab welchem alter familienbett'),
  // Senior beds
  ...q(SEN, 'seniorenbett', 'bett für ältere menschen', 'welche betthöhe für senioren', 'bett mit nachtlicht'),
  ...q(SEN, 'meine mutter kommt schwer aus dem bett', 'einstiegshöhe seniorenbett'),
  // Over-length
  ...q(UEB, 'überlänge', 'bett 220 cm lang', 'ueberlaenge 250'),
  ...q([UEB, SB], 'ich bin 2 meter groß welche bettlänge'),
  ...q([UEB, SB], 'wie lang sollte mein bett sein', 'bettlänge bei 1,92'),
  // Customisation
  ...q(
    CUSTOM,
    'Kann ich das Bett individuell anpassen lassen?',
    'Gibt es Sondergrößen?',
    'bett nach mass',
    'welche farben gibt es',
  ),
  ...q([HOME, SRV, GAR], 'bett für dachschräge'),
  ...q([HOME, MAT], 'bett für schwere menschen', 'ich wiege 150 kg hält das bett'),
  // Care
  ...q(CARE, 'Wie pflege ich mein Boxspringbett?', 'Wie reinige ich den Bezug?', 'pflege tipps', 'bett absaugen?'),
  // Durability
  ...q(
    ['durability', GAR, HOME, UUN],
    'wie lang hält ein boxspringbett',
    'Lebensdauer',
    'wie langlebig sind die betten',
  ),
  // Materials and manufacture
  ...q(
    MATERIALS,
    'Welche Materialien verwendet ihr?',
    'sind die stoffe schadstofffrei',
    'OEKO-TEX zertifiziert?',
    'aus welchem holz ist der rahmen',
  ),
  ...q(
    MADE,
    'Wo werden die Betten hergestellt?',
    'Sind eure Betten handgemacht?',
    'made in germany',
    'wer produziert die betten',
  ),
  // About
  ...q([UUN, HOME], 'seit wann gibt es euch', 'familienbetrieb?'),
  ...q([UUN, HOME, BER], 'wie groß ist der showroom'),
  // Health
  ...q([GES, ELE, SEN], 'gesunder schlaf', 'ich schlafe schlecht was kann ich tun'),
  ...q(
    GES,
    'welche raumtemperatur im schlafzimmer',
    'wie oft lüften',
    'luftfeuchtigkeit schlafzimmer',
    'wie oft bettwäsche waschen milben',
  ),
  ...q([GES, MAT, SEN, ELE], 'bandscheibenvorfall welches bett'),
  // Privacy
  ...q(
    DS,
    'was passiert mit meinen daten aus dem formular',
    'wie lange speichert ihr meine anfrage',
    'speichert der chat meine eingaben',
  ),
  // Greetings that carry a question
  ...q(PRICE, 'Hallo, was kostet ein Boxspringbett?'),
  ...q(KON, 'hi, wo seid ihr genau?'),
  // Long, rambling
  ...q(
    [WB, WBT],
    'hallo zusammen, wir überlegen uns ein wasserbett zu kaufen weil meine frau immer friert, aber ich frage mich wie viel strom so eine heizung eigentlich im jahr frisst, habt ihr da erfahrungswerte?',
  ),
  ...q(
    EXCHANGE,
    'Guten Tag, ich habe vor drei Wochen bei Ihnen eine Matratze gekauft und merke jetzt, dass sie mir doch etwas zu weich ist. Kann ich die noch umtauschen oder ist das zu spät?',
  ),
  ...q(
    UEB,
    'mein sohn ist 1,98 und schläft seit jahren mit den füßen überm bettende, gibts bei euch längere betten und wie lang müsste das dann sein',
  ),
  ...q(
    DELIVERY,
    'Moin, wir wohnen etwa 30 km von euch entfernt im 3. Stock ohne Aufzug, bringt ihr das Bett hoch und baut es auch auf oder müssen wir das selbst machen?',
  ),

  // Payment methods stand in the AGB (§ 4): a method they do not name (PayPal, instalments,
  // financing) is answered with the ones they name and the honest note that the site names no
  // others. Leasing, discounts and current prices are unanswerable.
  ...q('/agb', 'Kann ich mit Karte zahlen?', 'ec karte zahlung möglich'),
  ...q('/agb', 'ratenzahlung?', 'kann ich mit paypal bezahlen', '0% finanzierung'),
  ...q(FB, 'Bietet ihr Finanzierung an?', 'kann ich das bett leasen?', 'leasing für firmen möglich?'),
  ...q(FB, 'habt ihr gerade rabatt aktionen', 'gibt es einen gutschein', 'aktuelle preise für das luxury bett?'),
  // Off-topic
  ...q(
    FB,
    'Wie wird das Wetter morgen?',
    'Wer hat gestern das Spiel gewonnen?',
    'Erzähl mir einen Witz',
    'Was ist die Hauptstadt von Frankreich?',
  ),
  ...q(
    FB,
    'Haben Sie ein Rezept für Apfelkuchen?',
    'Wie spät ist es?',
    'Ich suche einen Job als Programmierer',
    'asdfghjkl',
  ),
  ...q(
    FB,
    'Kannst du meine Hausaufgaben machen?',
    'Wie funktioniert die Steuererklärung?',
    'Welcher Film läuft heute im Kino?',
  ),
  ...q(FB, 'Ich brauche einen Klempner für meine Heizung', 'was ist 2+2', 'verkauft ihr auch sofas?'),
  ...q(FB, 'wie heißt der bundeskanzler', 'kannst du mir ein gedicht schreiben', 'wo ist der nächste ikea', 'lol'),
  ...q(FB, 'Ich möchte mein Auto verkaufen', 'Wie koche ich Nudeln?', 'bitcoin kurs'),
];

export const heldOut: readonly EvalQuestion[] = [
  ...q(WB, 'habt ihr wasserbeten', 'gibt es bei euch auch wasserbetten oder nur boxspring'),
  ...q([WB, WBT], 'verbraucht so ein wasserbett viel energie', 'wasserbett temperatur einstellen'),
  ...q(WB, 'ist ein wasserbett was für allergiker'),
  ...q(WBT, 'mein wasserbett verliert wasser was tun', 'wasserbett entlüften'),
  ...q(
    EXCHANGE,
    'was wenn mir die matratze nicht gefällt',
    'kann man matratzen zurück geben',
    'umtauschrecht wie viele tage',
  ),
  ...q(GUARANTEE, 'wie viel jahre garantie', 'garantie auf topper?', 'gibts garantie auf die matratze'),
  ...q(DISPOSAL, 'nehmt ihr das alte bett mit', 'wer entsorgt die alte matratze'),
  ...q(DELIVERY, 'liefert ihr kostenlos', 'aufbau inklusive?', 'liefert ihr auch 100 km weit'),
  ...q(DELIVERY_TIME, 'wie lange braucht ihr für ein bett', 'lieferzeiten', 'wann kann geliefert werden'),
  ...q(
    KON,
    'wie komme ich zu ihnen',
    'wo seid ihr',
    'parkplatz vorhanden?',
    'wie finde ich euch mit dem navi',
    'welcher bus fährt zu euch',
  ),
  ...q(KON, 'wann habt ihr offen', 'habt ihr samstag auf', 'oeffnungszeitn', 'sonntags offen?'),
  ...q([KON, SRV], 'telefon', 'wie ist eure mail', 'ich will euch anrufen welche nummer'),
  ...q(BER, 'beratungstermin', 'kann ich vorbeikommen zur beratung', 'wie lange dauert eine beratung'),
  ...q(TESTING, 'probeliegen möglich?', 'kann ich die matratze im laden testen'),
  ...q(
    BOX,
    'boxspringbett aufbau',
    'was ist der unterschied zwischen boxspring und normalem bett',
    'boxspring classic',
  ),
  ...q(MAT, 'matratzen', 'was ist besser latex oder federkern', 'visco matratze'),
  ...q(HARDNESS, 'welcher haertegrad bei 100 kg', 'h2 oder h3', 'welche festigkeit brauche ich'),
  ...q(POSITIONS, 'seitenschlaefer matratze', 'ich schlafe auf dem bauch'),
  ...q(TOP, 'was bringt ein topper', 'latex topper', 'kaltschaum topper', 'topper 180x200'),
  ...q(ELE, 'verstellbares bett', 'elektrisch verstellbar', 'kann man die beine hochlegen'),
  ...q(FAM, 'familienbett mit kindern', 'großes bett für die ganze familie'),
  ...q(SEN, 'seniorenbetten', 'bett für oma', 'hohes bett zum leichten aufstehen'),
  ...q(UEB, 'extra lange betten', 'bett für große menschen', 'ich bin 1,95m welches bett'),
  ...q(CUSTOM, 'individuelle größe möglich', 'sondermaße'),
  ...q(CARE, 'wie reinige ich das boxspringbett', 'wie oft bezug waschen'),
  ...q(MATERIALS, 'welcher stoff', 'schadstoffe?'),
  ...q(MADE, 'wo wird produziert', 'handarbeit?'),
  ...q(PRICE, 'was kostet das', 'preis elektrisches bett'),
  ...q(ORDER, 'gibts einen online shop', 'bestellung online'),
  ...q([GES, MAT, ELE, SEN, BER], 'rücken tut weh welches bett', 'nackenschmerzen morgens'),
  ...q(GES, 'wie warm sollte das schlafzimmer sein'),
  ...q(DS, 'löscht ihr meine daten'),
  ...q([AGB, ...EXCHANGE], 'kann ich widerrufen'),
  ...q(
    [WB, WBT],
    'hallo ich hab ne frage, ich hab schon ewig ein wasserbett von einem anderen hersteller und überlege ob ich auf eins von euch umsteige, wie oft muss man bei euch das wasser wechseln und was muss ich pflegen',
  ),
  ...q(
    HARDNESS,
    'Guten Abend, mein Mann wiegt ca. 110 kg und ich etwa 60 kg, wir suchen eine Matratze, welche Härtegrade würden Sie uns empfehlen?',
  ),
  // Unanswerable
  ...q('/agb', 'kann man bei euch mit kreditkarte bezahlen'),
  ...q('/agb', 'finanzierung möglich?', 'klarna?'),
  ...q(FB, 'gibts rabatt', 'gibt es skonto?', 'habt ihr einen black friday sale?'),
  // Off-topic
  ...q(FB, 'Wie wird das Wetter am Wochenende', 'wer bist du', 'erzähl was lustiges', 'was ist der sinn des lebens'),
  ...q(FB, 'ich suche einen kühlschrank', 'wann fährt der nächste zug nach köln', 'wie alt bist du'),
  ...q(FB, 'qwertz', 'spielt ihr fußball', 'kann ich bei euch eine wohnung mieten'),
];
