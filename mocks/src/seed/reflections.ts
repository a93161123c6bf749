/**
 * Check-ins and reflections for the demo people: weeks of quick check-ins and reflections that come back
 * to the same few loops (the late-night work e-mails, the night before an exam, empty weekends in a new
 * city, ...), in the language each person writes in. Dates count back from the seed time, which is the
 * emulator's clock (see seed/index.ts), so a demo account always has a recent history.
 */
import type { Database } from '../db/database.ts';
import type { TenantData } from '../db/tenant.ts';
import type { RandomSource } from '../random.ts';
import { catalogueEmotionId } from './emotions/seed.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

type Level = 1 | 2 | 4;
type Timing = 1 | 2 | 4;

interface Scene {
  title: string;
  description: string;
  timing: Timing;
  emotions: readonly (readonly [slug: string, level: Level])[];
  body: readonly (readonly [area: string, intensity: Level])[];
  thoughts: string;
  actions: string;
  needs: string;
}

interface LoopStory {
  title: string;
  description: string;
  color: string;
  /** Oldest first: the loop's reflections in the order they happened. */
  scenes: readonly Scene[];
}

const LEVELS: Record<string, Level> = { low: 1, medium: 2, high: 4 };
const TIMINGS: Record<string, Timing> = { before: 1, during: 2, after: 4 };

function levelled(list: string, scene: string): [name: string, level: Level][] {
  return list.split(',').map((item) => {
    const [name, word] = item.trim().split(' ');
    const level = LEVELS[word ?? ''];
    if (name === undefined || level === undefined)
      throw new Error(`seed scene "${scene}": bad item "${item}"`);
    return [name, level];
  });
}

type SixLines = [string, string, string, string, string, string];

function isSixLines(lines: string[]): lines is SixLines {
  return lines.length === 6;
}

/**
 * One scene written compactly in six lines: the title; the description; `timing: emotion level, ...;
 * body-area intensity, ...` (timing before / during / after, levels low / medium / high); what the
 * person thought; what they did; what they needed.
 */
function sceneFrom(block: string): Scene {
  const lines = block
    .trim()
    .split('\n')
    .map((line) => line.trim());
  if (!isSixLines(lines)) throw new Error(`seed scene "${lines[0]}": expected six lines`);
  const [title, description, feelings, thoughts, actions, needs] = lines;
  const match = /^(\w+): (.+); (.+)$/.exec(feelings);
  const timing = TIMINGS[match?.[1] ?? ''];
  if (match === null || timing === undefined) {
    throw new Error(`seed scene "${title}": expected "timing: emotions; body", got "${feelings}"`);
  }
  return {
    title,
    description,
    timing,
    emotions: levelled(match[2] ?? '', title),
    body: levelled(match[3] ?? '', title),
    thoughts,
    actions,
    needs,
  };
}

/** Scenes in the form of `sceneFrom`, a blank line between two. */
function scenes(text: string): Scene[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map(sceneFrom);
}

const LATE_EMAILS: LoopStory = {
  title: 'Late-night work e-mails',
  description: 'A message from work after 10 pm, and the evening is gone.',
  color: '#ef4444',
  scenes: scenes(`
    E-mail from my manager at 11 pm
    A "quick question" about the release arrived while I was getting ready for bed.
    after: anxiety high, annoyance medium; chest high, shoulders medium
    If I don't answer tonight they'll think I'm not committed.
    Answered it in bed, then lay awake until one.
    A clear line where work stops.

    Checked Slack during dinner
    Picked up the phone between courses "just to see".
    during: stressed medium, guilt medium; stomach medium
    Something might be on fire and I would be the last to know.
    Read three threads, answered none, missed half the conversation at the table.
    To be present with the people in front of me.

    Turned notifications off after 9 pm
    Set the phone to do-not-disturb before the evening started.
    before: nervous medium, hope low; hands low
    What if something urgent comes in?
    Told the team I read messages again at 8 am.
    Trust that the team can manage one evening without me.

    Said no to an evening call
    A colleague asked for a call at 9 pm; I offered 8:30 the next morning instead.
    after: relieved high, pride medium; shoulders low
    They were fine with it. The story in my head was worse than what happened.
    Closed the laptop and went for a walk.
    More practice at saying no early.
  `),
};

const SUNDAY_DREAD: LoopStory = {
  title: 'Sunday-night dread',
  description: 'The weekend ends hours before it is over.',
  color: '#6366f1',
  scenes: scenes(`
    Sunday evening, thinking about Monday
    By five o’clock I was already going through the week’s meetings in my head.
    before: apprehension medium, drained medium; stomach medium, head low
    The week is going to be too much again.
    Scrolled my phone on the sofa for two hours.
    Rest that actually feels like rest.

    Planned the week instead of dreading it
    Spent twenty minutes on Sunday afternoon writing the three things that matter this week.
    before: calm medium, optimism medium; chest low
    Most of it is manageable once it is on paper.
    Wrote the list, then cooked a proper dinner.
    To keep this as a Sunday ritual.

    A good Sunday
    Long walk in the park, phone left at home.
    during: peaceful medium, grateful medium; legs low
    I noticed Monday only once, and let it go.
    Walked for two hours, read in the evening.
    More afternoons like this one.
  `),
};

const CHORES: LoopStory = {
  title: 'Arguments about chores',
  description: 'The same argument about housework, with the same words and the same ending.',
  color: '#f59e0b',
  scenes: scenes(`
    The dishes again
    Came home to a full sink after asking twice in the morning.
    after: frustrated high, hurt medium; face medium, hands medium
    I am the only one who notices anything in this flat.
    Raised my voice, then washed everything myself in silence.
    To feel that we are a team.

    Asked for help before getting angry
    Said what I needed on Saturday morning instead of waiting for the mess to pile up.
    before: nervous low, hope medium; throat medium
    It may start a fight, but not asking certainly will.
    We wrote a rota together on the fridge.
    Fairness, said out loud.

    The rota held for a week
    Nobody had to ask; the bins went out on time.
    after: content medium, trust medium; chest low
    It was never about the dishes; it was about feeling alone with it.
    Thanked them, and meant it.
    To notice when things go right, too.
  `),
};

const MEETINGS: LoopStory = {
  title: 'Back-to-back meetings',
  description: 'Days with no gap between calls, and no time to think.',
  color: '#0ea5e9',
  scenes: scenes(`
    Seven calls in a row
    No lunch, no break, camera on from nine to four.
    after: exhausted high, irritated medium; head high, back medium
    I am busy all day and get nothing done.
    Ate crisps at the desk and snapped at my partner in the evening.
    Gaps in the calendar that stay gaps.

    Blocked two focus mornings
    Put two mornings a week in the calendar as "focus time".
    before: motivated medium, apprehension low; shoulders low
    People may book over them anyway.
    Declined the first meeting that landed on one.
    Colleagues who respect the blocks.

    A morning that was mine
    Finished the strategy draft before ten.
    after: focused medium, satisfied medium; chest low
    Protecting time works when I protect it.
    Shared the draft and took a proper lunch.
    To keep both mornings every week.
  `),
};

const EXAM_NIGHT: LoopStory = {
  title: 'Sınavdan önceki gece',
  description: 'Sınavdan önceki akşam kaygı yükseliyor, uyku kaçıyor.',
  color: '#f59e0b',
  scenes: scenes(`
    Matematik sınavından önceki gece
    Akşam tekrar yaparken birden hiçbir şey hatırlamıyormuşum gibi geldi.
    before: anxiety high, fear medium; stomach high, chest medium
    Ya her şeyi unutursam? Ya yine düşük alırsam?
    Gece ikiye kadar tekrar yaptım, sonra uyuyamadım.
    Uyumak ve hazırlığıma güvenmek.

    Fizik sınavı öncesi nefes egzersizi
    Yatmadan önce dört saniye al, altı saniye ver egzersizini on dakika yaptım.
    before: nervous medium, calm low; chest medium, throat low
    Hazırlandım; bilmediğim bir şey çıkarsa dünyanın sonu değil.
    Saat on birde ışığı kapattım.
    Bu alışkanlığı her sınavdan önce sürdürmek.

    Kimya sınavına dinlenmiş girdim
    Bir gece önce erken yattım, sabah kahvaltı yaptım.
    after: relieved high, confident medium; shoulders low
    Kaygı geldi ama beni yönetmedi.
    Sınavdan sonra arkadaşlarla yürüyüşe çıktım.
    Kendimi takdir etmeyi unutmamak.
  `),
};

const GRADES_AT_HOME: LoopStory = {
  title: 'Annemle notlar hakkında konuşmak',
  description: 'Not konuşmaları hep aynı yere varıyor: ben savunmaya geçiyorum, annem endişeleniyor.',
  color: '#a855f7',
  scenes: scenes(`
    Annem deneme sonucunu sordu
    Akşam yemeğinde deneme sınavı sonucunu sordu, puanımı söyleyince sessizleşti.
    during: guilt medium, annoyance medium; throat medium, face medium
    Onu yine hayal kırıklığına uğrattım.
    Odama gidip kapıyı kapattım.
    Puanımdan bağımsız olarak desteklendiğimi hissetmek.

    Anneme nasıl hissettiğimi anlattım
    Bu kez sonucu söylemeden önce ne kadar gergin olduğumu anlattım.
    after: understood medium, relieved medium; chest low
    O da benim için endişeleniyormuş, bana kızmıyormuş.
    Birlikte çalışma planı yaptık.
    Bu konuşmaları daha sık yapmak.
  `),
};

const EMPTY_WEEKENDS: LoopStory = {
  title: 'Boş hafta sonları',
  description: 'Yeni şehirde hafta sonları uzun ve sessiz geçiyor.',
  color: '#10b981',
  scenes: scenes(`
    Yeni şehirde ilk cumartesi
    Bütün gün evde kutuları açtım, kimseyle konuşmadım.
    after: lonely high, pensiveness medium; chest medium, throat medium
    Burada kimse beni tanımıyor; eski hayatım çok uzakta kaldı.
    Eski arkadaşlarımın fotoğraflarına baktım.
    Biriyle yüz yüze konuşmak.

    Kimse mesajıma cevap vermedi
    Pazar öğleden sonra üç kişiye yazdım, akşama kadar ses çıkmadı.
    after: left-out medium, sadness medium; stomach medium
    Kimse umursamıyor. Belki ben fazla ısrarcıyım.
    Akşam annemi aradım, biraz hafifledim.
    Burada da bir çevre kurmak.

    Mahalledeki seramik atölyesi
    Cumartesi sabahı atölyeye gittim, yanımdaki kadınla sohbet ettik.
    after: hope medium, curiosity medium; hands low
    Belki her hafta sonu bir yere gidersem yalnızlık azalır.
    Gelecek hafta için yine yazıldım.
    Düzenli bir şeyin parçası olmak.
  `),
};

const PERFECTIONISM: LoopStory = {
  title: 'Mükemmeliyetçilik',
  description: 'Bir işi teslim etmeden önce defalarca kontrol etmek, sonra yine de yetersiz hissetmek.',
  color: '#ef4444',
  scenes: scenes(`
    Sunumu beşinci kez düzelttim
    Gece yarısı slaytların yazı tiplerini yeniden hizaladım.
    before: anxiety medium, exhausted medium; shoulders high, head medium
    Küçük bir hata görürlerse yetersiz olduğumu anlayacaklar.
    Saat ikide yattım, sabah yine kontrol ettim.
    İyi olanın yeterli olduğuna inanmak.

    Raporu bir kez okuyup gönderdim
    Kendime bir okuma sınırı koydum ve gönder tuşuna bastım.
    during: nervous medium, pride medium; hands medium
    Bir hata varsa düzeltilir; bu bir felaket değil.
    Gönderdikten sonra telefonu bırakıp yürüyüşe çıktım.
    Bu sınırı sonraki işlerde de korumak.

    Yöneticimden olumlu geri bildirim
    Raporun açık ve yeterli olduğunu söyledi; bir yazım hatasından hiç bahsetmedi.
    after: relieved medium, satisfied medium; chest low
    Kimse benim kadar sert bakmıyor.
    Akşamı kendime ayırdım.
    Kendime daha yumuşak davranmak.
  `),
};

const CRITICISM: LoopStory = {
  title: 'İşte eleştirilmek',
  description: 'Bir eleştiri duyunca günün geri kalanı onunla geçiyor.',
  color: '#0ea5e9',
  scenes: scenes(`
    Toplantıda fikrim geri çevrildi
    Önerimi anlatırken ekip liderim sözümü kesti ve başka konuya geçti.
    during: shame medium, anger medium; face high, throat medium
    Bir daha fikir söylemeyeceğim.
    Toplantının geri kalanında hiç konuşmadım.
    Dinlenmek ve ciddiye alınmak.

    Geri bildirimi yazılı istedim
    Ekip liderime önerimle ilgili ne düşündüğünü yazmasını rica ettim.
    after: nervous low, confident medium; chest low
    Belki fikre değil, zamanlamaya itiraz etti.
    Cevabını okuyup iki noktayı düzelttim.
    Eleştiriyi kişisel almamak.

    Önerim bir sonraki sprintte kabul edildi
    Düzelttiğim öneriyi yeniden sundum, ekip kabul etti.
    after: pride medium, content medium; shoulders low
    Eleştiri bir son değil, bir ara adımmış.
    Kendime küçük bir ödül aldım.
    Bu deneyimi bir dahaki eleştiride hatırlamak.
  `),
};

/** Check-in notes, one in four check-ins carries one. */
const NOTES: Record<'en-US' | 'tr-TR', readonly string[]> = {
  'en-US': [
    'After the morning stand-up.',
    'Walking home.',
    'Before bed.',
    'Lunch break, first time outside today.',
    'Coffee helped.',
    'Right after the call.',
    'Slept badly.',
    'Good talk with a friend.',
  ],
  'tr-TR': [
    'Sabah toplantısından sonra.',
    'Eve yürürken.',
    'Yatmadan önce.',
    'Öğle arası, bugün ilk kez dışarıdayım.',
    'Kahve iyi geldi.',
    'Görüşmeden hemen sonra.',
    'Kötü uyudum.',
    'Bir arkadaşla güzel bir sohbet.',
  ],
};

/**
 * Reflections a person tagged alike but has not linked into a loop yet: the loop tracker can suggest one
 * (the same tag and the same emotion family three times within 30 days).
 */
interface UnlinkedStory {
  tag: string;
  /** Oldest first, the last within the last two weeks. */
  scenes: readonly Scene[];
}

const COMMUTE: UnlinkedStory = {
  tag: 'commute',
  scenes: scenes(`
    Train cancelled again
    The 8:10 was cancelled and I was going to be late for stand-up.
    during: nervous medium, worried medium; chest medium
    Everyone will notice I am late.
    Messaged the team and stood on the platform scrolling.
    To know that being late once is fine.

    Packed platform before the client call
    Two trains went past full while the call got closer.
    before: worried high, nervous medium; stomach medium
    If I miss the start, the client will think we are careless.
    Walked to the next station instead of waiting.
    A plan for the days the trains fail.

    Stuck between stations
    The train stopped in the tunnel for twenty minutes with no announcement.
    during: anxiety medium, nervous high; chest high, hands medium
    What if it stays here for an hour?
    Counted my breaths and read the same page over and over.
    Some air, and to know how long it would take.
  `),
};

const PRESENTATION: UnlinkedStory = {
  tag: 'sunum',
  scenes: scenes(`
    Ekip toplantısında söz sırası
    Sıra bana gelmeden önce notlarımı üç kez okudum.
    before: nervous medium, worried medium; stomach medium
    Bir şeyi unutursam hazırlıksız görüneceğim.
    Notları kısalttım ve su içtim.
    Unutmanın da olağan olduğunu bilmek.

    Müşteriye sunum
    Projektör açılmadı, konuşmaya slaytsız başladım.
    during: nervous high, anxiety medium; hands high, face medium
    Herkes ne kadar tedirgin olduğumu görüyor.
    Konuşmayı kısa tuttum ve soruları sona bıraktım.
    Bir aksilikte toparlanabildiğimi hatırlamak.

    Yarınki sunum için son prova
    Akşam evde provayı iki kez yaptım, ikisinde de takıldım.
    before: worried high, nervous medium; shoulders medium, stomach medium
    Takılırsam her şey dağılacak.
    Provayı bırakıp erken yattım.
    Mükemmel değil, yeterli bir sunum.
  `),
};

/** A person's story: their loops, the words they reach for in check-ins, and how far back it goes. */
export interface EmotionStory {
  language: 'en-US' | 'tr-TR';
  loops: readonly LoopStory[];
  /** Check-in words, more likely the earlier they appear. */
  palette: readonly string[];
  /** How many days back the check-ins and reflections reach. */
  days: number;
  /** Tagged reflections not yet in a loop, if any. */
  unlinked?: UnlinkedStory;
}

export const EMOTION_STORIES = {
  michael: {
    language: 'en-US',
    loops: [LATE_EMAILS, SUNDAY_DREAD],
    palette: [
      'stressed',
      'tired',
      'anxiety',
      'drained',
      'calm',
      'relieved',
      'focused',
      'frustrated',
      'rested',
      'content',
    ],
    days: 28,
  },
  aylin: {
    language: 'tr-TR',
    loops: [EXAM_NIGHT, GRADES_AT_HOME],
    palette: [
      'nervous',
      'anxiety',
      'tired',
      'motivated',
      'calm',
      'hope',
      'worried',
      'relieved',
      'cheerful',
      'supported',
    ],
    days: 28,
  },
  ece: {
    language: 'tr-TR',
    loops: [EMPTY_WEEKENDS],
    palette: [
      'lonely',
      'pensiveness',
      'calm',
      'nostalgic',
      'curiosity',
      'tired',
      'hope',
      'content',
      'left-out',
      'grateful',
    ],
    days: 28,
  },
  james: {
    language: 'en-US',
    loops: [CHORES],
    palette: ['irritated', 'content', 'tired', 'calm', 'frustrated', 'cheerful', 'relaxed', 'hurt'],
    days: 21,
  },
  selin: {
    language: 'tr-TR',
    loops: [PERFECTIONISM],
    palette: ['anxiety', 'focused', 'exhausted', 'satisfied', 'nervous', 'calm', 'pride', 'relieved'],
    days: 21,
    unlinked: PRESENTATION,
  },
  sarah: {
    language: 'en-US',
    loops: [MEETINGS, SUNDAY_DREAD],
    palette: ['exhausted', 'focused', 'overwhelmed', 'calm', 'motivated', 'drained', 'satisfied', 'peaceful'],
    days: 21,
    unlinked: COMMUTE,
  },
  elif: {
    language: 'tr-TR',
    loops: [CRITICISM],
    palette: ['tired', 'calm', 'annoyance', 'content', 'worried', 'cheerful'],
    // The free plan shows 7 days: part of the story is older and counted as hidden.
    days: 14,
  },
  can: {
    language: 'tr-TR',
    loops: [],
    palette: ['cheerful', 'excited', 'calm', 'tired', 'motivated'],
    days: 10,
  },
  olivia: {
    language: 'en-US',
    loops: [MEETINGS],
    palette: ['stressed', 'calm', 'tired', 'content'],
    days: 14,
  },
} as const satisfies Record<string, EmotionStory>;

export type StoryName = keyof typeof EMOTION_STORIES;

/** Private entries a client with an account of her own wrote herself (hidden from her caretaker). */
const PRIVATE_SCENES: Record<'en-US' | 'tr-TR', Scene> = {
  'en-US': sceneFrom(`
    What I did not say in the session
    I left out the part about the weekend because I was embarrassed.
    after: shame medium, lonely medium; throat medium
    If I say it, it becomes real.
    Wrote it here instead.
    Time before I share it.
  `),
  'tr-TR': sceneFrom(`
    Seansta söylemediğim şey
    Hafta sonu yaşadıklarımı utandığım için anlatmadım.
    after: shame medium, lonely medium; throat medium
    Söylersem gerçek olacak gibi geliyor.
    Onun yerine buraya yazdım.
    Paylaşmadan önce biraz zaman.
  `),
};

export interface StoryTarget {
  clientId: string;
  /** Who wrote the records (the client's caretaker, or the person themself). */
  authorId: string;
  /** The client's own user, when they have an account: they also write some records, a few private. */
  ownUserId?: string;
}

/** When something happened `day` days before the seed time, at a waking hour picked by the seeded random. */
function momentOf(random: RandomSource, seedTime: number, day: number): string {
  return new Date(seedTime - day * DAY + random.int(7, 22) * HOUR + random.int(0, 59) * 60_000).toISOString();
}

/** A word of the palette: the first ones more often, as a person has their usual feelings. */
function paletteWord(random: RandomSource, palette: readonly string[]): string {
  const index = Math.min(palette.length - 1, Math.floor(random.next() * random.next() * palette.length));
  return palette[index] ?? palette[0] ?? 'calm';
}

function reflectionValues(scene: Scene, clientId: string): Record<string, unknown> {
  return {
    title: scene.title,
    description: scene.description,
    timing: scene.timing,
    client_id: clientId,
    emotions: scene.emotions.map(([slug, level]) => ({ emotion_id: catalogueEmotionId(slug), level })),
    bodySensations: scene.body.map(([area, intensity]) => ({ area, intensity })),
    thoughts: scene.thoughts,
    actions: scene.actions,
    needs: scene.needs,
    status: 1,
  };
}

/** Seeds one person's check-ins, loops and reflections. */
export function seedEmotionStory(
  db: Database,
  tenant: TenantData,
  story: EmotionStory,
  target: StoryTarget,
  seedTime: number,
): void {
  const { random } = db;
  // Check-ins: most days one to three, some days none.
  for (let day = story.days; day >= 1; day--) {
    const count = Math.max(0, random.int(-1, 3));
    const moments: string[] = [];
    for (let i = 0; i < count; i++) moments.push(momentOf(random, seedTime, day));
    moments.sort();
    for (const at of moments) {
      const author =
        target.ownUserId !== undefined && random.next() < 0.5 ? target.ownUserId : target.authorId;
      const note = random.next() < 0.25 ? random.pick(NOTES[story.language]) : undefined;
      db.insert(
        tenant,
        'VegEmotionRecord',
        {
          client_id: target.clientId,
          emotion_id: catalogueEmotionId(paletteWord(random, story.palette)),
          level: random.pick([1, 2, 2, 4] as const),
          timing: random.pick([1, 2, 4, 4] as const),
          date: at,
          private: false,
          ...(note === undefined ? {} : { note }),
        },
        { actorId: author, now: at, createDate: at },
      );
    }
  }
  // Loops: each loop's scenes spread over the window, oldest first, the loop created with its first.
  story.loops.forEach((loopStory, loopIndex) => {
    const count = loopStory.scenes.length;
    let loopId: string | undefined;
    loopStory.scenes.forEach((scene, index) => {
      const span = story.days - 1;
      const day = Math.max(1, Math.round(story.days - (span * index) / Math.max(1, count - 1)) - loopIndex);
      const at = momentOf(random, seedTime, day);
      if (loopId === undefined) {
        const loop = db.insert(
          tenant,
          'VegLoop',
          {
            title: loopStory.title,
            description: loopStory.description,
            color: loopStory.color,
            client_id: target.clientId,
            private: false,
          },
          { actorId: target.authorId, now: at, createDate: at },
        );
        loopId = String(loop.id);
      }
      db.insert(
        tenant,
        'VegReflection',
        {
          ...reflectionValues(scene, target.clientId),
          date: at,
          loop_id: loopId,
          color: loopStory.color,
          private: false,
        },
        { actorId: target.authorId, now: at, createDate: at },
      );
    });
  });
  // Tagged alike, not linked: 12, 7 and 2 days before the seed time (within 30 days of each other).
  if (story.unlinked !== undefined) {
    const { tag, scenes: unlinked } = story.unlinked;
    const first = momentOf(random, seedTime, 14);
    const tagRow = db.insert(
      tenant,
      'GsbTag',
      { name: tag },
      { actorId: target.authorId, now: first, createDate: first },
    );
    unlinked.forEach((scene, index) => {
      const at = momentOf(random, seedTime, 12 - 5 * index);
      db.insert(
        tenant,
        'VegReflection',
        { ...reflectionValues(scene, target.clientId), date: at, tags: [tagRow.id], private: false },
        { actorId: target.authorId, now: at, createDate: at },
      );
    });
  }
  // A client with an account keeps one reflection and one check-in private from the caretaker.
  if (target.ownUserId !== undefined) {
    const at = momentOf(random, seedTime, 2);
    db.insert(
      tenant,
      'VegReflection',
      { ...reflectionValues(PRIVATE_SCENES[story.language], target.clientId), date: at, private: true },
      { actorId: target.ownUserId, now: at, createDate: at },
    );
    db.insert(
      tenant,
      'VegEmotionRecord',
      {
        client_id: target.clientId,
        emotion_id: catalogueEmotionId('shame'),
        level: 2,
        timing: 4,
        date: at,
        private: true,
      },
      { actorId: target.ownUserId, now: at, createDate: at },
    );
  }
}
