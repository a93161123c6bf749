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

const LATE_EMAILS: LoopStory = {
  title: 'Late-night work e-mails',
  description: 'A message from work after 10 pm, and the evening is gone.',
  color: '#ef4444',
  scenes: [
    {
      title: 'E-mail from my manager at 11 pm',
      description: 'A "quick question" about the release arrived while I was getting ready for bed.',
      timing: 4,
      emotions: [
        ['anxiety', 4],
        ['annoyance', 2],
      ],
      body: [
        ['chest', 4],
        ['shoulders', 2],
      ],
      thoughts: "If I don't answer tonight they'll think I'm not committed.",
      actions: 'Answered it in bed, then lay awake until one.',
      needs: 'A clear line where work stops.',
    },
    {
      title: 'Checked Slack during dinner',
      description: 'Picked up the phone between courses "just to see".',
      timing: 2,
      emotions: [
        ['stressed', 2],
        ['guilt', 2],
      ],
      body: [['stomach', 2]],
      thoughts: 'Something might be on fire and I would be the last to know.',
      actions: 'Read three threads, answered none, missed half the conversation at the table.',
      needs: 'To be present with the people in front of me.',
    },
    {
      title: 'Turned notifications off after 9 pm',
      description: 'Set the phone to do-not-disturb before the evening started.',
      timing: 1,
      emotions: [
        ['nervous', 2],
        ['hope', 1],
      ],
      body: [['hands', 1]],
      thoughts: 'What if something urgent comes in?',
      actions: 'Told the team I read messages again at 8 am.',
      needs: 'Trust that the team can manage one evening without me.',
    },
    {
      title: 'Said no to an evening call',
      description: 'A colleague asked for a call at 9 pm; I offered 8:30 the next morning instead.',
      timing: 4,
      emotions: [
        ['relieved', 4],
        ['pride', 2],
      ],
      body: [['shoulders', 1]],
      thoughts: 'They were fine with it. The story in my head was worse than what happened.',
      actions: 'Closed the laptop and went for a walk.',
      needs: 'More practice at saying no early.',
    },
  ],
};

const SUNDAY_DREAD: LoopStory = {
  title: 'Sunday-night dread',
  description: 'The weekend ends hours before it is over.',
  color: '#6366f1',
  scenes: [
    {
      title: 'Sunday evening, thinking about Monday',
      description: 'By five o’clock I was already going through the week’s meetings in my head.',
      timing: 1,
      emotions: [
        ['apprehension', 2],
        ['drained', 2],
      ],
      body: [
        ['stomach', 2],
        ['head', 1],
      ],
      thoughts: 'The week is going to be too much again.',
      actions: 'Scrolled my phone on the sofa for two hours.',
      needs: 'Rest that actually feels like rest.',
    },
    {
      title: 'Planned the week instead of dreading it',
      description: 'Spent twenty minutes on Sunday afternoon writing the three things that matter this week.',
      timing: 1,
      emotions: [
        ['calm', 2],
        ['optimism', 2],
      ],
      body: [['chest', 1]],
      thoughts: 'Most of it is manageable once it is on paper.',
      actions: 'Wrote the list, then cooked a proper dinner.',
      needs: 'To keep this as a Sunday ritual.',
    },
    {
      title: 'A good Sunday',
      description: 'Long walk in the park, phone left at home.',
      timing: 2,
      emotions: [
        ['peaceful', 2],
        ['grateful', 2],
      ],
      body: [['legs', 1]],
      thoughts: 'I noticed Monday only once, and let it go.',
      actions: 'Walked for two hours, read in the evening.',
      needs: 'More afternoons like this one.',
    },
  ],
};

const CHORES: LoopStory = {
  title: 'Arguments about chores',
  description: 'The same argument about housework, with the same words and the same ending.',
  color: '#f59e0b',
  scenes: [
    {
      title: 'The dishes again',
      description: 'Came home to a full sink after asking twice in the morning.',
      timing: 4,
      emotions: [
        ['frustrated', 4],
        ['hurt', 2],
      ],
      body: [
        ['face', 2],
        ['hands', 2],
      ],
      thoughts: 'I am the only one who notices anything in this flat.',
      actions: 'Raised my voice, then washed everything myself in silence.',
      needs: 'To feel that we are a team.',
    },
    {
      title: 'Asked for help before getting angry',
      description: 'Said what I needed on Saturday morning instead of waiting for the mess to pile up.',
      timing: 1,
      emotions: [
        ['nervous', 1],
        ['hope', 2],
      ],
      body: [['throat', 2]],
      thoughts: 'It may start a fight, but not asking certainly will.',
      actions: 'We wrote a rota together on the fridge.',
      needs: 'Fairness, said out loud.',
    },
    {
      title: 'The rota held for a week',
      description: 'Nobody had to ask; the bins went out on time.',
      timing: 4,
      emotions: [
        ['content', 2],
        ['trust', 2],
      ],
      body: [['chest', 1]],
      thoughts: 'It was never about the dishes; it was about feeling alone with it.',
      actions: 'Thanked them, and meant it.',
      needs: 'To notice when things go right, too.',
    },
  ],
};

const MEETINGS: LoopStory = {
  title: 'Back-to-back meetings',
  description: 'Days with no gap between calls, and no time to think.',
  color: '#0ea5e9',
  scenes: [
    {
      title: 'Seven calls in a row',
      description: 'No lunch, no break, camera on from nine to four.',
      timing: 4,
      emotions: [
        ['exhausted', 4],
        ['irritated', 2],
      ],
      body: [
        ['head', 4],
        ['back', 2],
      ],
      thoughts: 'I am busy all day and get nothing done.',
      actions: 'Ate crisps at the desk and snapped at my partner in the evening.',
      needs: 'Gaps in the calendar that stay gaps.',
    },
    {
      title: 'Blocked two focus mornings',
      description: 'Put two mornings a week in the calendar as "focus time".',
      timing: 1,
      emotions: [
        ['motivated', 2],
        ['apprehension', 1],
      ],
      body: [['shoulders', 1]],
      thoughts: 'People may book over them anyway.',
      actions: 'Declined the first meeting that landed on one.',
      needs: 'Colleagues who respect the blocks.',
    },
    {
      title: 'A morning that was mine',
      description: 'Finished the strategy draft before ten.',
      timing: 4,
      emotions: [
        ['focused', 2],
        ['satisfied', 2],
      ],
      body: [['chest', 1]],
      thoughts: 'Protecting time works when I protect it.',
      actions: 'Shared the draft and took a proper lunch.',
      needs: 'To keep both mornings every week.',
    },
  ],
};

const EXAM_NIGHT: LoopStory = {
  title: 'Sınavdan önceki gece',
  description: 'Sınavdan önceki akşam kaygı yükseliyor, uyku kaçıyor.',
  color: '#f59e0b',
  scenes: [
    {
      title: 'Matematik sınavından önceki gece',
      description: 'Akşam tekrar yaparken birden hiçbir şey hatırlamıyormuşum gibi geldi.',
      timing: 1,
      emotions: [
        ['anxiety', 4],
        ['fear', 2],
      ],
      body: [
        ['stomach', 4],
        ['chest', 2],
      ],
      thoughts: 'Ya her şeyi unutursam? Ya yine düşük alırsam?',
      actions: 'Gece ikiye kadar tekrar yaptım, sonra uyuyamadım.',
      needs: 'Uyumak ve hazırlığıma güvenmek.',
    },
    {
      title: 'Fizik sınavı öncesi nefes egzersizi',
      description: 'Yatmadan önce dört saniye al, altı saniye ver egzersizini on dakika yaptım.',
      timing: 1,
      emotions: [
        ['nervous', 2],
        ['calm', 1],
      ],
      body: [
        ['chest', 2],
        ['throat', 1],
      ],
      thoughts: 'Hazırlandım; bilmediğim bir şey çıkarsa dünyanın sonu değil.',
      actions: 'Saat on birde ışığı kapattım.',
      needs: 'Bu alışkanlığı her sınavdan önce sürdürmek.',
    },
    {
      title: 'Kimya sınavına dinlenmiş girdim',
      description: 'Bir gece önce erken yattım, sabah kahvaltı yaptım.',
      timing: 4,
      emotions: [
        ['relieved', 4],
        ['confident', 2],
      ],
      body: [['shoulders', 1]],
      thoughts: 'Kaygı geldi ama beni yönetmedi.',
      actions: 'Sınavdan sonra arkadaşlarla yürüyüşe çıktım.',
      needs: 'Kendimi takdir etmeyi unutmamak.',
    },
  ],
};

const GRADES_AT_HOME: LoopStory = {
  title: 'Annemle notlar hakkında konuşmak',
  description: 'Not konuşmaları hep aynı yere varıyor: ben savunmaya geçiyorum, annem endişeleniyor.',
  color: '#a855f7',
  scenes: [
    {
      title: 'Annem deneme sonucunu sordu',
      description: 'Akşam yemeğinde deneme sınavı sonucunu sordu, puanımı söyleyince sessizleşti.',
      timing: 2,
      emotions: [
        ['guilt', 2],
        ['annoyance', 2],
      ],
      body: [
        ['throat', 2],
        ['face', 2],
      ],
      thoughts: 'Onu yine hayal kırıklığına uğrattım.',
      actions: 'Odama gidip kapıyı kapattım.',
      needs: 'Puanımdan bağımsız olarak desteklendiğimi hissetmek.',
    },
    {
      title: 'Anneme nasıl hissettiğimi anlattım',
      description: 'Bu kez sonucu söylemeden önce ne kadar gergin olduğumu anlattım.',
      timing: 4,
      emotions: [
        ['understood', 2],
        ['relieved', 2],
      ],
      body: [['chest', 1]],
      thoughts: 'O da benim için endişeleniyormuş, bana kızmıyormuş.',
      actions: 'Birlikte çalışma planı yaptık.',
      needs: 'Bu konuşmaları daha sık yapmak.',
    },
  ],
};

const EMPTY_WEEKENDS: LoopStory = {
  title: 'Boş hafta sonları',
  description: 'Yeni şehirde hafta sonları uzun ve sessiz geçiyor.',
  color: '#10b981',
  scenes: [
    {
      title: 'Yeni şehirde ilk cumartesi',
      description: 'Bütün gün evde kutuları açtım, kimseyle konuşmadım.',
      timing: 4,
      emotions: [
        ['lonely', 4],
        ['pensiveness', 2],
      ],
      body: [
        ['chest', 2],
        ['throat', 2],
      ],
      thoughts: 'Burada kimse beni tanımıyor; eski hayatım çok uzakta kaldı.',
      actions: 'Eski arkadaşlarımın fotoğraflarına baktım.',
      needs: 'Biriyle yüz yüze konuşmak.',
    },
    {
      title: 'Kimse mesajıma cevap vermedi',
      description: 'Pazar öğleden sonra üç kişiye yazdım, akşama kadar ses çıkmadı.',
      timing: 4,
      emotions: [
        ['left-out', 2],
        ['sadness', 2],
      ],
      body: [['stomach', 2]],
      thoughts: 'Kimse umursamıyor. Belki ben fazla ısrarcıyım.',
      actions: 'Akşam annemi aradım, biraz hafifledim.',
      needs: 'Burada da bir çevre kurmak.',
    },
    {
      title: 'Mahalledeki seramik atölyesi',
      description: 'Cumartesi sabahı atölyeye gittim, yanımdaki kadınla sohbet ettik.',
      timing: 4,
      emotions: [
        ['hope', 2],
        ['curiosity', 2],
      ],
      body: [['hands', 1]],
      thoughts: 'Belki her hafta sonu bir yere gidersem yalnızlık azalır.',
      actions: 'Gelecek hafta için yine yazıldım.',
      needs: 'Düzenli bir şeyin parçası olmak.',
    },
  ],
};

const PERFECTIONISM: LoopStory = {
  title: 'Mükemmeliyetçilik',
  description: 'Bir işi teslim etmeden önce defalarca kontrol etmek, sonra yine de yetersiz hissetmek.',
  color: '#ef4444',
  scenes: [
    {
      title: 'Sunumu beşinci kez düzelttim',
      description: 'Gece yarısı slaytların yazı tiplerini yeniden hizaladım.',
      timing: 1,
      emotions: [
        ['anxiety', 2],
        ['exhausted', 2],
      ],
      body: [
        ['shoulders', 4],
        ['head', 2],
      ],
      thoughts: 'Küçük bir hata görürlerse yetersiz olduğumu anlayacaklar.',
      actions: 'Saat ikide yattım, sabah yine kontrol ettim.',
      needs: 'İyi olanın yeterli olduğuna inanmak.',
    },
    {
      title: 'Raporu bir kez okuyup gönderdim',
      description: 'Kendime bir okuma sınırı koydum ve gönder tuşuna bastım.',
      timing: 2,
      emotions: [
        ['nervous', 2],
        ['pride', 2],
      ],
      body: [['hands', 2]],
      thoughts: 'Bir hata varsa düzeltilir; bu bir felaket değil.',
      actions: 'Gönderdikten sonra telefonu bırakıp yürüyüşe çıktım.',
      needs: 'Bu sınırı sonraki işlerde de korumak.',
    },
    {
      title: 'Yöneticimden olumlu geri bildirim',
      description: 'Raporun açık ve yeterli olduğunu söyledi; bir yazım hatasından hiç bahsetmedi.',
      timing: 4,
      emotions: [
        ['relieved', 2],
        ['satisfied', 2],
      ],
      body: [['chest', 1]],
      thoughts: 'Kimse benim kadar sert bakmıyor.',
      actions: 'Akşamı kendime ayırdım.',
      needs: 'Kendime daha yumuşak davranmak.',
    },
  ],
};

const CRITICISM: LoopStory = {
  title: 'İşte eleştirilmek',
  description: 'Bir eleştiri duyunca günün geri kalanı onunla geçiyor.',
  color: '#0ea5e9',
  scenes: [
    {
      title: 'Toplantıda fikrim geri çevrildi',
      description: 'Önerimi anlatırken ekip liderim sözümü kesti ve başka konuya geçti.',
      timing: 2,
      emotions: [
        ['shame', 2],
        ['anger', 2],
      ],
      body: [
        ['face', 4],
        ['throat', 2],
      ],
      thoughts: 'Bir daha fikir söylemeyeceğim.',
      actions: 'Toplantının geri kalanında hiç konuşmadım.',
      needs: 'Dinlenmek ve ciddiye alınmak.',
    },
    {
      title: 'Geri bildirimi yazılı istedim',
      description: 'Ekip liderime önerimle ilgili ne düşündüğünü yazmasını rica ettim.',
      timing: 4,
      emotions: [
        ['nervous', 1],
        ['confident', 2],
      ],
      body: [['chest', 1]],
      thoughts: 'Belki fikre değil, zamanlamaya itiraz etti.',
      actions: 'Cevabını okuyup iki noktayı düzelttim.',
      needs: 'Eleştiriyi kişisel almamak.',
    },
    {
      title: 'Önerim bir sonraki sprintte kabul edildi',
      description: 'Düzelttiğim öneriyi yeniden sundum, ekip kabul etti.',
      timing: 4,
      emotions: [
        ['pride', 2],
        ['content', 2],
      ],
      body: [['shoulders', 1]],
      thoughts: 'Eleştiri bir son değil, bir ara adımmış.',
      actions: 'Kendime küçük bir ödül aldım.',
      needs: 'Bu deneyimi bir dahaki eleştiride hatırlamak.',
    },
  ],
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

/** A person's story: their loops, the words they reach for in check-ins, and how far back it goes. */
export interface EmotionStory {
  language: 'en-US' | 'tr-TR';
  loops: readonly LoopStory[];
  /** Check-in words, more likely the earlier they appear. */
  palette: readonly string[];
  /** How many days back the check-ins and reflections reach. */
  days: number;
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
  },
  sarah: {
    language: 'en-US',
    loops: [MEETINGS, SUNDAY_DREAD],
    palette: ['exhausted', 'focused', 'overwhelmed', 'calm', 'motivated', 'drained', 'satisfied', 'peaceful'],
    days: 21,
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
  'en-US': {
    title: 'What I did not say in the session',
    description: 'I left out the part about the weekend because I was embarrassed.',
    timing: 4,
    emotions: [
      ['shame', 2],
      ['lonely', 2],
    ],
    body: [['throat', 2]],
    thoughts: 'If I say it, it becomes real.',
    actions: 'Wrote it here instead.',
    needs: 'Time before I share it.',
  },
  'tr-TR': {
    title: 'Seansta söylemediğim şey',
    description: 'Hafta sonu yaşadıklarımı utandığım için anlatmadım.',
    timing: 4,
    emotions: [
      ['shame', 2],
      ['lonely', 2],
    ],
    body: [['throat', 2]],
    thoughts: 'Söylersem gerçek olacak gibi geliyor.',
    actions: 'Onun yerine buraya yazdım.',
    needs: 'Paylaşmadan önce biraz zaman.',
  },
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
