/** `style`: the painter style the template row keeps (the AI adapter's style ids, e.g. 'royal'). */
export type SeedTemplate = { id: string; name: string; description: string; prompt: string; style: string };

/** The shop's starting styles. 'royal-pet' and 'space-explorer' are the spec's two defaults. */
/* eslint-disable max-len -- data table: the starting styles' prompts, kept one per line */
export const SEED_TEMPLATES: SeedTemplate[] = [
  {
    id: 'royal-pet',
    name: 'Royal Pet',
    description: 'Your pet as Renaissance royalty, in velvet, ermine and gold.',
    prompt:
      'A Renaissance royal portrait of the pet in the photo, seated with dignity, wearing a crimson velvet cape with an ermine collar and a jewelled gold chain, rich oil paint, dark museum background, warm candlelight, gilded details, the style of a 16th-century court painter.',
    style: 'royal',
  },
  {
    id: 'space-explorer',
    name: 'Space Explorer',
    description: 'An astronaut portrait among the stars.',
    prompt:
      'A heroic astronaut portrait of the pet in the photo wearing a white space suit with a glass helmet ring and mission patches, floating in deep space with stars, a glowing nebula and a distant planet, cinematic lighting, highly detailed digital painting.',
    style: 'space',
  },
  {
    id: 'watercolor-dream',
    name: 'Watercolor Dream',
    description: 'Soft washes of colour that bleed into white paper.',
    prompt:
      'A loose watercolour painting of the pet in the photo, soft pastel washes bleeding into textured white cold-press paper, delicate ink outlines, gentle splashes of colour, airy and light.',
    style: 'watercolor',
  },
  {
    id: 'pop-art-icon',
    name: 'Pop Art Icon',
    description: 'Bold flat colours and halftone dots, gallery-wall ready.',
    prompt:
      'A bold pop-art portrait of the pet in the photo, flat saturated colour blocks, thick black outlines, halftone dot shading, bright contrasting background, 1960s screen-print style.',
    style: 'popart',
  },
  {
    id: 'name-in-lights',
    name: 'Name in Lights',
    description: "Your pet's name in marquee lights above a starry portrait.",
    prompt:
      "A glamorous Hollywood-style portrait of the pet in the photo under a glowing marquee that spells the pet's name in warm light bulbs, night-time city glow, sparkling bokeh, festive and celebratory.",
    style: 'lights',
  },
  {
    id: 'oil-masterpiece',
    name: 'Oil Masterpiece',
    description: 'Thick brushstrokes and deep, classic colour.',
    prompt:
      'A classic oil painting of the pet in the photo, visible impasto brushstrokes, rich earthy palette, soft studio light, canvas texture, in the manner of an old master.',
    style: 'oil',
  },
  {
    id: 'superhero',
    name: 'Superhero',
    description: 'Cape, emblem and a city to save.',
    prompt:
      'A comic-book superhero portrait of the pet in the photo wearing a flowing red cape and a bold chest emblem, dramatic city skyline at dusk, dynamic rays of light, vivid inked comic colours.',
    style: 'superhero',
  },
  {
    id: 'starry-night',
    name: 'Starry Night',
    description: 'Swirling skies in the post-impressionist manner.',
    prompt:
      'A post-impressionist painting of the pet in the photo beneath a swirling night sky of deep blues and glowing yellow stars, thick expressive brushstrokes, vibrant and dreamlike.',
    style: 'starry',
  },
  {
    id: 'vintage-sepia',
    name: 'Vintage Sepia',
    description: 'An heirloom photograph from the 1890s.',
    prompt:
      'A vintage 1890s studio photograph of the pet in the photo, warm sepia tones, soft focus edges, film grain, an ornate oval vignette, aged paper.',
    style: 'sepia',
  },
  {
    id: 'neon-cyberpunk',
    name: 'Neon Cyberpunk',
    description: 'Magenta and cyan glow from a city of the future.',
    prompt:
      'A cyberpunk portrait of the pet in the photo lit by magenta and cyan neon signs, rainy futuristic city at night, glowing reflections, high-contrast digital art.',
    style: 'neon',
  },
  {
    id: 'ukiyo-e',
    name: 'Ukiyo-e Woodblock',
    description: 'A Japanese woodblock print with waves and clouds.',
    prompt:
      'A Japanese ukiyo-e woodblock print of the pet in the photo, flat muted colours, fine outlines, stylised waves and clouds, washi paper texture, a red seal in the corner.',
    style: 'ukiyoe',
  },
  {
    id: 'pencil-sketch',
    name: 'Pencil Sketch',
    description: 'A fine graphite drawing on cream paper.',
    prompt:
      'A detailed graphite pencil sketch of the pet in the photo, fine cross-hatching, soft shading, cream sketchbook paper, artist study.',
    style: 'sketch',
  },
  {
    id: 'stained-glass',
    name: 'Stained Glass',
    description: 'Jewel-toned glass panes with lead lines.',
    prompt:
      'A stained-glass window portrait of the pet in the photo, jewel-toned glass panes separated by dark lead lines, light glowing through, cathedral style.',
    style: 'stainedglass',
  },
  {
    id: 'garden-botanical',
    name: 'Garden Botanical',
    description: 'Framed by flowers and leaves in spring colours.',
    prompt:
      'A botanical portrait of the pet in the photo surrounded by a wreath of roses, peonies and green leaves, fresh spring palette, light cream background, illustrated in gouache.',
    style: 'botanical',
  },
];
/* eslint-enable max-len */
