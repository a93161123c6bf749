/**
 * Journal entries for the seeded clients: a month of notes, one a day, composed from hand-written
 * fragments by the seeded random source (so the month reads differently per client but identically
 * across runs).
 */
import type { RandomSource } from '../random.ts';

interface Fragment {
  title: string;
  opening: string;
  feeling: string;
}

const EN: readonly Fragment[] = [
  {
    title: 'A calmer morning',
    opening: 'Woke up before the alarm and had coffee by the window.',
    feeling: 'The usual Monday dread was quieter than last week; naming it early seemed to help.',
  },
  {
    title: 'Tense meeting',
    opening: 'The project review ran long and my manager questioned the timeline twice.',
    feeling: 'Felt my jaw clench and heat in my face: anger first, then the shame underneath it.',
  },
  {
    title: 'Walk with my sister',
    opening: 'We walked along the seafront after work and talked about Mum.',
    feeling: 'Sadness, but a soft kind. I did not need to fix anything, just to be there.',
  },
  {
    title: 'Could not sleep',
    opening: 'Lay awake until two replaying a conversation from lunch.',
    feeling: 'Anxiety in the chest. Writing the thoughts down made them smaller.',
  },
  {
    title: 'Small win',
    opening: 'Finished the report a day early and sent it without rereading it five times.',
    feeling: 'Pride, and a surprising amount of relief. The perfectionism loop did not start.',
  },
  {
    title: 'Crowded bus',
    opening: 'The bus was packed and someone kept pushing.',
    feeling: 'Irritation that stayed for an hour. Noticed I was short with my colleague because of it.',
  },
  {
    title: 'Therapy homework',
    opening: 'Tried the breathing exercise before the difficult phone call.',
    feeling: 'Nervous before, steady during, tired after. The call went better than I expected.',
  },
  {
    title: 'Lonely Sunday',
    opening: 'Nobody answered my messages and the flat felt very quiet.',
    feeling: 'Loneliness, then the old story that nobody cares. Called a friend in the evening and it eased.',
  },
  {
    title: 'Good news',
    opening: 'The landlord agreed to fix the heating this week.',
    feeling: 'Joy and lightness. Played music while cooking for the first time in weeks.',
  },
  {
    title: 'Argument at home',
    opening: 'We argued about chores again; same words, same ending.',
    feeling: 'Frustration and hurt. I want to ask for help before I am already angry.',
  },
];

const TR: readonly Fragment[] = [
  {
    title: 'Sakin bir sabah',
    opening: 'Alarmdan önce uyandım, kahvemi pencerenin önünde içtim.',
    feeling: 'Pazartesi sıkıntısı geçen haftakinden hafifti; adını erkenden koymak iyi geldi.',
  },
  {
    title: 'Gergin toplantı',
    opening: 'Proje toplantısı uzadı, yöneticim takvimi iki kez sorguladı.',
    feeling: 'Çenemin kasıldığını, yüzümün ısındığını hissettim: önce öfke, altında da utanç.',
  },
  {
    title: 'Ablamla yürüyüş',
    opening: 'İşten sonra sahilde yürüdük, annemi konuştuk.',
    feeling: 'Hüzün vardı ama yumuşak bir hüzün. Bir şeyi çözmem gerekmiyordu, yanında olmam yetti.',
  },
  {
    title: 'Uyuyamadım',
    opening: 'Öğlen yaptığımız konuşmayı gece ikiye kadar kafamda döndürüp durdum.',
    feeling: 'Göğsümde kaygı. Düşünceleri yazınca küçüldüler.',
  },
  {
    title: 'Küçük bir zafer',
    opening: 'Raporu bir gün erken bitirdim, beş kez okumadan gönderdim.',
    feeling: 'Gurur ve beklemediğim kadar büyük bir rahatlama. Mükemmeliyetçilik döngüsü bu sefer başlamadı.',
  },
  {
    title: 'Kalabalık otobüs',
    opening: 'Otobüs tıklım tıklımdı, biri sürekli itip duruyordu.',
    feeling: 'Bir saat süren bir huzursuzluk. Bu yüzden iş arkadaşıma ters cevap verdiğimi fark ettim.',
  },
  {
    title: 'Terapi ödevi',
    opening: 'Zor telefon görüşmesinden önce nefes egzersizini denedim.',
    feeling: 'Öncesinde gergin, görüşme sırasında dengeli, sonrasında yorgun. Görüşme sandığımdan iyi geçti.',
  },
  {
    title: 'Yalnız bir pazar',
    opening: 'Kimse mesajlarıma cevap vermedi, ev çok sessizdi.',
    feeling:
      'Yalnızlık, ardından o eski "kimse umursamıyor" hikâyesi. Akşam bir arkadaşımı aradım, hafifledi.',
  },
  {
    title: 'Güzel haber',
    opening: 'Ev sahibi kaloriferi bu hafta tamir ettirmeyi kabul etti.',
    feeling: 'Sevinç ve hafiflik. Haftalardır ilk kez yemek yaparken müzik açtım.',
  },
  {
    title: 'Evde tartışma',
    opening: 'Yine ev işleri yüzünden tartıştık; aynı cümleler, aynı son.',
    feeling: 'Hayal kırıklığı ve kırgınlık. Öfkelenmeden önce yardım istemeyi öğrenmek istiyorum.',
  },
];

const CLOSING_EN = [
  'Tomorrow: notice the first sign earlier.',
  'Rated the intensity 6 out of 10, down from 8 at noon.',
  'Want to bring this to the next session.',
  'Grateful for one thing today: the quiet tea at four.',
  'Body check: shoulders tight, breath short. Stretched for five minutes.',
];
const CLOSING_TR = [
  'Yarın için: ilk işareti daha erken fark etmek.',
  'Yoğunluğu 10 üzerinden 6 olarak puanladım; öğlen 8’di.',
  'Bunu bir sonraki seansa götürmek istiyorum.',
  'Bugün minnettar olduğum bir şey: saat dörtteki sessiz çay.',
  'Beden kontrolü: omuzlar gergin, nefes kısa. Beş dakika esneme yaptım.',
];

export interface SeedJournal {
  title: string;
  content: string;
  timing: number;
  status: number;
  color: string;
}

const COLORS = ['#6366f1', '#f59e0b', '#10b981', '#ef4444', '#0ea5e9', '#a855f7'];

export function composeJournal(random: RandomSource, language: string): SeedJournal {
  const turkish = language === 'tr-TR';
  const fragment = random.pick(turkish ? TR : EN);
  const closing = random.pick(turkish ? CLOSING_TR : CLOSING_EN);
  return {
    title: fragment.title,
    content: `<p>${fragment.opening}</p><p>${fragment.feeling}</p><p>${closing}</p>`,
    timing: random.pick([1, 2, 4]),
    status: random.next() < 0.7 ? 2 : 1,
    color: random.pick(COLORS),
  };
}
