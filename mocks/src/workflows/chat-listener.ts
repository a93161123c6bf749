/**
 * The emulator's assistant: a rule-based listener, so the AI chat runs offline and its answers can be
 * tested. Each reply
 *
 * 1. reflects the feeling the message names back ("It sounds like you are feeling anxious."), or says
 *    that there seems to be a lot going on when it names none;
 * 2. when the message asks about medication or a diagnosis, says it cannot give either and who can;
 * 3. with data consent, suggests one of the user's own coping notes (the `actions` of a recent
 *    reflection), unless it touches one of the client's sensitivities;
 * 4. asks exactly one open question.
 *
 * It never diagnoses, never names a condition, never gives medication advice: every sentence it can say
 * is written below. A message the crisis check flags never reaches it: `aiChat` answers those with the
 * fixed safe template ({@link safeTemplate}).
 */
import { crisisWords, emergencyNumbersFor, type EmergencyNumber } from '@emotion-guru/platform-sdk';

export type ListenerLanguage = 'en' | 'tr';

export function listenerLanguage(languageCode: string): ListenerLanguage {
  return languageCode.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

/** Feeling words (normalised as the crisis check does; `*` is a prefix) and how the reply names them. */
const FEELINGS: Record<ListenerLanguage, readonly (readonly [string, string])[]> = {
  en: [
    ['hopeless*', 'hopeless'],
    ['overwhelm*', 'overwhelmed'],
    ['anxious', 'anxious'],
    ['anxiety', 'anxious'],
    ['worried', 'worried'],
    ['nervous', 'nervous'],
    ['sad', 'sad'],
    ['down', 'low'],
    ['depressed', 'low'],
    ['lonely', 'lonely'],
    ['alone', 'alone'],
    ['angry', 'angry'],
    ['furious', 'angry'],
    ['frustrat*', 'frustrated'],
    ['stress*', 'stressed'],
    ['tired', 'tired'],
    ['exhausted', 'exhausted'],
    ['scared', 'scared'],
    ['afraid', 'afraid'],
    ['hurt', 'hurt'],
    ['guilty', 'guilty'],
    ['ashamed', 'ashamed'],
    ['embarrassed', 'embarrassed'],
    ['disappointed', 'disappointed'],
    ['jealous', 'jealous'],
    ['confused', 'confused'],
    ['happy', 'happy'],
    ['excited', 'excited'],
    ['calm', 'calm'],
    ['grateful', 'grateful'],
  ],
  tr: [
    ['umutsuz*', 'umutsuz'],
    ['bunal*', 'bunalmış'],
    ['kaygi*', 'kaygılı'],
    ['endise*', 'endişeli'],
    ['gergin*', 'gergin'],
    ['uzgun*', 'üzgün'],
    ['uzul*', 'üzgün'],
    ['yalniz*', 'yalnız'],
    ['ofke*', 'öfkeli'],
    ['kizgin*', 'kızgın'],
    ['sinirli*', 'sinirli'],
    ['stres*', 'stresli'],
    ['yorgun*', 'yorgun'],
    ['tukenmis*', 'tükenmiş'],
    ['kork*', 'korkmuş'],
    ['kirgin*', 'kırgın'],
    ['suclu*', 'suçlu'],
    ['utan*', 'mahcup'],
    ['kiskan*', 'kıskanç'],
    ['mutlu*', 'mutlu'],
    ['heyecan*', 'heyecanlı'],
    ['sakin*', 'sakin'],
  ],
};

/** Words that ask about medication, a diagnosis or a named condition. */
const MEDICAL: Record<ListenerLanguage, readonly string[]> = {
  en: [
    'medication*',
    'medicine*',
    'meds',
    'pill*',
    'dose*',
    'dosage',
    'antidepressant*',
    'prescri*',
    'diagnos*',
    'disorder*',
    'ssri*',
    'sertraline',
    'xanax',
    'prozac',
    'depression',
    'adhd',
    'bipolar',
    'ptsd',
    'ocd',
    'autism',
    'autistic',
    'borderline',
    'schizophreni*',
  ],
  tr: [
    'ilac*',
    'doz*',
    'hap',
    'haplar*',
    'recete*',
    'antidepresan*',
    'teshis*',
    'tani',
    'tanisi',
    'bozuklu*',
  ],
};

const TEXT = {
  en: {
    feeling: (feeling: string) => `It sounds like you are feeling ${feeling} right now.`,
    noFeeling: 'It sounds like there is a lot on your mind right now.',
    medical:
      'I cannot give a diagnosis or advice about medication; a doctor or a pharmacist is the right person to ask about that.',
    coping: (note: string) =>
      `In one of your reflections you wrote that this helped you: “${note}”. It might be worth coming back to, if it feels right.`,
    questions: [
      'What feels most important about this for you right now?',
      'What do you notice in your body as you think about it?',
      'What would feel supportive for you at the moment?',
      'How has this been affecting your days?',
      'What would you like to happen next?',
    ],
  },
  tr: {
    feeling: (feeling: string) => `Şu an kendini ${feeling} hissediyor gibisin.`,
    noFeeling: 'Şu an aklında çok şey var gibi görünüyor.',
    medical:
      'Teşhis koyamam ve ilaçlar konusunda tavsiye veremem; bunu bir doktora ya da eczacıya sormak en doğrusu.',
    coping: (note: string) =>
      `Yansımalarından birinde sana iyi gelen bir şey yazmıştın: “${note}”. İçinden gelirse ona yeniden dönebilirsin.`,
    questions: [
      'Şu an bununla ilgili senin için en önemli olan ne?',
      'Bunu düşünürken bedeninde neler fark ediyorsun?',
      'Şu an sana ne iyi gelirdi?',
      'Bu durum günlerini nasıl etkiliyor?',
      'Bundan sonra ne olmasını isterdin?',
    ],
  },
} as const;

function matches(pattern: string, word: string): boolean {
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

/** The first feeling the message names, in the reply's words. */
export function namedFeeling(message: string, language: ListenerLanguage): string | undefined {
  const words = crisisWords(message);
  for (const word of words) {
    const hit = FEELINGS[language].find(([pattern]) => matches(pattern, word));
    if (hit !== undefined) return hit[1];
  }
  return undefined;
}

function asksMedical(message: string, language: ListenerLanguage): boolean {
  return crisisWords(message).some((word) => MEDICAL[language].some((pattern) => matches(pattern, word)));
}

/** A coping note may not touch a sensitivity (e.g. "avoid talking about food"): words of 4+ letters. */
function touchesSensitivity(note: string, sensitivities: string): boolean {
  const avoid = crisisWords(sensitivities).filter((w) => w.length >= 4);
  const words = crisisWords(note);
  return avoid.some((a) => words.some((w) => w.startsWith(a)));
}

const NOTE_LENGTH = 160;

export interface ListenerInput {
  message: string;
  language: ListenerLanguage;
  /** How many messages the user sent in this conversation before this one (picks the question). */
  turn: number;
  /** The user's own coping notes, newest first (only with data consent). */
  copingNotes: readonly string[];
  /** The client's sensitivities, as written by their caretaker or themself. */
  sensitivities: string;
}

export function listenerReply(input: ListenerInput): string {
  const text = TEXT[input.language];
  const feeling = namedFeeling(input.message, input.language);
  const parts: string[] = [feeling === undefined ? text.noFeeling : text.feeling(feeling)];
  if (asksMedical(input.message, input.language)) parts.push(text.medical);
  const note = input.copingNotes.find((n) => !touchesSensitivity(n, input.sensitivities));
  if (note !== undefined) {
    const short = note.length > NOTE_LENGTH ? `${note.slice(0, NOTE_LENGTH - 1).trimEnd()}…` : note;
    parts.push(text.coping(short.replace(/\s+/g, ' ')));
  }
  parts.push(text.questions[input.turn % text.questions.length] ?? text.questions[0]);
  return parts.join('\n\n');
}

const NUMBER_NAMES: Record<ListenerLanguage, Record<EmergencyNumber['kind'], string>> = {
  en: { crisis: 'the Suicide and Crisis Lifeline, call or text', emergency: 'emergency services' },
  tr: { crisis: 'kriz hattı', emergency: 'Acil Çağrı Merkezi' },
};

/**
 * The fixed reply to a message the crisis check flags, with the emergency numbers for the user's
 * language. Nothing of the message is repeated back and no model is asked.
 */
export function safeTemplate(languageCode: string): string {
  const language = listenerLanguage(languageCode);
  const names = NUMBER_NAMES[language];
  const numbers = emergencyNumbersFor(languageCode)
    .numbers.map((n) => `**${n.number}** (${names[n.kind]})`)
    .join(language === 'tr' ? ' ya da ' : ' or ');
  if (language === 'tr') {
    return [
      'Bunu benimle paylaştığın için teşekkür ederim. Çok zor bir şey yaşıyor gibisin ve şu an bir insandan destek almayı hak ediyorsun.',
      `Tehlikedeysen ya da bu düşüncelere göre davranabileceğini hissediyorsan lütfen hemen ara: ${numbers}.`,
      'Yapabilirsen güvendiğin birine ulaş ve nasıl hissettiğini anlat. Ben bir yapay zekâyım; bir insan ya da kriz hattı değilim, ama seni dinlemeye devam etmek için buradayım.',
    ].join('\n\n');
  }
  return [
    'Thank you for telling me. It sounds like you are going through something very hard, and you deserve support from a person right now.',
    `If you are in danger or might act on these thoughts, please call ${numbers} now.`,
    'If you can, reach out to someone you trust and tell them how you feel. I am an AI, not a person or a crisis service, but I am here to keep listening.',
  ].join('\n\n');
}
