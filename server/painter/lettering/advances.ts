/**
 * Advance widths of the lettering faces, in thousandths of an em, for U+0020–U+007E and U+00A0–U+017F
 * (ASCII, Latin-1, Latin Extended-A): two base-36 digits per character, in code point order. Each is the
 * larger of a face's upright and italic advance, rounded up, so a measured line is never narrower than
 * the painted one (kerning only narrows it). Measured with HarfBuzz from fonts-dejavu 2.37
 * (DejaVuSans-Bold/-BoldOblique, DejaVuSerif/-Italic, DejaVuSerif-Bold/-BoldItalic); any other
 * character counts as the face's widest glyph.
 */
const TABLE = {
  sansBold:
    '9pcpehnajcruo98jcqcqejnaakbkaka6jcjcjcjcjcjcjcjcjcjcb4b4nananag5rslil7ken3j0j0mtn9adadljhqron9nnkdnnlfk1izmlli' +
    'uolfk5k6cqa6cqnadwdwirjwghjwivc4jwjs9j9jii9jsyjsj4jwjwdqgkdbjsi4pohyi4g7jsa6jsna9pcpjcjchpjca6dwdwrsfoi2na00rs' +
    'dwdwnac6c6dwkghpakdwc6foi2ssssssg5lilililililiu5kej0j0j0j0adadadadnin9nnnnnnnnnnnannmlmlmlmlk5knk0iriririririr' +
    't4ghiviviviv9j9j9j9jj4jsj4j4j4j4j4naj4jsjsjsjsi4jwi4liirliirliirkeghkeghkeghkeghn3jwnijwj0ivj0ivj0ivj0ivj0ivmt' +
    'jwmtjwmtjwmtjwn9jsr2lzad9jad9jad9jad9jad9jkpj2ad9jljiiiihq9jhq9jhqdchqfhidafn9jsn9jsn9jsrbn9jsnnj4nnj4nnj4wfuf' +
    'lfdqlfdqlfdqk1gkk1gkk1gkk1gkizdbizdbizdbmljsmljsmljsmljsmljsmljsuopok5i4k5k6g7k6g7k6g7c4',
  serif:
    '8ub6csnahpqfor7navavdwna8u9e8u9dhphphphphphphphphphp9d9dnananaexrsk3kflamakajam7o9b0b5ksihsgobmsipmskxj2ijnfk3' +
    'skjsidjbav9davnadwdwglhtflhtggabhthx8w8ngu8wqdhxgrhthtdbeab6hxfpnsfofpenhp9dhpna8ub6hphphphp9ddwdwrsd8h0na00rs' +
    'dwdwnab5b5dwi2hp8udwb5d3h0qyqyqyexk3k3k3k3k3k3rtlakakakakab0b0b0b0mgobmsmsmsmsmsnamsnfnfnfnfidisikglglglglglgl' +
    'q4flgggggggg8w8w8w8wgrhxgrgrgrgrgrnagrhxhxhxhxfphtfpk3glk3glk3gllafllafllafllaflmahtmghtkaggkaggkaggkaggkaggm7' +
    'htm7htm7htm7hto9hxo9hxb08wb08wb08wb08wb08wmaeub58nksguguih8wih8wihb5iocxil91obhxobhxobhxo3nfhxmsgrmsgrmsgrvmrh' +
    'kxdbkxdbkxdbj2eaj2eaj2eaj2eaijb6ijb6ijb6nfhxnfhxnfhxnfhxnfhxnfhxsknsidfpidjbenjbenjbenab',
  serifBold:
    '9pc7ehnajcqfp38jd6d6ejna9pbk9pa6jcjcjcjcjcjcjcjcjcjcaaaanananagarslknim4o4l7jqnrq9d0d6o6jkurpfo8kwo8n4k3kpo9lk' +
    'v8lkjukad6a6d6nadwdwi0jggxjghpbzjgk8aka2j9aktfk8ijjgjgenfncuk8g6nxglg6fshwa4hwna9pc7jcjchpjca4ejdwrsdjhdna00rs' +
    'dwdwnac6c6dwkchp9pdwc6dwhdszszszgalklklklklklksrm4l7l7l7l7d0d0d0d0obpfo8o8o8o8o8nao8o9o9o9o9jul1l4i0i0i0i0i0i0' +
    'r4gxhphphphpakakakakijk8ijijijijijnaijk8k8k8k8g6jgg6lki0lki0lki0m4gxm4gxm4gxm4gxo4jgobjgl7hpl7hpl7hpl7hpl7hpnr' +
    'jgnrjgnrjgnrjgq9k8q9k8d0akd0akd0akd0akd0akq6kvd6a2o6j9j9jkakjkakjke4jkfhjqappfk8pfk8pfk8s1o9k8o8ijo8ijo8ijwtsk' +
    'n4enn4enn4enk3fnk3fnk3fnk3fnkpcukpcukpcuo9k8o9k8o9k8o9k8o9k8o9k8v8nxjug6jukafskafskafsbz',
} as const;

export type Face = keyof typeof TABLE;

const decoded = Object.fromEntries(
  Object.entries(TABLE).map(([face, s]) => [
    face,
    Array.from({ length: s.length / 2 }, (_, i) => parseInt(s.slice(i * 2, i * 2 + 2), 36) / 1000),
  ]),
) as Record<Face, number[]>;
const widest = Object.fromEntries(Object.entries(decoded).map(([f, a]) => [f, Math.max(...a)])) as Record<Face, number>;

/** Where a code point sits in the table, or -1. */
const slot = (cp: number) => (cp >= 0x20 && cp <= 0x7e ? cp - 0x20 : cp >= 0xa0 && cp <= 0x17f ? cp - 0xa0 + 95 : -1);

/** The advance of `text` in ems in `face`, plus `spacing` em (letter-spacing) after each character. */
export function advanceEm(text: string, face: Face, spacing = 0): number {
  let em = 0;
  for (const c of text) {
    const cp = c.codePointAt(0)!;
    // Combining marks (U+0300–U+036F, an accent typed as its own character) take no room of their own.
    if (cp >= 0x300 && cp <= 0x36f) continue;
    const i = slot(cp);
    em += (i < 0 ? widest[face] : decoded[face][i]!) + spacing;
  }
  return em;
}
