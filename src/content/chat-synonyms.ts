/**
 * The chat assistant's small German vocabulary: words visitors use for what the site calls
 * differently, colloquial phrases, and the subjects the site cannot answer. Everything here is
 * folded (case, umlauts, ß) and stemmed by src/lib/chat/text.ts on both sides of the search, so
 * entries are written once in plain German, with umlauts, in any inflected form.
 *
 * This is language data, not site copy: the answers themselves always come from the content
 * modules.
 */

/**
 * Synonym groups: every word of a group is searched as its first word. The first word should
 * be one the site's copy actually uses ('Umtausch' on the guarantee page, 'Anfahrt' on the
 * contact page), so a visitor's 'zurückgeben' finds the text that says 'umtauschen'.
 */
export const chatSynonymGroups: readonly (readonly string[])[] = [
  [
    'umtauschen',
    'Umtausch',
    'zurückgeben',
    'Rückgabe',
    'zurückschicken',
    'zurücksenden',
    'tauschen',
    'Umtauschrecht',
    'Rückgaberecht',
    'umtauscht',
  ],
  [
    'Anfahrt',
    'Auto',
    'Autobahn',
    'Parkplatz',
    'parken',
    'Weg',
    'Wegbeschreibung',
    'Route',
    'Navi',
    'hinkommen',
    'hinfahren',
    'Adresse',
    'Anschrift',
    'Standort',
  ],
  [
    'Öffnungszeiten',
    'offen',
    'geöffnet',
    'öffnen',
    'aufhaben',
    'geschlossen',
    'Geschäftszeiten',
    'Ladenzeiten',
    'Uhrzeit',
    'Öffnungszeit',
  ],
  [
    'Garantie',
    'kaputt',
    'defekt',
    'Gewährleistung',
    'Reklamation',
    'reklamieren',
    'Mangel',
    'beschädigt',
    'Schaden',
    'Garantiezeit',
  ],
  [
    'Gesundheit',
    'Rücken',
    'Rückenschmerzen',
    'Schmerzen',
    'Bandscheibe',
    'Bandscheibenvorfall',
    'Verspannungen',
    'verspannt',
    'Nacken',
    'Wirbelsäule',
    'gesund',
    'orthopädisch',
    'Ischias',
  ],
  ['Heizung', 'Strom', 'Stromverbrauch', 'Energie', 'heizen', 'beheizt', 'Nebenkosten', 'Verbrauch', 'Heizleistung'],
  ['Entsorgung', 'entsorgen', 'mitnehmen', 'Mitnahme', 'abholen', 'wegbringen', 'Sperrmüll', 'entsorgt'],
  ['elektrisch', 'verstellbar', 'verstellen', 'Motor', 'motorisch', 'Fernbedienung', 'Knopfdruck', 'elektrische'],
  ['Visco', 'Viskose', 'Memory', 'Memoryschaum', 'Gedächtnisschaum', 'viskoelastisch'],
  ['Wasserbett', 'Waterbed', 'Wasserbetten', 'Wassermatratze'],
  [
    'Senioren',
    'Rentner',
    'ältere',
    'älter',
    'Oma',
    'Opa',
    'Seniorenbett',
    'Rollator',
    'Mutter',
    'Vater',
    'Schwiegermutter',
    'Großeltern',
  ],
  ['Familienbett', 'Familie', 'Familienbetten', 'Co-Sleeping', 'Kinder', 'Kind'],
  ['Überlänge', 'überlang', 'Übergröße', 'Übergrösse', 'extralang', 'längere', 'länger'],
  ['Dachschrägen', 'Dachschräge', 'Schräge', 'Dachgeschoss', 'Dachzimmer'],
  ['Lieferung', 'liefern', 'Versand', 'versenden', 'Versandkosten', 'Lieferkosten', 'zustellen', 'bringen'],
  ['Lieferzeit', 'Liefertermin', 'Lieferdauer', 'Lieferfrist', 'Wartezeit'],
  ['Montage', 'aufbauen', 'montieren', 'zusammenbauen', 'aufstellen', 'montiert'],
  // 'angeben' is no typo of 'anheben': the copy says 'Angaben'.
  ['Angaben', 'angeben', 'Angabe'],
  ['Aufbau', 'aufgebaut', 'Aufbauanleitung', 'Schichten'],
  ['leise', 'laut', 'Lautstärke', 'Geräusch', 'Geräusche', 'quietschen', 'flüsterleise'],
  ['Showroom', 'Laden', 'Geschäft', 'Ausstellung', 'Filiale', 'Ausstellungsraum', 'Verkaufsraum'],
  ['saugen', 'absaugen', 'Staubsauger', 'staubsaugen', 'Polsterdüse'],
  ['Bezug', 'Bezüge', 'Bettwäsche', 'Bettbezug', 'Überzug'],
  ['Geschichte', 'gegründet', 'Gründung', 'Tradition', 'Firmengeschichte'],
  ['Hause', 'zuhause', 'daheim', 'Wohnung'],
  ['Preis', 'Kosten', 'kostet', 'teuer', 'günstig', 'billig', 'Euro', 'Preisliste', 'Budget', 'Preise', 'Geld'],
  ['probeliegen', 'testen', 'ausprobieren', 'probieren', 'Probe', 'reinlegen', 'erleben'],
  ['Beratung', 'Termin', 'beraten', 'Berater', 'Beratungstermin', 'Showroomtermin', 'vorbeikommen', 'besuchen'],
  ['Pflege', 'pflegen', 'reinigen', 'Reinigung', 'sauber', 'saubermachen', 'putzen', 'Flecken'],
  ['waschen', 'waschbar', 'Waschmaschine', 'Grad'],
  ['Haltbarkeit', 'Lebensdauer', 'haltbar', 'langlebig', 'Lebenszeit', 'hält', 'halten', 'Nutzungsdauer'],
  [
    'Bestellung',
    'bestellen',
    'online',
    'Onlineshop',
    'Shop',
    'Webshop',
    'Internet',
    'Warenkorb',
    'kaufen',
    'Kauf',
    'Website',
    'Webseite',
  ],
  [
    'Widerruf',
    'widerrufen',
    'Widerrufsrecht',
    'stornieren',
    'Storno',
    'Rücktritt',
    'zurücktreten',
    'Widerrufsfrist',
    'zurücknehmen',
    'zurückziehen',
  ],
  [
    'Daten',
    'Datenschutz',
    'gespeichert',
    'speichern',
    'Speicherung',
    'löschen',
    'gelöscht',
    'Löschung',
    'DSGVO',
    'abspeichern',
    'abgespeichert',
  ],
  ['Härtegrad', 'Härte', 'hart', 'weich', 'fest', 'Härtegrade', 'härter', 'weicher', 'Festigkeit'],
  ['Gewicht', 'wiege', 'wiegt', 'Kilo', 'kg', 'schwer', 'übergewichtig', 'dick'],
  ['Schlafposition', 'Schlaflage', 'Schläfertyp', 'liege'],
  ['Telefon', 'Telefonnummer', 'Nummer', 'anrufen', 'telefonisch', 'Hotline', 'Handy'],
  ['E-Mail', 'Mail', 'Email', 'mailen'],
  [
    'Herstellung',
    'hergestellt',
    'herstellen',
    'produziert',
    'Produktion',
    'Fertigung',
    'gefertigt',
    'handgemacht',
    'Handarbeit',
    'gebaut',
  ],
  ['Material', 'Materialien', 'Stoff', 'Stoffe', 'Schadstoffe', 'schadstofffrei', 'Bezugsstoff'],
  ['Maßanfertigung', 'Sondergröße', 'Sondermaß', 'Wunschmaß', 'maßgefertigt', 'individuell', 'Sondergrößen'],
  ['Einstiegshöhe', 'hoch', 'Höhe', 'Betthöhe', 'Liegehöhe', 'Sitzhöhe'],
  [
    'bezahlen',
    'zahlen',
    'Zahlung',
    'Bezahlung',
    'Zahlungsart',
    'Zahlungsarten',
    'Zahlungsmöglichkeiten',
    'Zahlungsmethoden',
    'zahle',
    'zahlt',
    'zahlbar',
    'Bezahlmöglichkeiten',
  ],
  ['Karte', 'Kartenzahlung', 'EC-Karte', 'Kreditkarte', 'Girokarte', 'Bankkarte', 'Kreditkarten'],
  ['Anzahlung', 'Vorkasse', 'Vorauszahlung', 'anzahlen', 'Vorschuss'],
  ['Umsatzsteuer', 'USt', 'MwSt', 'Mehrwertsteuer', 'Umsatzsteuer-ID', 'UStIdNr'],
  ['Handelsregister', 'Handelsregisternummer', 'Registernummer', 'Registergericht', 'HRA', 'HRB'],
  [
    'Streitbeilegung',
    'Schlichtung',
    'Schlichtungsverfahren',
    'Schlichtungsstelle',
    'Verbraucherschlichtung',
    'Schlichter',
    'Streit',
    'Streitfall',
    'Streitigkeiten',
  ],
  ['Eigentum', 'gehört', 'gehören', 'Eigentumsvorbehalt', 'Eigentümer'],
  ['Gerichtsstand', 'Gericht', 'Gerichte', 'klagen', 'verklagen'],
  ['Bahn', 'S-Bahn', 'Bahnhof', 'ÖPNV'],
  ['erfasst', 'abgedeckt', 'gedeckt', 'ausgeschlossen', 'ausgenommen'],
  [
    'Anbieter',
    'Betreiber',
    'betreibt',
    'betreiben',
    'Inhaber',
    'Firmeninhaber',
    'Besitzer',
    'Geschäftsinhaber',
    'Firma',
  ],
  ['Berufsbezeichnung', 'Beruf', 'Meister', 'Qualifikation', 'Meistertitel'],
  ['Allergiker', 'Allergie', 'Hausstauballergie', 'Milben', 'Hausstaubmilben'],
  ['schwitzen', 'warm', 'heiß', 'Hitze', 'kühl', 'kühlend', 'schwitze'],
  ['Notdienst', 'Notfall', 'ausgefallen', 'undicht', 'Leck', 'ausgelaufen'],
  ['Chat-Assistent', 'Chat', 'Chatbot', 'Bot', 'Assistent', 'Assistentin'],
  ['Gesprächsverlauf', 'Chatverlauf', 'Verlauf', 'Unterhaltung', 'besprochen'],
  ['abstimmen', 'aussuchen', 'auswählen', 'Wunschtermin', 'Wunschtag'],
  ['Einwilligung', 'Zustimmung', 'Einverständnis', 'zugestimmt'],
  ['Haftung', 'haftet', 'haften', 'Schadenersatz', 'Schadensersatz'],
  ['befüllen', 'füllen', 'gefüllt', 'befüllt', 'Befüllung', 'auffüllen', 'Füllung'],
  ['brechen', 'bricht', 'gebrochen', 'Bruch', 'zusammenbrechen', 'zusammengebrochen', 'durchbrechen'],
  ['phthalatfrei', 'Phthalate', 'Phthalat', 'Weichmacher', 'weichmacherfrei'],
  ['Schriftarten', 'Schriftart', 'Schrift', 'Schriften', 'Font', 'Fonts', 'Webfonts'],
  ['Abbildungen', 'Bilder', 'Bild', 'Fotos', 'Foto', 'Stockfotos', 'Stockfoto', 'Grafiken', 'Fotografien'],
  ['kostenlos', 'umsonst', 'kostenfrei', 'gebührenfrei'],
  ['vereinbaren', 'ausmachen', 'abmachen', 'abgemacht', 'ausgemacht'],
  ['Aufsichtsbehörde', 'Behörde', 'Datenschutzbehörde', 'Datenschutzaufsicht', 'Aufsicht'],
];

/**
 * 'Aufbau' is a bed's structure and its assembly: beside who does it, helping, doing it oneself,
 * or how long it takes it is the assembly ('muss ich beim Aufbau mit anpacken?').
 */
export const chatAssemblyAufbau =
  /(?<=\b(?:wer|selbst|selber|anpacken|mitanpacken|helfen|mithelfen|hilft|dauert|dauern)\b[^.!?;]*)\baufbau(?:s|en)?\b|\baufbau(?:s|en)?\b(?=[^.!?;]*\b(?:wer|selbst|selber|anpacken|mitanpacken|helfen|mithelfen|hilft|dauert|dauern)\b)/gi;

/**
 * Readings of the visitor's question before folding, as the word it means: words an umlaut tells
 * apart from another word that folding makes them ('zählt' counts, 'zahlt' pays: 'Ab wann zählt
 * das?' asks when something holds, not about paying), and words whose meaning the next word
 * decides ('dick' of a mattress is its thickness, of a person their weight).
 */
export const chatQuestionReadings: readonly (readonly [RegExp, string])[] = [
  // 'zählt das als Maßanfertigung?' asks what it is.
  [/\bzählt(?= (?:das|es|dies|sowas|der|die|mein\w*) (?:\p{L}+ )?als\b)/giu, 'ist'],
  [/\bzählt\b/giu, 'gilt'],
  [/\bzähl(?:e|en)\b/giu, 'gelten'],
  // 'ne dicke Matratze', 'dickere Topper', 'wie dick is der visco topper': how thick a thing is
  // ('4–8 cm stark'), not a person's weight, which 'dick' is in the synonym table ('zu dick für die Matratze').
  [
    /\bdick(?:e|er|en|es|ere|eren|erer)?\s+(?=(?:(?:ist|is|sind|seid)\s+)?(?:(?!für\b)\p{L}+\s+){0,2}(?:matratzen?|matrazen?|topper|auflagen?|polster|betten|bett|kopfteil|bezüge|bezug|schaum)\b)/giu,
    'starke ',
  ],
  // 'garantiert latexfrei', 'garantiert nicht': 'certainly', not the guarantee.
  [/\bgarantiert\s+(?=(?:nicht|kein\p{L}*|\p{L}+(?:frei|los|sicher|dicht))\b)/giu, ' '],
];

/**
 * Phrases that mean one thing although each word alone says little, in lower case. Patterns and
 * replacements are folded like the question (umlauts, ß) before use, so they are written in
 * plain German; the replacement is a word of the synonym groups.
 */
export const chatPhrases: readonly (readonly [RegExp, string])[] = [
  [chatAssemblyAufbau, ' montage '],
  // 'wie lange sollte man da liegen (bleiben)?': how long to lie on a bed to try it, not a
  // sleeping position ('liegen' is one in the synonym table).
  [
    /\bwie ?lange? (?:soll|muss|müss)\w* (?:man|ich|wir) (?:\w+ ){0,3}?(?:probe)?liegen(?: bleiben)?\b/g,
    ' wie lange probeliegen ',
  ],
  // 'wie lange habe ich Zeit', 'wie viel Zeit hat man': the time a visitor has for something is
  // the period the pages set for it ('Frist'), not a word of a passage that says 'jederzeit'.
  [/\bwie ?(?:lange?|viel) (?:ha\w+ (?:\w+ ){0,2}?zeit|zeit ha\w+)\b/g, ' wie lange frist '],
  // 'mich an eine Schlichtungsstelle wenden': turning to someone is asking them, not the
  // mattress's 'wenden'; the one turned to is what is asked about.
  [/\b(?:mich|uns|sich|man) an (\w+ (?:\w+ )?)wenden\b/g, ' $1 '],
  // 'gebraucht übernommen', 'von meiner Schwester geerbt': the goods passed on, which the
  // guarantee's terms call a resale ('Weiterverkauf').
  [
    /\b(?:gebraucht|von (?:mein|ner|nem|ein|unser)\w*) (?:\w+ ){0,4}?(?:übernommen|gekauft|bekommen|geerbt)\b/g,
    ' weiterverkauf ',
  ],
  // 'direkt hier bestellen', 'direkt online kaufen': how soon or straight, not what is ordered.
  [/\bdirekt(?= (?:\w+ ){0,4}?(?:bestellen|kaufen|ordern)\b)/g, ' '],
  // 'nachträglich wieder ändern', 'später widerrufen': a choice changed at any time, as the copy
  // says it ('jederzeit … ändern').
  [/\b(?:(?:nachträglich|wieder|später) ?)+(?= (?:\w+ ){0,2}(?:ändern|widerrufen)\b)/g, ' jederzeit '],
  // 'wie komme ich am besten …': the way asked for, not a word about quality ('wann … am besten' keeps it).
  [/\b(wie\b(?: \w+){0,4}?) am besten\b/g, ' $1 '],
  [/\bwie ?lange? (?:dauert|braucht|brauchen|dauern|muss ich warten|wartet man)\b/g, ' lieferzeit '],
  [/\bwann (?:kommt|kommen|bekomme|bekommen|erhalte|erhalten|krieg|kriege|krieg ich)\b/g, ' lieferzeit '],
  [/\bwie ?(?:schnell|fix)\b/g, ' lieferzeit '],
  // 'Wie hoch sollte das neue Bett sein?' asks what the site's heading asks: which bed height is
  // right ('das neue' is the visitor's next bed, no subject of its own).
  [
    /\b(?:wie hoch|welche (?:bett)?höhe) (?:sollte|soll|sollten|sollen|muss|müsste) (?:das |ein |mein |unser |sein |ihr |denn )?(?:neue[snm]? )?(?=\w*bett\b|sein\b)/g,
    ' welche höhe ist richtig für ',
  ],
  [/\bwie ?lange? (?:hält|halten|lebt)\b/g, ' haltbarkeit '],
  [/\bwie ?(?:viel|teuer) (?:kostet|kosten|kost|zahlt|zahle|muss ich zahlen)\b/g, ' preis '],
  [/\bwas (?:kostet|kosten|kost|kostn|kostets|kosted)\b/g, ' preis '],
  [/\bwo (?:seid|sind|sitzt|sitzen) (?:ihr|sie)\b/g, ' anfahrt '],
  [
    /\bwo (?:ist|liegt|sind|finde ich|findet man) (?:euer|eure|ihr|ihre|der|das|die|den) ?(?:showroom|laden|geschäft|ausstellung|firma|manufaktur|werkstatt|adresse)\b/g,
    ' anfahrt ',
  ],
  [/\bwo (?:genau|ungefähr|denn)\b/g, ' anfahrt '],
  // 'und wo sitzt die?': where the thing just named is, not a word about sitting.
  [/\bwo (?:sitzt|sitzen|befindet sich|befinden sich) (?:die|der|das|er|es|denn)(?=[^a-z0-9]*$)/g, ' wo '],
  [/\bwie (?:komm|komme|kommt|kommen|fahr|fahre|finde) (?:ich|man)?\b/g, ' anfahrt '],
  [/\bwann (?:habt|haben) (?:ihr|sie) (?:auf|offen)\b/g, ' öffnungszeiten '],
  [/\bauf ?haben\b/g, ' öffnungszeiten '],
  // The common names of fixed holidays are their dates, as the hours' exceptions print them
  // ('24.12.2026–26.12.2026: geschlossen'): 'an Heiligabend' asks about the 24.12.
  [/\bheiligabend\b/g, ' 24.12. '],
  [/\bsilvester\b/g, ' 31.12. '],
  [/\bneujahr(?:stag)?\b/g, ' 01.01. '],
  [/\bweihnachten\b/g, ' 24.12. 25.12. 26.12. '],
  [/\bprobe ?liegen\b/g, ' probeliegen '],
  // Turning the mattress over is its care ('wenden'); turning over in sleep is said of people.
  [/\b(?:matratzen?|matraze|matrazen) (?:\w+ )?(?:umdrehen|umgedreht|drehen)\b/g, ' matratze wenden '],
  [/\b(?:umdrehen|drehen) (?:\w+ )?(?:die|der|eine|meine|unsere) (?:matratzen?|matraze)\b/g, ' matratze wenden '],
  [/\bnach mass\b/g, ' massanfertigung '],
  // How thick a thing is ('wie dick ist der Topper?'), as the copy says it ('4–8 cm stark'); 'dick' of a person is weight.
  [/\bwie dick (?:ist|sind|wird|werden)\b|\bdicke (?:des|der|vom|von)\b/g, ' stark '],
  [/\bzu (?:euch|ihnen|dir) (?:kommen|komme|fahren|finden|hinkommen)\b/g, ' anfahrt '],
  [/\b(?:ust|umsatzsteuer|mwst|mehrwertsteuer) ?-? ?id(?:nr|nummer)?\b/g, ' umsatzsteuer identifikationsnummer '],
  [/\bbox ?spring(?:e)?\b/g, ' boxspring '],
  [/\bpasst nicht\b/g, ' umtauschen '],
  [/\bnicht (?:zufrieden|gefällt|bequem)\b/g, ' umtauschen '],
  [/\bkaputt (?:gehen|geht|ist)\b/g, ' garantie '],
  [/\bweh\b/g, ' gesundheit '],
  [/\btut (?:mir )?weh\b/g, ' gesundheit '],
  [/\bwasser ?bett\b/g, ' wasserbett '],
  [/\bextra ?lang\w*/g, ' überlänge '],
  [/\bwann\b(?:\s+\w+){0,4}?\s+geliefert\b/g, ' lieferzeit '],
  // When it will stand at the visitor's home is when it is delivered.
  [
    /\bwann\b(?:\s+\w+){0,5}?\s+bei (?:mir|uns)(?: zu ?hause| daheim)? (?:stehen|steht|sein|ist)\b|\bwann (?:steht|stehen)\b(?:\s+\w+){0,4}?\s+bei (?:mir|uns)\b/g,
    ' lieferzeit ',
  ],
  // Assembly asked of a kind of bed keeps the kind ('wer baut das Wasserbett auf?').
  [
    /\b(?:baut|bauen|baust|baue)\b(?:\s+\w+){0,3}?\s+((?:wasser|boxspring|familien|senioren)\w*)(?:\s+\w+){0,2}?\s+auf\b/g,
    ' montage $1 ',
  ],
  [/\b(?:baut|bauen|baust|baue)\b(?:\s+\w+){0,4}?\s+auf\b/g, ' montage '],
  [/\b(?:nehmt|nehmen|nimmst|nimmt)\b(?:\s+\w+){0,4}?\s+mit\b/g, ' entsorgung '],
  // Coming without a car is coming by bus and train.
  [/\b(?:ohne|kein|keinen|keine) (?:eigenes |eigenen )?(?:auto|wagen|pkw|führerschein)\b/g, ' bus bahn '],
  // A separable verb written apart ('nehmen Sie an … teil'): the verb the copy uses.
  [/\b(?:nehmt|nehmen|nimmst|nimmt)\b((?:\s+\w+){0,5}?)\s+teil\b/g, ' teilnehmen $1 '],
  // Taking part, said as 'mitmachen' ('macht ihr bei der Schlichtung mit?'); 'mit' before its
  // object is a preposition ('macht ihr Profiling mit meinen Daten').
  [
    /\b(?:macht|machen|machst)\b((?:\s+\w+){0,5}?)\s+mit(?=\s*(?:$|[?!.,;]|(?:falls|wenn|und|oder|da|dann)\b))|\bmitmachen\b/g,
    ' teilnehmen $1 ',
  ],
  [/\b(?:saugt|saugen|sauge)\b(?:\s+\w+){0,4}?\s+ab\b/g, ' saugen '],
  [/\balte[nms]? ((?:bett|matra|latten)\w*)/g, ' entsorgung $1 '],
  [/\b(?:schwer|schlecht|mühsam|kaum) (?:aus dem bett|hoch|auf)\b/g, ' einstiegshöhe senioren '],
  [/\bseit wann\b/g, ' geschichte '],
  // Who owns the shop is who runs it: the Impressum's owner ('Inhaber'), not the retention of title.
  [
    /\bwem (?:gehort|gehoren) (?:der|die|das|eure|euer|ihr|ihre) (?:laden|firma|geschaft|shop|unternehmen|manufaktur|schlafmanufaktur|showroom)\b/g,
    ' inhaber ',
  ],
  // 'steht ja im Impressum': where the visitor saw it, not what is asked.
  [
    /\b(?:steht|stehts|stand) (?:ja |doch |auch |so |da )*(?:im|in der|in den|auf der) (impressum|agb|datenschutz\w*)\b/g,
    ' $1 ',
  ],
  // Drawing power is consuming it ('wie viel Strom zieht die Heizung').
  [/\bstrom (?:zieht|ziehen|zieh)\b|\b(?:zieht|ziehen) (?:\w+ ){0,3}strom\b/g, ' stromverbrauch '],
  // A water bed 'when it is full' is a filled one ('wie schwer, wenn's voll ist').
  [/\b(?:wenn|sobald)(?:'?s)? (?:es |er |sie |das )?(?:ganz )?voll (?:ist|sind)\b/g, ' befüllt '],
  // The power gone ('wenn der Strom weg ist') is the copy's 'Stromausfall', not the heater's power.
  // 'aus' before an article is where the power comes from ('Strom aus der Steckdose'), not its failure.
  [
    /\bstrom (?:ist |mal |fallt |fällt )?(?:weg|ausfallt|ausfällt|aus(?! (?:der|dem|den|einer|einem|eurer|unserer|meiner)\b))\b/g,
    ' stromausfall ',
  ],
  // A weekday is no assembly: 'Montag' and 'Montage' share their stem.
  [/\bmontags?\b/g, ' wochentag '],
  // What the visitor typed into the chat: the chat's own privacy passage.
  [
    /\b(?:was|das) (?:ich|wir|die anderen?|andere) (?:\w+ ){0,4}(?:tippe|tippen|schreibe|schreiben|eingebe|gefragt|geschrieben|getippt)\b/g,
    ' gesprächsverlauf chat ',
  ],
  // Paying before delivery: when the price is due.
  [
    /\b(?:vorher|vorab|im voraus|vorkasse)(?: \w+)? (?:bezahlen|zahlen|bezahlt|zahlt)\b|\bvorkasse\b/g,
    ' zahlung fällig ',
  ],
  // What a guarantee does not cover: 'deckt … nicht ab', 'nicht abgedeckt'.
  [/\bdeck\w* (?:\w+ ){0,5}nicht ab\b|\bnicht (?:ab)?gedeckt\b/g, ' nicht erfasst '],
  // 'Kommen da noch Versandkosten drauf?': the cost of what is named.
  [/\b(?:kommt|kommen) (?:da |dann |noch |auch |denn )*(\w+) (?:noch |auch )?(?:drauf|dazu|hinzu)\b/g, ' $1 preis '],
  // A body height: 'ich bin 1,95 m', 'er ist 1.98', '1,90 m groß', '2 meter groß', '195 cm groß'.
  [/\b(?:bin|bist|ist|sind|seid) ([12][,.]\d\d?)(?: ?(?:m|meter))?(?: groß)?(?![\w,.])/g, ' körpergröße $1 m '],
  [/\b([12](?:[,.]\d\d?)?) ?(?:m|meter) groß\b/g, ' körpergröße $1 m '],
  [/\b(1\d\d) ?cm groß\b/g, ' körpergröße $1 cm '],
];

/**
 * Subjects the site does not answer (leasing, current offers, jobs). A question about one of them
 * gets the honest fallback with phone, opening hours and form instead of a near miss.
 * Payment methods the site does not name (PayPal, instalments) are not here: they are asked about
 * payment, which the AGB answer with the methods they do name, and the engine adds that the site
 * names no others.
 * Folded like the question before use (lower case, plain German).
 */
export const chatUnanswerable: readonly RegExp[] = [
  /\b(?:null ?prozent|0 ?%|leasing)\b/,
  /\b(?:aktu|derzeit|gerade|momentan|zurzeit)\w*\b.*\b(?:preis|angebot|rabatt|sale|aktion)\w*\b/,
  /\b(?:rabatt|gutschein|sale|black ?friday|sonderangebot|skonto)\w*\b/,
  // Jobs and applications: the site says nothing about them.
  /\b(?:bewerb\w*|jobs?|stellenangebot\w*|ausbildungsplatz\w*|praktikum\w*|karriere)\b/,
];

/**
 * Words that carry no subject: articles, pronouns, auxiliaries, question words, politeness and
 * their colloquial forms ('gibts', 'habt', 'nen'). Both 'du' and 'Sie' forms are listed, so
 * 'Habt ihr' and 'Haben Sie' ask the same.
 */
export const chatStopWords =
  'partner partnerin mann frau freund freundin ' +
  'a ab aber alle alles als also am an auch auf aus bei beim bin bis bitte bist da dafur damit dann ' +
  'das dass dein deine dem den denn der des dich die dir doch du ein eine einem einen einer eines ' +
  'er es etwa etwas euch euer eure eurem euren eurer fur gab gibt gibts gut hab habe haben habt hallo hat hatte hattet hi ich ihm ' +
  'ihn ihnen ihr ihre ihrem ihren im in ins ist ja je jetzt kann kannst konnen konnt konnte konntet man mal mehr mein ' +
  'meine meinem meinen meiner mich mir mit mochte mochten muss mussen nach nicht noch nur ob oder ohne sehr ' +
  'sein seine sich sie sind so soll sollte um und uns unser unsere vom von vor war ware was weil ' +
  'welche welcher welches welchen wenn wer werde werden wie wieso will wir wird wo wohl zu zum zur uber ' +
  'danke gerne guten tag moin servus frage fragen sagen wissen gern mfg lg bzw ca eigentlich genau ' +
  'mans viele vielen wann wieviel nen ne nem ner n son sone halt bissl bisschen echt irgendwie ' +
  'hey huhu leute okay ok ach also na tja hm hmm grad gerade schon wirklich einfach dies diese dieser dieses ' +
  "was wat wieso weshalb warum womit worauf wozu woher wohin gibt's hallo servus liebe lieber team " +
  'empfehlen empfehlt empfiehlst empfehlung raten ratet ratst darf durfen kriegt kriege krieg bekomme bekommt ' +
  'brauche brauch brauchen braucht suche suchen sucht interessiere interessiert interesse ' +
  'nehmt nimmst macht machen mach mache tun tut gehen geht geh dort hier da drin dabei davon denen sowas ' +
  'lange zwischen unterschied unterschiede vergleich besser mensch spat nachste nachsten heute immer ' +
  'seid sei selbst passiert passieren tipps tipp hinweis hinweise erfahrung erfahrungen frage infos info information informationen moglich moglichkeit vorhanden ungefahr so ganz ' +
  // Hedges, like 'ungefähr': 'nur so grob, eher 1000 oder eher 5000?' asks the price again, nothing new.
  'eher grob geschatzt schatzungsweise ' +
  // The frame of a question, not its subject: 'obwohl …', 'was versteht ihr unter …', 'klappt das?'.
  'tool tools furs ans aufs ubers unters vors obwohl bevor nachdem sobald sonst trotzdem deshalb deswegen dennoch jedoch ausserdem zudem irgendwelche irgendwelchen irgendein irgendeine irgendeinen angenommen klappt klappen ' +
  'versteht verstehen verstehe verstehst unter bedeutet ' +
  // 'Wie lautet die Nummer?', 'kann ich das … klären?': how it is asked, not what.
  'lautet lauten klaren klart ' +
  // 'wie erfahre ich, wann …?': how it is asked ('erfahrene Handwerker' is another word).
  'erfahre erfahrt ' +
  // 'eher 1000 oder eher 5000?': a comparison's frame, not its subject.
  'eher';
