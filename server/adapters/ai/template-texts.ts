import type { TemplateTexts } from './ai.port.js';

const STOP = new Set([
  'paint',
  'draw',
  'make',
  'turn',
  'into',
  'a',
  'an',
  'the',
  'of',
  'my',
  'pet',
  'dog',
  'cat',
  'in',
  'as',
  'with',
  'and',
  'portrait',
  'style',
  'painting',
  'on',
  'for',
  'to',
  'wearing',
]);
const titleCase = (words: string[]) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ');

/** What the prompt shows, without the words that address the painter ("my dog as", "a portrait of", "in the style of"). */
export function subjectOfPrompt(prompt: string) {
  const subject = prompt
    .trim()
    .replace(/[.!\s]+$/, '')
    .replace(
      /^(please\s+)?((paint|draw|make|turn|show)\s+)?(a\s+)?(portrait\s+of\s+)?((my|the|your|a)\s+)?(pet|dog|cat|puppy|kitten)?\s*(as|into|like|in)?\s*/i,
      '',
    )
    .replace(/\s+/g, ' ');
  return subject ? subject[0]!.toLowerCase() + subject.slice(1) : '';
}

/**
 * A new style's name and texts written from its prompt (offline): "a pirate captain on a stormy sea"
 * becomes "Your pet as a pirate captain on a stormy sea.", not the painter's fallback style's words.
 * `styleWords` is the painter's description of the style it recognised in the prompt, if any.
 */
export function describeFromPrompt(userPrompt: string, styleWords: string | null): TemplateTexts {
  const words =
    userPrompt
      .toLowerCase()
      .match(/[a-z]+/g)
      ?.filter((w) => w.length > 2 && !STOP.has(w)) ?? [];
  const name = titleCase(words.slice(0, 3)) || 'New Style';
  const subject = subjectOfPrompt(userPrompt).slice(0, 200);
  const lead = subject
    ? `Your pet as ${
        /^(a|an|the)\s/i.test(subject) || /^[a-z]+s\b/.test(subject) ? '' : /^[aeiou]/i.test(subject) ? 'an ' : 'a '
      }${subject}`
    : 'Your pet in a new style';
  const short = subject ? `${name}: ${subject}.` : `${name}: a new style.`;
  const description =
    `${lead}${styleWords ? `, as a ${styleWords.split(',')[0]}` : ''}. Painted from your ` +
    `photo, keeping every marking that makes them unique.`;
  return { name, short, description };
}
