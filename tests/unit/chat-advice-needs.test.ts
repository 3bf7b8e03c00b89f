/**
 * Product and advice answers that must say all the message asks: a complaint's words stand in
 * one sentence; a part asking a section's heading question gets the whole section beside the
 * other parts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import knowledge from 'virtual:chat-knowledge';
import { chatAskWeight } from '../../src/content/chat-intents.ts';
import { technologies } from '../../src/content/products/matratzen.ts';
import { engineFor } from '../../src/lib/chat/engine-for.ts';
import { extractPersons } from '../../src/lib/chat/engine.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';

const { engine } = engineFor(knowledge);
const reply = (...turns: string[]) => engine.reply(turns);

describe('chat: a complaint is said in one sentence', () => {
  it('never reads a question and the next sentence together as a complaint, generated', () => {
    const firsts = [
      'Wie hoch sollte das Bett sein?',
      'Wann sollte ich die Matratze wenden?',
      'Wie fest sollte sie sein?',
    ];
    const seconds = [
      'Kommen Sie auch zu ihr nach Hause zur Beratung?',
      'Kommt ihr auch ins Haus?',
      'Kommen Sie zum Ausmessen vorbei?',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...firsts), fc.constantFrom(...seconds), (a, b) => {
        expect(reply(`${a} ${b}`).text).not.toBe(chatRareReplies.complaint.text);
      }),
    );
  });

  it('still answers a complaint said in one sentence as one', () => {
    for (const text of ['Mein Bett sollte schon längst kommen!', 'Wo bleibt mein Bett? Ich bin echt sauer.'])
      expect(reply(text).text, text).toBe(chatRareReplies.complaint.text);
  });
});

describe('chat: a section’s heading question beside another part', () => {
  it('gives the rule and every level beside the home visit', () => {
    const text = reply(
      'Meine Mutter ist 82 und kommt schwer aus dem Bett raus. Wie hoch sollte das Bett sein? Kommen Sie auch zu ihr nach Hause zur Beratung?',
    ).text;
    expect(text).toContain('Als Faustregel gilt');
    for (const level of [/Standard \(40–45\scm\)/, /Komfort \(50–55\scm\)/, /Hoch \(60\scm\+\)/])
      expect(text).toMatch(level);
    expect(text).toMatch(/Wir messen Ihr Schlafzimmer aus/);
  });
});

describe('chat: a need told beside the question, answered by the passages that state it', () => {
  const warm = [
    'Mir wird nachts immer mega warm',
    'ich schwitze nachts total',
    'mir ist nachts immer viel zu warm',
    'Ich schwitz richtig',
    'wenn einem nachts immer zu heiß wird',
  ];
  it('gives the site’s passages for those who get warm quickly, generated', () => {
    const asks = ['Was empfehlt ihr?', 'Was würdet ihr mir raten?', 'Was passt da?'];
    const figures = ['', ', 90 kg', ', ich wiege 66 kg'];
    fc.assert(
      fc.property(fc.constantFrom(...warm), fc.constantFrom(...figures), fc.constantFrom(...asks), (w, f, a) => {
        const text = reply(`${w}${f}. ${a}`).text;
        expect(text).toContain('Ideal für alle, die schnell warm werden');
        expect(text).toMatch(/Gel-Topper/);
      }),
    );
  });

  it('takes them from the product the message or the conversation names', () => {
    const topper = reply(
      'was für topper gibts bei euch',
      'und welcher ist gut wenn einem nachts immer zu heiß wird?',
    ).text;
    expect(topper).toMatch(/Gel-Topper/);
    expect(topper).not.toContain('Ideal für alle, die schnell warm werden');
  });

  it('does not read a warm room as the visitor’s need', () => {
    expect(reply('im schlafzimmer sind im sommer 24 grad. zu warm?').text).not.toContain(
      'Ideal für alle, die schnell warm werden',
    );
  });

  it('gives the reinforced frames to a weight the Schlafberater calls heavy, only to it, generated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 160 }), (kg) => {
        const text = reply(`Ich wiege ${kg} kg. Welche Härte brauche ich?`).text;
        if (kg > 100) expect(text).toMatch(/Verstärkte Rahmen und Federkerne für ein höheres Körpergewicht/);
        else expect(text).not.toMatch(/höheres Körpergewicht/);
      }),
    );
  });

  it('gives the topper for a sleeping position asked with a topper, never the position’s passages beside mattress advice', () => {
    const topper = reply('Beim Liegen auf der Seite tut mir die Hüfte weh. 78 kg. Würde ein Topper was bringen?').text;
    expect(topper).toMatch(/H2/);
    expect(topper).toMatch(/besonders beliebt bei Seitenschläfern/);
    expect(topper).toMatch(/Komfort-Topper als Ergänzung/);
    expect(topper).toMatch(/Ärztin oder Ihren Arzt/);
    for (const q of [
      'Seitenschläferin, 55kg – welche matratze passt zu mir?',
      'bauchschläfer, 88kg – was für ne matratze?',
    ])
      expect(reply(q).text, q).not.toMatch(/Komfort-Topper als Ergänzung|Sehr flaches oder kein Kissen/);
  });

  it('reads tossing and turning as changing the position', () => {
    for (const q of [
      'Ich wälze mich nachts dauernd hin und her, 90 kg. Was empfehlt ihr?',
      'ich dreh mich nachts ständig, wiege 65 kg. was würdet ihr mir empfehlen',
    ])
      expect(reply(q).text, q).toMatch(/Als Wechselschläfer/);
  });
});

describe('chat: two weights with one unit', () => {
  it('reads "108 und 121 kg" as two people, a height before "und" or a range as none', () => {
    expect(extractPersons('wir sind beide etwas schwerer, 108 und 121 kg').map((p) => p.weightKg)).toEqual([108, 121]);
    expect(extractPersons('ich 1,91 und 78 kg').map((p) => p.weightKg)).toEqual([78]);
    expect(extractPersons('ich wiege zwischen 80 und 90 kg').map((p) => p.weightKg)).toEqual([90]);
  });
});

describe('chat: an item of a list asked with a grade, checked against its own grades', () => {
  // The items whose text states their mattress's grades.
  const variants = ['Classic', 'Luxury', 'Comfort Plus', 'Senioren Classic'];
  const grades = ['H1', 'H2', 'H3', 'H4', 'extra fest'];
  const frames = [
    (v: string, g: string) => `Gibt es das ${v} in ${g}?`,
    (v: string, g: string) => `Kann ich das ${v} mit einer ${g} Matratze bekommen?`,
    (v: string, g: string) => `hätte gern das ${v} Boxspring. gibts das in ${g}?`,
  ];
  it('answers with the item named and, where its grades lack the one asked, only items that state it, generated', () => {
    fc.assert(
      fc.property(fc.constantFrom(...variants), fc.constantFrom(...grades), fc.constantFrom(...frames), (v, g, f) => {
        const text = reply(f(v, g)).text;
        const [first, ...rest] = text.split('\n\n');
        expect(first!.startsWith(`${v} (`), text).toBe(true);
        const grade = g === 'extra fest' ? 'H4' : g;
        for (const other of rest) expect(other).toMatch(/H\d bis H\d|H\d oder H\d/);
        if (/in H2 oder H3/.test(first!) && grade === 'H4') expect(rest.length).toBeGreaterThan(0);
      }),
    );
  });

  it('lists the technologies made in a grade asked of the mattresses, and the ranges of the others', () => {
    expect(reply('Welche Matratzenarten habt ihr so?', 'und welche davon gibts in H4?').text).toBe(
      [
        'H4 fertigen wir als Federkern oder Hybrid.',
        'H4 gibt es bei Latex nicht – Latex-Matratzen fertigen wir in H2–H3.',
        'H4 gibt es bei Visco nicht – Visco-Matratzen fertigen wir in H2–H3.',
      ].join('\n'),
    );
    expect(reply('Welche Matratzen gibt es in H3?').text).toBe(
      'H3 fertigen wir als Federkern, Latex, Visco oder Hybrid.',
    );
  });
});

describe('chat: the product a part is about', () => {
  const toppers = ['visco topper', 'Visco-Topper', 'Gel-Topper', 'Latex-Topper', 'Kaltschaum-Topper'];
  it('never answers a part about a topper from the water bed’s pages, generated', () => {
    const firsts = [
      (t: string) => `wie dick is der ${t}?`,
      (t: string) => `Ich hab den ${t}.`,
      (t: string) => `Was kostet der ${t}?`,
    ];
    const seconds = [
      'und kann man den bezug waschen, bei wie viel grad?',
      'Und bei wie viel Grad?',
      'wie warm wird der?',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...toppers), fc.constantFrom(...firsts), fc.constantFrom(...seconds), (t, f, s) => {
        const text = reply(`${f(t)} ${s}`).text;
        expect(text).not.toMatch(/Watt|Heizung|Thermostat/);
      }),
    );
  });

  it('reads "wie dick is der …" as the thickness of the thing, not a person', () => {
    expect(reply('wie dick is der visco topper?').text).toMatch(/4–8\scm stark/);
  });

  it('never gives another item’s value for the item asked, generated', () => {
    const frames = [
      (t: string) => `wie dick ist der ${t}?`,
      (t: string) => `Wie viele cm hat der ${t}?`,
      (t: string) => `wie stark ist euer ${t}`,
    ];
    fc.assert(
      fc.property(
        fc.constantFrom('Gel-Topper', 'Latex-Topper', 'Kaltschaum-Topper'),
        fc.constantFrom(...frames),
        (t, f) => {
          expect(reply(f(t)).text).not.toMatch(/4–8\scm/);
        },
      ),
    );
    expect(reply('wie dick ist der Visco-Topper?').text).toMatch(/4–8\scm stark/);
  });
});

describe('chat: whether the shop has a thing is said only by an answer that names it', () => {
  it('never answers "habt ihr Betten mit Lattenrost?" with the box-spring’s advantages, generated', () => {
    const frames = [
      (x: string) => `Habt ihr auch ganz normale ${x} oder nur Boxspring?`,
      (x: string) => `Führt ihr auch ${x}?`,
      (x: string) => `Gibt es bei euch auch ${x}?`,
    ];
    fc.assert(
      fc.property(
        fc.constantFrom('Betten mit Lattenrost', 'Lattenroste', 'Lattenrostbetten'),
        fc.constantFrom(...frames),
        (x, f) => {
          expect(reply(f(x)).text).not.toMatch(/doppelte Federung/);
        },
      ),
    );
    // The comparison the topic answers keeps its answer.
    expect(reply('Was ist besser als ein normales Bett mit Lattenrost?').text).toMatch(/doppelte Federung/);
    expect(reply('Habt ihr Wasserbetten?').text).toMatch(/Wasserbetten unserer Eigenmarke/);
  });
});

describe('chat: a reply never asks for a weight the conversation gave', () => {
  const names = technologies.map((t) => t.name);

  it('a weight and a technology: the technology’s grades without asking for the weight, generated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 45, max: 150 }), fc.constantFrom(...names), fc.boolean(), (kg, name, before) => {
        const question = `hätte gern eine ${name}-Matratze. welchen härtegrad nehm ich da?`;
        const text = before ? reply(`ich wiege ${kg} kg`, question).text : reply(`wiege ${kg} kg und ${question}`).text;
        expect(text).not.toContain(chatAskWeight);
      }),
      { numRuns: 40 },
    );
  });

  it('asks for it while none is given', () => {
    for (const name of names) expect(reply(`Welche Härtegrade gibt es bei ${name}?`).text).toContain(chatAskWeight);
  });

  it('regression: 54 kg, a side sleeper wanting Visco', () => {
    const text = reply(
      'wiege 54 kg, bin seitenschläferin und hätte gern eine visco. welchen härtegrad nehm ich da?',
    ).text;
    expect(text).toContain('H1');
    expect(text).not.toContain(chatAskWeight);
  });
});
