/**
 * The crisis check: does a message speak of suicide, self-harm, abuse or danger? It runs in the app
 * before a message is sent (to show help at once) and in the platform's `aiChat` function (to answer with
 * the fixed safe template), over the same data file, so both always agree. It lives in the SDK because it
 * is the one package both the app and the emulator import.
 *
 * The phrases are data (crisis-terms.json, reviewed by a clinician before every release); every language
 * is checked whatever the interface language is, since people write in the language they feel in.
 * Ordinary idioms ("die laughing", "gülmekten ölüyorum") are listed too: a trigger that overlaps one of
 * them does not count. False alarms are preferred to misses: the user can always continue after the help.
 */
import TERMS from './crisis-terms.json' with { type: 'json' };
import NUMBERS from './emergency-numbers.json' with { type: 'json' };

export const CRISIS_CATEGORIES = ['suicide', 'selfHarm', 'abuse', 'danger'] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];

export interface CrisisCheckResult {
  /** True when at least one phrase matched (outside an ordinary idiom). */
  triggered: boolean;
  /** The categories that matched, in {@link CRISIS_CATEGORIES} order. */
  categories: CrisisCategory[];
  /** The data file's phrases that matched (for logs and tests; never shown to the user). */
  matches: string[];
}

/** How many other words `...` in a phrase may stand for. */
const MAX_GAP = 3;

const FOLD: Readonly<Record<string, string>> = {
  ı: 'i',
  ş: 's',
  ğ: 'g',
  ç: 'c',
  ö: 'o',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * Lower case with the Turkish rules (I → ı, İ → i), Turkish letters folded to ASCII (so "olmek" matches
 * "ölmek" and a keyboard without them), apostrophes dropped ("don't" → "dont", "intihar'ı" → "intiharı"),
 * any other non-letter a word break. Answers the words.
 */
export function crisisWords(text: string): string[] {
  const lower = text.toLocaleLowerCase('tr-TR');
  const folded = Array.from(lower, (ch) => FOLD[ch] ?? ch)
    .join('')
    // ö, ü, ç, ş, ğ and any other accented letter lose their marks (ı has none, hence FOLD).
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`ʼ]/g, '');
  return folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

type Token = { kind: 'word'; word: string } | { kind: 'prefix'; stem: string } | { kind: 'gap' };

interface Phrase {
  text: string;
  category: CrisisCategory | 'ordinary';
  tokens: Token[];
}

function compile(text: string, category: Phrase['category']): Phrase {
  const tokens = text
    .split(' ')
    .filter((t) => t.length > 0)
    .map((t): Token => {
      if (t === '...') return { kind: 'gap' };
      if (t.endsWith('*')) return { kind: 'prefix', stem: t.slice(0, -1) };
      return { kind: 'word', word: t };
    });
  return { text, category, tokens };
}

/** The end (exclusive) of a match of `tokens` starting at `words[at]`, or -1. */
function matchAt(tokens: readonly Token[], words: readonly string[], at: number, t = 0): number {
  if (t === tokens.length) return at;
  const token = tokens[t];
  if (token === undefined) return at;
  if (token.kind === 'gap') {
    for (let skip = 0; skip <= MAX_GAP && at + skip <= words.length; skip += 1) {
      const end = matchAt(tokens, words, at + skip, t + 1);
      if (end >= 0) return end;
    }
    return -1;
  }
  const word = words[at];
  if (word === undefined) return -1;
  const fits = token.kind === 'word' ? word === token.word : word.startsWith(token.stem);
  return fits ? matchAt(tokens, words, at + 1, t + 1) : -1;
}

interface Span {
  phrase: Phrase;
  start: number;
  end: number;
}

function spans(phrases: readonly Phrase[], words: readonly string[]): Span[] {
  const found: Span[] = [];
  for (const phrase of phrases) {
    for (let start = 0; start < words.length; start += 1) {
      const end = matchAt(phrase.tokens, words, start);
      if (end > start) found.push({ phrase, start, end });
    }
  }
  return found;
}

const TRIGGERS: readonly Phrase[] = CRISIS_CATEGORIES.flatMap((category) =>
  TERMS.terms[category].map((text) => compile(text, category)),
);
const ORDINARY: readonly Phrase[] = TERMS.ordinary.map((text) => compile(text, 'ordinary'));

/** Checks a message (any language) for crisis phrases. */
export function checkCrisis(text: string): CrisisCheckResult {
  const words = crisisWords(text);
  const idioms = spans(ORDINARY, words);
  const hits = spans(TRIGGERS, words).filter(
    (hit) => !idioms.some((idiom) => idiom.start < hit.end && hit.start < idiom.end),
  );
  const matched = new Set(hits.map((hit) => hit.phrase.category));
  return {
    triggered: hits.length > 0,
    categories: CRISIS_CATEGORIES.filter((c) => matched.has(c)),
    matches: [...new Set(hits.map((hit) => hit.phrase.text))],
  };
}

/** The version of the phrase list (bumped with every reviewed change). */
export const CRISIS_TERMS_VERSION: number = TERMS.version;

export interface EmergencyNumber {
  number: string;
  /** `emergency` (police, ambulance) or `crisis` (a suicide and crisis line). */
  kind: 'emergency' | 'crisis';
  /** The line also takes text messages. */
  text?: boolean;
}

export interface EmergencyNumbers {
  /** `TR`, `US` or `EU` (the fallback). */
  region: string;
  numbers: EmergencyNumber[];
}

type RegionTable = Record<string, EmergencyNumber[]>;

/**
 * The emergency numbers for a language tag (`tr-TR` → Turkey's 112, `en-US` → 988 and 911; any other
 * language → the European 112). Configuration in emergency-numbers.json, checked by a clinician before
 * a release.
 */
export function emergencyNumbersFor(language: string): EmergencyNumbers {
  const languages: Record<string, string> = NUMBERS.languages;
  const regions = NUMBERS.regions as RegionTable;
  const base = language.split('-')[0] ?? language;
  const region = languages[language] ?? languages[base] ?? NUMBERS.fallback;
  return { region, numbers: regions[region] ?? regions[NUMBERS.fallback] ?? [] };
}
