import { RECIPES, STYLE_IDS, styleScores, type StyleId } from './recipes.js';
import { clauses, inRemoval, leftovers, qualifiers, spansOf, type Size, type Span } from './words.js';

/**
 * The painter's prompt vocabulary: a prompt becomes a style, costume pieces (one per slot: hat,
 * face, neck, body, back), one held prop and one scene. Within a slot the first entry whose words
 * appear wins, so specific phrases are listed before general ones.
 */
export type Slot = 'hat' | 'face' | 'neck' | 'body' | 'back' | 'prop' | 'frame';
/** A piece, with the colour (a name in words.ts COLOURS) and size its words gave it. */
export type Piece = { slot: Slot; id: string; label: string; colour?: string; size?: Size };
export type Parsed = {
  style: StyleId;
  styleFromWords: boolean;
  pieces: Piece[];
  scene?: { id: string; label: string };
  name: string;
  /** Slots the prompt takes away ("remove the hat", "no crown"), and whether it takes the scene away. */
  removed: Slot[];
  removeScene: boolean;
  /** Words that are no piece, scene, style or qualifier: 'treasure map'. */
  notUnderstood: string[];
};

type Entry = [id: string, words: RegExp, label: string];

const WORDS: Record<Slot, Entry[]> = {
  hat: [
    ['pirate', /pirate/, 'pirate hat'],
    ['wizard', /wizard|sorcer|witch/, 'wizard hat'],
    ['flowers', /crown of flowers|flower crown|garland/, 'flower crown'],
    ['leaves', /crown of (autumn )?leaves|leaf crown/, 'crown of leaves'],
    ['laurel', /laurel|olympic|greek god|roman emperor|caesar/, 'laurel wreath'],
    ['crown', /\bcrown|\bking\b|\bqueen\b|monarch|emperor|throne|royal/, 'crown'],
    ['tiara', /princess|tiara|ballerina/, 'tiara'],
    ['tophat', /top hat|magician|ringmaster/, 'top hat'],
    ['cowboy', /cowboy|wild west|country singer|sheriff|rodeo/, 'cowboy hat'],
    ['chef', /\bchef\b|baker/, "chef's hat"],
    ['deerstalker', /detective|deerstalker|sherlock/, 'deerstalker'],
    ['elf', /\belf\b|\belves\b/, 'elf hat'],
    ['santa', /santa/, 'Santa hat'],
    ['party', /party hat|birthday/, 'party hat'],
    ['mortarboard', /graduat|mortarboard/, 'graduation cap'],
    ['beanie', /beanie|lumberjack|polar|ski instructor|bobble hat/, 'beanie'],
    ['safari', /safari|jungle explorer|archaeolog|pith helmet/, 'safari hat'],
    ['beret', /beret|\bartist\b|painter'?s/, 'beret'],
    ['tam', /highlander|scottish|tam o/, 'tam'],
    ['viking', /viking/, 'Viking helmet'],
    ['firehelmet', /firefighter|fireman/, 'fire helmet'],
    ['pilot', /\bpilot\b/, "pilot's cap"],
    // ("navy" alone is a colour: "a navy bow tie".)
    ['sailor', /sailor|\bnavy (?:officer|uniform)/, 'sailor hat'],
    ['cap', /baseball|mail carrier|postman|conductor|\bcap\b/, 'cap'],
    ['straw', /scarecrow|farmer|gardener|straw hat/, 'straw hat'],
    ['nemes', /pharaoh|egyptian/, "pharaoh's headdress"],
    ['bucket', /fisherman|bucket hat/, "fisherman's hat"],
    ['boater', /gondolier|boater/, 'boater'],
    ['fedora', /jazz|fedora|gangster|1920s/, 'fedora'],
    ['rainhat', /raincoat|rain hat|puddles/, 'rain hat'],
    ['beekeeper', /beekeeper/, "beekeeper's veil"],
    // Any other hat ("a green hat"); and what "remove the hat" names.
    ['fedora', /\bhats?\b/, 'hat'],
  ],
  face: [
    ['scuba', /scuba|snorkel|diving mask/, 'scuba mask'],
    ['headphones', /\bdj\b|headphones/, 'headphones'],
    ['goggles', /goggles|steampunk|ski instructor/, 'goggles'],
    ['monocle', /monocle/, 'monocle'],
    ['sunglasses', /sunglasses|shades|convertible|lifeguard|motorcycle|movie star/, 'sunglasses'],
    ['glasses', /glasses|spectacles|librarian|scientist|professor/, 'glasses'],
    ['ninja', /ninja/, 'ninja mask'],
  ],
  neck: [
    ['bowtie', /bow ?tie|tuxedo|black-tie|\bneck ?tie\b|\btie\b/, 'bow tie'],
    ['bandana', /bandana|neckerchief/, 'bandana'],
    ['scarf', /scarf|muffler/, 'scarf'],
    ['ruff', /noble|renaissance|tudor|elizabethan|\bruff\b/, 'ruff collar'],
    ['pearls', /pearl/, 'pearl necklace'],
    ['lei', /hula|\blei\b|hawaii/, 'flower lei'],
    ['medal', /medal|champion|olympic|winning goal|marathon/, 'medal'],
    ['sailorcollar', /sailor/, 'sailor collar'],
  ],
  body: [
    ['herocape', /super ?hero/, 'hero cape'],
    ['spacesuit', /astronaut|space ?suit|cosmonaut|spaceship|space explorer|cosmic traveller/, 'space suit'],
    ['armour', /armou?r|knight|samurai|warrior|gladiator/, 'armour'],
    ['cape', /\bcape\b|\brobe|velvet|cloak|ermine/, 'velvet cape'],
    ['sweater', /sweater|jumper|knitted|cardigan/, 'knitted sweater'],
    ['tuxedo', /tuxedo|black-tie/, 'tuxedo'],
    ['labcoat', /lab coat|scientist/, 'lab coat'],
    ['jacket', /leather jacket|\bjacket\b|biker/, 'leather jacket'],
    ['raincoat', /raincoat|rain coat/, 'raincoat'],
    ['tartan', /tartan|kilt|lumberjack|plaid/, 'tartan'],
    ['robe', /spellbook/, 'robe'],
  ],
  back: [
    ['wings', /wings|\bfair(y|ies)\b|angel|dragon rider/, 'wings'],
    ['mane', /\blion\b/, "lion's mane"],
  ],
  prop: [
    // The magician's rabbit, not the pet ("give the rabbit a hat").
    ['rabbit', /rabbit out of/, 'rabbit'],
    ['wand', /\bwand|magic wand/, 'wand'],
    ['sword', /sword|sabre|saber/, 'sword'],
    ['guitar', /guitar|rock star/, 'guitar'],
    ['magnifier', /magnifying|magnifier/, 'magnifying glass'],
    ['trophy', /trophy/, 'trophy'],
    ['diploma', /diploma/, 'diploma'],
    ['palette', /palette/, 'palette'],
    ['telescope', /telescope|stargaz/, 'telescope'],
    ['lantern', /lantern/, 'lantern'],
    ['rose', /\brose\b|flamenco/, 'rose'],
    ['potion', /potion|chemist/, 'potion'],
    ['cake', /cake/, 'cake'],
    ['teacup', /tea party|teacup|porcelain cup/, 'teacup'],
    ['latte', /latte|barista|coffee/, 'latte'],
    ['book', /spellbook|(?<!comic[- ]?)\bbooks?\b|reading/, 'book'],
    ['ball', /soccer|football/, 'ball'],
    ['surfboard', /surf/, 'surfboard'],
    ['letter', /letters|mail carrier|postman/, 'letters'],
    ['saxophone', /saxophone|jazz/, 'saxophone'],
    ['microphone', /singer|singing|microphone|weather reporter|karaoke/, 'microphone'],
    ['balloons', /balloons\b/, 'balloons'],
    ['hockeystick', /hockey/, 'hockey stick'],
  ],
  frame: [['gilded', /gilded frame|museum|picture frame/, 'gilded frame']],
};

const SCENE_WORDS: Entry[] = [
  ['reef', /coral|reef|sunken|underwater|mermaid|scuba/, 'coral reef'],
  ['ship', /ship deck|pirate ship|on a ship|sailing ship|\bdeck\b/, 'ship deck'],
  ['earth', /above the earth|\bearth\b|\borbit/, 'Earth from orbit'],
  ['saturn', /saturn|spaceship/, 'Saturn'],
  ['galaxy', /galax|cosmic|nebula|outer space|space knight|\bspace\b/, 'galaxy'],
  ['neoncity', /neon city|cyberpunk/, 'neon city'],
  ['party', /neon party|\bdj\b|disco|nightclub/, 'neon party'],
  ['city', /skyline|\bcity\b|new york/, 'city skyline'],
  ['kitchen', /kitchen/, 'kitchen'],
  ['desert', /wild west|desert|cactus/, 'Wild West'],
  ['blossom', /cherry blossom|sakura|kyoto/, 'cherry blossoms'],
  ['snowglobe', /snow ?globe/, 'snow globe'],
  ['stage', /stage|theatre|theater|concert/, 'stage'],
  ['fireplace', /fireplace|hearth|fireside/, 'fireplace'],
  ['beach', /beach|seaside/, 'beach'],
  ['sky', /vintage plane|cockpit|jumbo jet|airplane|aeroplane/, 'sky and plane'],
  ['pyramids', /pyramid|egypt/, 'pyramids'],
  ['fjord', /fjord|longship/, 'fjord'],
  ['gala', /\bgala\b|ballroom|black-tie/, 'gala'],
  ['castle', /castle|camelot|fairytale|fairy tale/, 'castle'],
  ['workshop', /workshop|toys?\b/, 'toy workshop'],
  ['christmas', /presents|christmas|santa/, 'Christmas'],
  ['halloween', /halloween|pumpkin/, 'Halloween'],
  ['firetruck', /fire ?truck|fire engine|firefighter/, 'fire truck'],
  ['lab', /\blab\b|laboratory|potions/, 'laboratory'],
  ['hills', /hot air balloon|rolling|green hills/, 'rolling hills'],
  ['jungle', /jungle|rainforest/, 'jungle'],
  ['rooftop', /rooftop|moonlit/, 'moonlit rooftop'],
  ['wave', /surf|giant wave/, 'giant wave'],
  ['stadium', /stadium|baseball/, 'stadium'],
  ['meadow', /meadow|spring/, 'spring meadow'],
  ['snowforest', /snowy (pine )?forest|pine forest|lumberjack/, 'snowy pine forest'],
  ['venice', /venice|gondol|canal/, 'Venice'],
  ['palace', /palace|marble|\brome\b|roman/, 'marble palace'],
  ['studio', /art studio|studio/, 'art studio'],
  ['finish', /finish line|race car|finish tape|marathon/, 'finish line'],
  ['summit', /summit|mountain climb/, 'snowy summit'],
  ['library', /librar|bookshel/, 'library'],
  ['autumn', /autumn|fall leaves|golden forest|treehouse/, 'autumn trees'],
  ['forest', /enchanted|forest|woods/, 'enchanted forest'],
  ['lighthouse', /lighthouse|pier/, 'lighthouse'],
  ['throne', /throne/, 'throne room'],
  ['sunflowers', /sunflower/, 'sunflowers'],
  ['road', /route 66|highway|road trip|motorcycle/, 'open road'],
  ['slope', /slope|\bski\b/, 'ski slope'],
  ['mountains', /mountain|dragon/, 'mountains'],
  ['street', /street|mail carrier/, 'street'],
  ['lavender', /lavender/, 'lavender field'],
  ['bigtop', /circus|big top|ringmaster/, 'big top'],
  ['olympus', /olympus|greek god/, 'Mount Olympus'],
  ['cafe', /caf[eé]|coffee shop|barista/, 'café'],
  ['parlour', /parlou?r|victorian/, 'Victorian parlour'],
  ['soccer', /soccer|football|\bgoal\b/, 'football pitch'],
  ['train', /\btrain\b|locomotive/, 'steam train'],
  ['park', /\bpark\b|picnic/, 'park'],
  ['campsite', /\btent\b|camping|campfire/, 'campsite'],
  ['ruins', /ruins|archaeolog|ancient/, 'ancient ruins'],
  ['redcarpet', /red carpet|movie star|hollywood|premiere/, 'red carpet'],
  ['highlands', /highland|scottish|scotland/, 'highlands'],
  ['hives', /\bhives?\b|\bbees?\b|buzzing/, 'beehives'],
  ['storm', /storm|thunder|lightning/, 'storm'],
  ['coast', /amalfi|coast|convertible/, 'coast'],
  ['frozen', /frozen lake|figure skat|ice skat/, 'frozen lake'],
  ['rink', /\brink\b|hockey/, 'ice rink'],
  ['mistylake', /misty|lake at dawn|fisherman/, 'misty lake'],
  ['tropical', /tropical|island|hula/, 'tropical island'],
  ['paris', /eiffel|\bparis\b/, 'Eiffel Tower'],
  ['club', /jazz|1920s|speakeasy|smoky/, 'jazz club'],
  ['igloo', /igloo|polar|arctic/, 'igloo'],
  ['farm', /\bfarm|tractor|harvest/, 'farm'],
  ['garden', /garden|falconer/, 'garden'],
  ['night', /night[- ]sky|stargaz|under the stars/, 'night sky'],
  ['rain', /\brain|puddle/, 'rain'],
  ['savanna', /pride rock|savann?a|lion king/, 'savanna'],
  ['candlelight', /candle/, 'candlelight'],
  ['village', /village/, 'village'],
  ['snowforest', /snowy|winter|\bsnow\b/, 'snowy winter'],
  ['beach', /\bsea\b|ocean/, 'sea'],
];

const TEMPLATE_PIECES: Partial<Record<StyleId, string[]>> = { royal: ['crown'] };

const norm = (prompt: string) =>
  prompt
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'");

/** "remove the background": the scene goes, the style's own ground comes back. */
const ANY_SCENE = /\b(?:background|backdrop|scene|setting)\b/;

/**
 * Reads a prompt. styleHint (a template's style) wins over the prompt's style words. Within a slot
 * the first entry (in list order) found outside a removal clause wins; its colour and size are the
 * words that qualify it (words.ts).
 */
export function parsePrompt(prompt: string, styleHint?: string): Parsed {
  const text = norm(prompt);
  const scores = styleScores(text);
  const hinted = (STYLE_IDS as readonly string[]).includes(styleHint ?? '') ? (styleHint as StyleId) : undefined;
  let style: StyleId = 'oil',
    best = 0;
  for (const id of STYLE_IDS) if (scores[id] > best) [style, best] = [id, scores[id]];
  if (hinted) style = hinted;
  const cls = clauses(text);
  const covered: Span[] = STYLE_IDS.flatMap((id) => RECIPES[id].keywords.flatMap(([re]) => spansOf(re, text)));
  const removed = new Set<Slot>();
  const hits: { piece: Piece; span: Span }[] = [];
  for (const slot of Object.keys(WORDS) as Slot[]) {
    let hit: { piece: Piece; span: Span } | undefined;
    for (const [id, re, label] of WORDS[slot])
      for (const span of spansOf(re, text)) {
        covered.push(span);
        if (inRemoval(cls, span.start)) removed.add(slot);
        else hit ??= { piece: { slot, id, label }, span };
      }
    if (hit) hits.push(hit);
  }
  let scene: Parsed['scene'];
  let removeScene = spansOf(ANY_SCENE, text).some((span) => inRemoval(cls, span.start));
  for (const [id, re, label] of SCENE_WORDS)
    for (const span of spansOf(re, text)) {
      covered.push(span);
      if (inRemoval(cls, span.start)) removeScene = true;
      else scene ??= { id, label };
    }
  const pieces = hits.map(({ piece, span }) => {
    const q = qualifiers(text, span, covered);
    return { ...piece, ...(q.colour ? { colour: q.colour } : {}), ...(q.size ? { size: q.size } : {}) };
  });
  // A template's prompt describes its style's own design (background, frame): only the pieces
  // that design calls for are added (Royal Pet: the crown); the rest is the style's.
  if (hinted) {
    scene = undefined;
    const keep = TEMPLATE_PIECES[hinted] ?? [];
    pieces.splice(0, pieces.length, ...pieces.filter((p) => keep.includes(p.id)));
  }
  const styleFromWords = Boolean(hinted) || best > 0;
  return {
    style,
    styleFromWords,
    pieces,
    scene,
    name: portraitName(style, styleFromWords, pieces, scene, prompt),
    removed: [...removed].filter((slot) => !pieces.some((p) => p.slot === slot)),
    removeScene: removeScene && !scene,
    notUnderstood: leftovers(text, covered),
  };
}

/** A piece as the customer reads it: 'bow tie (blue)', 'pirate hat (tiny)'. */
export function describePiece(p: Piece): string {
  const q = [p.size, p.colour].filter(Boolean);
  return q.length ? `${p.label} (${q.join(', ')})` : p.label;
}

function portraitName(
  style: StyleId,
  fromWords: boolean,
  pieces: Piece[],
  scene: Parsed['scene'],
  prompt: string,
): string {
  const label = RECIPES[style].label;
  const parts = [...pieces.map((p) => p.label), ...(scene ? [scene.label] : [])];
  if (parts.length) return `${label}: ${parts.join(', ')}`;
  if (fromWords) return label;
  const words = prompt.trim().replace(/\s+/g, ' ').slice(0, 40);
  return words ? `${label} (nearest style to "${words}")` : label;
}

/** The library name for a portrait the offline painter made from this prompt (and template style). */
export function paintedName(prompt: string, styleHint?: string): string {
  return parsePrompt(prompt, styleHint).name;
}
