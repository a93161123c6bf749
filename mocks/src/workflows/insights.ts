/**
 * `aiInsights` (runFunction): written observations about a client's period, the "advanced insights" of
 * the premium, pro and team plans. The platform runs a language model; the emulator answers from the
 * data with the rules below, in the caller's language (en-US or tr-TR), so the app and its tests see
 * the same shape of answer with sentences that follow from the records.
 *
 * Params: `clientId`, `from`, `to` (ISO), `timeZone` (IANA, for times of day and weekdays), `language`.
 * Answer: `{ success: true, records, observations: [{ kind, text }] }`; fewer than `MIN_RECORDS` feelings
 * give no observations. The rules, each only when its condition holds:
 *
 * - `timeOfDay`: mornings (5-12 h), afternoons (12-18 h) and evenings (18-5 h) with at least 3 feelings
 *   each compared; the most and least pleasant differ by more than 0.3 (on the -1..+1 scale).
 * - `weekday`: the weekday with at least 2 feelings whose mean is lowest, 0.3 or more below the period's.
 * - `direction`: the period's second half against its first, by more than 0.2.
 * - `tension`: more than 40% of the feelings unpleasant with high energy (the red area).
 * - `loop`: a loop whose reflections were less pleasant before its events than after them.
 */
import { hasTierFeature } from '@emotion-guru/platform-sdk';
import { canReadClientRecord } from '../access/emotions.ts';
import { str } from '../handlers/body.ts';
import { EMULATOR_MESSAGES, HttpError, type CallContext } from '../handlers/context.ts';
import type { Row } from '../query/types.ts';

export const MIN_RECORDS = 5;

export const INSIGHT_ERRORS = {
  NOT_IN_PLAN: 'Advanced insights are part of the Premium, Pro and Team plans',
  CLIENT_NOT_FOUND: 'Client not found',
} as const;

type Language = 'en-US' | 'tr-TR';

interface Felt {
  pleasantness: number;
  energy: number;
  hour: number;
  weekday: number;
  time: number;
  timing?: number;
  loopId?: string;
}

const WEEKDAYS: Record<Language, readonly string[]> = {
  'en-US': ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'],
  'tr-TR': [
    'Pazar günleri',
    'Pazartesi günleri',
    'Salı günleri',
    'Çarşamba günleri',
    'Perşembe günleri',
    'Cuma günleri',
    'Cumartesi günleri',
  ],
};
/** The parts of the day: how a sentence names them (Turkish also needs the dative, "-lara göre"). */
const PARTS = {
  morning: { en: 'mornings', tr: 'sabahlar', trDative: 'sabahlara' },
  afternoon: { en: 'afternoons', tr: 'öğleden sonralar', trDative: 'öğleden sonralara' },
  evening: { en: 'evenings', tr: 'akşamlar', trDative: 'akşamlara' },
} as const;
type Part = keyof typeof PARTS;

const TEXT = {
  'en-US': {
    timeOfDay: (best: Part, worst: Part) =>
      `Your ${PARTS[best].en} were noticeably more pleasant than your ${PARTS[worst].en}. What fills your ${PARTS[worst].en} might be worth a look.`,
    weekday: (day: string) =>
      `${day} were the hardest days of the period: your feelings were clearly less pleasant than on other days.`,
    up: 'The period grew lighter: your feelings in its second half were more pleasant than in its first.',
    down: 'The period grew heavier: your feelings in its second half were less pleasant than in its first. Be gentle with yourself.',
    tension: (percent: number) =>
      `${String(percent)}% of your feelings were tense ones (unpleasant, with high energy). A short pause to breathe can take the edge off.`,
    loop: (count: number) =>
      `In ${count === 1 ? 'one loop' : `${String(count)} loops`}, you felt better after the event than before it: the worry beforehand was bigger than what happened.`,
  },
  'tr-TR': {
    timeOfDay: (best: Part, worst: Part) =>
      `${capitalize(PARTS[best].tr)}, ${PARTS[worst].trDative} göre belirgin biçimde daha hoştu. ${capitalize(PARTS[worst].tr)} neyle dolu, bakmaya değer olabilir.`,
    weekday: (day: string) =>
      `${day} dönemin en zor günleriydi: hisleriniz diğer günlerden belirgin biçimde daha az hoştu.`,
    up: 'Dönem hafifledi: ikinci yarısındaki hisleriniz ilk yarısındakilerden daha hoştu.',
    down: 'Dönem ağırlaştı: ikinci yarısındaki hisleriniz ilk yarısındakilerden daha az hoştu. Kendinize nazik davranın.',
    tension: (percent: number) =>
      `Hislerinizin %${String(percent)} kadarı gergin hislerdi (hoş olmayan, yüksek enerjili). Nefes almak için kısa bir ara gerginliği azaltabilir.`,
    loop: (count: number) =>
      `${String(count)} döngüde olaydan sonra öncesinden daha iyi hissettiniz: öncesindeki kaygı, olanlardan büyüktü.`,
  },
} as const;

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function partOf(hour: number): Part {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The written observations for a period's feelings (pure: the rules of the file's comment). */
export function observe(felt: readonly Felt[], language: Language): { kind: string; text: string }[] {
  if (felt.length < MIN_RECORDS) return [];
  const text = TEXT[language];
  const out: { kind: string; text: string }[] = [];
  const overall = mean(felt.map((f) => f.pleasantness));

  const parts = (['morning', 'afternoon', 'evening'] as const)
    .map((part) => ({ part, values: felt.filter((f) => partOf(f.hour) === part).map((f) => f.pleasantness) }))
    .filter(({ values }) => values.length >= 3)
    .map(({ part, values }) => ({ part, average: mean(values) }))
    .sort((a, b) => b.average - a.average);
  const best = parts[0];
  const worst = parts.at(-1);
  if (best && worst && best !== worst && best.average - worst.average > 0.3)
    out.push({
      kind: 'timeOfDay',
      text: text.timeOfDay(best.part, worst.part),
    });

  const days = [0, 1, 2, 3, 4, 5, 6]
    .map((day) => ({ day, values: felt.filter((f) => f.weekday === day).map((f) => f.pleasantness) }))
    .filter(({ values }) => values.length >= 2)
    .map(({ day, values }) => ({ day, average: mean(values) }))
    .sort((a, b) => a.average - b.average);
  const hardest = days[0];
  if (hardest && days.length > 1 && overall - hardest.average >= 0.3)
    out.push({ kind: 'weekday', text: text.weekday(WEEKDAYS[language][hardest.day] ?? '') });

  const sorted = [...felt].sort((a, b) => a.time - b.time);
  const half = Math.floor(sorted.length / 2);
  const shift =
    mean(sorted.slice(half).map((f) => f.pleasantness)) -
    mean(sorted.slice(0, half).map((f) => f.pleasantness));
  if (shift > 0.2) out.push({ kind: 'direction', text: text.up });
  else if (shift < -0.2) out.push({ kind: 'direction', text: text.down });

  const tense = felt.filter((f) => f.pleasantness < 0 && f.energy > 0).length / felt.length;
  if (tense > 0.4) out.push({ kind: 'tension', text: text.tension(Math.round(tense * 100)) });

  const loops = new Map<string, { before: number[]; after: number[] }>();
  for (const f of felt) {
    if (f.loopId === undefined || (f.timing !== 1 && f.timing !== 4)) continue;
    const loop = loops.get(f.loopId) ?? { before: [], after: [] };
    (f.timing === 1 ? loop.before : loop.after).push(f.pleasantness);
    loops.set(f.loopId, loop);
  }
  const lighter = [...loops.values()].filter(
    ({ before, after }) => before.length > 0 && after.length > 0 && mean(after) - mean(before) > 0.3,
  ).length;
  if (lighter > 0) out.push({ kind: 'loop', text: text.loop(lighter) });
  return out;
}

function hourAndWeekday(time: number, timeZone: string): { hour: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(new Date(time));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
    parts.find((p) => p.type === 'weekday')?.value ?? '',
  );
  return { hour, weekday };
}

function validZone(zone: string | undefined): string {
  if (zone === undefined) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

export function aiInsights(ctx: CallContext, params: Row): Row {
  const userId = ctx.actor.userId;
  const user = userId === undefined ? undefined : ctx.db.row(ctx.tenant, 'GsbUser', userId);
  if (user === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  if (!hasTierFeature(Number(user.subscriptionType ?? 1), 'ai-insights'))
    throw new HttpError(403, INSIGHT_ERRORS.NOT_IN_PLAN);
  const clientId = str(params, 'clientId', 'client_id') ?? '';
  const lookup = (entity: string, id: string) => ctx.db.row(ctx.tenant, entity, id);
  const client = ctx.db.row(ctx.tenant, 'VegClient', clientId);
  if (client === undefined || !canReadClientRecord(ctx.actor, { client_id: clientId }, lookup))
    throw new HttpError(404, INSIGHT_ERRORS.CLIENT_NOT_FOUND);
  const from = Date.parse(str(params, 'from') ?? '');
  const to = Date.parse(str(params, 'to') ?? '');
  const timeZone = validZone(str(params, 'timeZone'));
  const language: Language = (str(params, 'language') ?? ctx.language).startsWith('tr') ? 'tr-TR' : 'en-US';
  const inPeriod = (row: Row) => {
    const time = Date.parse(String(row.date));
    return (
      row.client_id === clientId && time >= from && time < to && canReadClientRecord(ctx.actor, row, lookup)
    );
  };
  const felt: Felt[] = [];
  const add = (emotionId: unknown, row: Row) => {
    const emotion = typeof emotionId === 'string' ? lookup('VegEmotion', emotionId) : undefined;
    if (emotion === undefined) return;
    const time = Date.parse(String(row.date));
    felt.push({
      pleasantness: Number(emotion.pleasantness),
      energy: Number(emotion.energy),
      time,
      ...hourAndWeekday(time, timeZone),
      ...(typeof row.timing === 'number' ? { timing: row.timing } : {}),
      ...(typeof row.loop_id === 'string' ? { loopId: row.loop_id } : {}),
    });
  };
  for (const row of ctx.db.rows(ctx.tenant, 'VegEmotionRecord').filter(inPeriod))
    add(row.emotion_id, { ...row, loop_id: undefined });
  for (const row of ctx.db.rows(ctx.tenant, 'VegReflection').filter(inPeriod)) {
    const emotions = Array.isArray(row.emotions) ? (row.emotions as Row[]) : [];
    for (const item of emotions) add(item.emotion_id, row);
  }
  return { success: true, records: felt.length, observations: observe(felt, language) };
}
