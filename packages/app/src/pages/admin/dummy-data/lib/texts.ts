import { JournalTiming, type BodyArea } from '@emotion-guru/platform-sdk';

/**
 * The words of the demo data, in English and Turkish: what a person might write in check-in notes,
 * reflections (most of them about one of a few recurring patterns, "loops") and journal entries. They are
 * record content, not interface text, so they live here rather than in the locale files.
 */
export const GENERATED_LANGUAGES = ['en-US', 'tr-TR'] as const;
export type GeneratedLanguage = (typeof GENERATED_LANGUAGES)[number];

export function isGeneratedLanguage(value: unknown): value is GeneratedLanguage {
  return GENERATED_LANGUAGES.some((language) => language === value);
}

/** Texts of one kind of moment: each scene is a title with the sentence that belongs to it. */
export interface SceneTexts {
  scenes: readonly (readonly [title: string, description: string])[];
  thoughts: readonly string[];
  actions: readonly string[];
  needs: readonly string[];
}

/** A loop's name and what it is about, and its moments when it bites (`hard`) and when it eases. */
export interface LoopTexts {
  title: string;
  description: string;
  hard: SceneTexts;
  eased: SceneTexts;
}

/** The feelings of one side of a loop: catalogue slugs (the first more often), the body, the timing. */
export interface LoopFeelings {
  emotions: readonly string[];
  body: readonly BodyArea[];
  timings: readonly JournalTiming[];
}

/** A recurring pattern a person reflects on again and again. */
export interface LoopTheme {
  key: string;
  color: string;
  hard: LoopFeelings;
  eased: LoopFeelings;
  texts: Readonly<Record<GeneratedLanguage, LoopTexts>>;
}

const { Before, During, After } = JournalTiming;

export const LOOP_THEMES: readonly LoopTheme[] = [
  {
    key: 'deadlines',
    color: '#ef4444',
    hard: {
      emotions: ['stressed', 'overwhelmed', 'anxiety', 'frustrated'],
      body: ['shoulders', 'head', 'chest'],
      timings: [Before, During],
    },
    eased: { emotions: ['relieved', 'satisfied', 'pride'], body: ['shoulders', 'chest'], timings: [After] },
    texts: {
      'en-US': {
        title: 'Deadlines at work',
        description:
          'A deadline comes closer, the evenings fill up with work, and sleep is the first thing to go.',
        hard: {
          scenes: [
            ['Report due tomorrow', 'My manager asked for the numbers a day earlier than planned.'],
            ['A last-minute change', 'The client changed the brief at four in the afternoon.'],
            ['Working late again', 'Stayed at the desk until ten to finish the slides.'],
            [
              'Three deadlines on one Friday',
              'Three tasks landed on the same day, and all of them were urgent.',
            ],
          ],
          thoughts: [
            'If this is not perfect, everyone will notice.',
            'I should have started earlier; this is my fault.',
            'There is no way all of this fits into one day.',
          ],
          actions: [
            'Skipped lunch and kept going.',
            'Answered e-mails in bed at midnight.',
            'Said yes to one more task without thinking.',
          ],
          needs: ['A realistic plan and fewer surprises.', 'A proper break in the middle of the day.'],
        },
        eased: {
          scenes: [
            ['Finished on time', 'Sent the work off before lunch and closed the laptop.'],
            ['Asked for one more day', 'My manager said Wednesday was fine, and nothing fell apart.'],
          ],
          thoughts: ['Maybe it is good enough as it is.', 'Asking early saves everyone a late night.'],
          actions: [
            'Made a list and did the smallest task first.',
            'Asked a colleague to check the last part.',
            'Wrote to my manager and asked which task comes first.',
          ],
          needs: ['Permission to ask for more time.', 'To keep working this way.'],
        },
      },
      'tr-TR': {
        title: 'İşte teslim tarihleri',
        description: 'Teslim tarihi yaklaştıkça akşamlar işle doluyor ve ilk feda edilen şey uyku oluyor.',
        hard: {
          scenes: [
            ['Rapor yarın teslim', 'Yöneticim rakamları planlanandan bir gün önce istedi.'],
            ['Son dakika değişikliği', 'Müşteri, öğleden sonra saat dörtte brifi değiştirdi.'],
            ['Yine geç saate kadar çalıştım', 'Sunumu bitirmek için saat ona kadar masadan kalkmadım.'],
            ['Aynı cumaya üç teslim', 'Üç iş aynı güne denk geldi ve hepsi acildi.'],
          ],
          thoughts: [
            'Bu kusursuz olmazsa herkes fark edecek.',
            'Daha erken başlamalıydım; hepsi benim suçum.',
            'Bunların hepsinin bir güne sığması imkânsız.',
          ],
          actions: [
            'Öğle yemeğini atlayıp devam ettim.',
            'Gece yarısı yatakta e-postalara cevap verdim.',
            'Hiç düşünmeden bir iş daha üstlendim.',
          ],
          needs: ['Gerçekçi bir plan ve daha az sürpriz.', 'Gün ortasında gerçek bir mola.'],
        },
        eased: {
          scenes: [
            ['Zamanında bitirdim', 'İşi öğleden önce gönderdim ve bilgisayarı kapattım.'],
            ['Bir gün daha istedim', 'Yöneticim çarşambanın da olacağını söyledi ve hiçbir şey yıkılmadı.'],
          ],
          thoughts: [
            'Belki de olduğu hâliyle yeterince iyidir.',
            'Erken sormak herkesi geç saate kadar çalışmaktan kurtarıyor.',
          ],
          actions: [
            'Bir liste yaptım ve önce en küçük işi bitirdim.',
            'Son kısmı kontrol etmesini bir iş arkadaşımdan rica ettim.',
            'Yöneticime yazıp hangi işin önce geldiğini sordum.',
          ],
          needs: ['Daha fazla zaman isteyebilmek için kendime izin vermek.', 'Böyle çalışmaya devam etmek.'],
        },
      },
    },
  },
  {
    key: 'sunday',
    color: '#6366f1',
    hard: {
      emotions: ['apprehension', 'worried', 'pensiveness', 'drained'],
      body: ['stomach', 'chest', 'head'],
      timings: [Before],
    },
    eased: { emotions: ['calm', 'peaceful', 'hope'], body: ['chest', 'legs'], timings: [Before, During] },
    texts: {
      'en-US': {
        title: 'Sunday-evening dread',
        description: 'The weekend ends hours before it is over: Monday arrives on Sunday afternoon.',
        hard: {
          scenes: [
            [
              'Thinking about Monday already',
              'By five o’clock I was going through the week’s meetings in my head.',
            ],
            ['A heavy Sunday evening', 'The light went, and my good mood went with it.'],
            [
              'Could not enjoy the dinner',
              'Friends were laughing at the table and I was somewhere in Tuesday.',
            ],
          ],
          thoughts: [
            'The week is going to be too much again.',
            'Everyone else seems to cope better than I do.',
            'I wasted the whole weekend.',
          ],
          actions: [
            'Scrolled on the sofa for two hours.',
            'Opened my work inbox “just to see”.',
            'Went to bed late and slept badly.',
          ],
          needs: ['Rest that actually feels like rest.', 'To keep Sunday evening for myself.'],
        },
        eased: {
          scenes: [
            [
              'Planned the week instead of worrying',
              'Spent twenty minutes writing down the three things that matter this week.',
            ],
            ['A quiet Sunday that stayed quiet', 'Long walk in the afternoon, phone left at home.'],
          ],
          thoughts: [
            'Most of it is manageable once it is on paper.',
            'Monday will come either way; tonight is still mine.',
          ],
          actions: [
            'Cooked a proper dinner and put music on.',
            'Wrote tomorrow’s first task on a sticky note.',
            'Went to bed early with a book.',
          ],
          needs: ['A softer start to Monday morning.', 'More Sundays like this one.'],
        },
      },
      'tr-TR': {
        title: 'Pazar akşamı sıkıntısı',
        description: 'Hafta sonu, bitmeden saatler önce bitiyor: pazartesi, pazar öğleden sonra geliyor.',
        hard: {
          scenes: [
            [
              'Şimdiden pazartesiyi düşünüyorum',
              'Saat beşte haftanın toplantılarını kafamda tek tek geçiriyordum.',
            ],
            ['Ağır bir pazar akşamı', 'Hava kararınca keyfim de kaçtı.'],
            [
              'Yemeğin tadını çıkaramadım',
              'Arkadaşlarım sofrada gülüşürken ben aklımda salı gününü yaşıyordum.',
            ],
          ],
          thoughts: [
            'Bu hafta da yine çok fazla olacak.',
            'Herkes benden daha iyi başa çıkıyor gibi.',
            'Bütün hafta sonunu boşa harcadım.',
          ],
          actions: [
            'Kanepede iki saat telefonda gezindim.',
            'İş e-postalarımı “sadece bakmak için” açtım.',
            'Geç yattım ve kötü uyudum.',
          ],
          needs: ['Gerçekten dinlendiren bir dinlenme.', 'Pazar akşamını kendime ayırmak.'],
        },
        eased: {
          scenes: [
            [
              'Endişelenmek yerine haftayı planladım',
              'Bu hafta önemli olan üç şeyi yazmaya yirmi dakika ayırdım.',
            ],
            ['Sakin kalan sakin bir pazar', 'Öğleden sonra uzun bir yürüyüş yaptım, telefonu evde bıraktım.'],
          ],
          thoughts: [
            'Kâğıda dökünce çoğu halledilebilir görünüyor.',
            'Pazartesi nasılsa gelecek; bu akşam hâlâ benim.',
          ],
          actions: [
            'Düzgün bir akşam yemeği pişirip müzik açtım.',
            'Yarının ilk işini yapışkan bir nota yazdım.',
            'Elimde bir kitapla erkenden yattım.',
          ],
          needs: ['Pazartesi sabahına daha yumuşak bir başlangıç.', 'Bunun gibi daha çok pazar.'],
        },
      },
    },
  },
  {
    key: 'family',
    color: '#f59e0b',
    hard: {
      emotions: ['guilt', 'annoyance', 'hurt', 'frustrated'],
      body: ['throat', 'face', 'shoulders'],
      timings: [During, After],
    },
    eased: { emotions: ['understood', 'tender', 'relieved'], body: ['chest'], timings: [After] },
    texts: {
      'en-US': {
        title: 'Phone calls with my mother',
        description: 'The same questions, the same advice, and the same tight throat afterwards.',
        hard: {
          scenes: [
            ['“When are you coming home?”', 'She asked again why I do not visit more often.'],
            ['Another call about my job', 'Twenty minutes of advice about a job she does not really know.'],
            ['Money came up again', 'She asked what I spend my salary on, and I felt fifteen again.'],
          ],
          thoughts: [
            'Whatever I do, it is never quite enough for her.',
            'I am an adult; I can decide this myself.',
            'Why can I not just say it out loud?',
          ],
          actions: [
            'Kept quiet and changed the subject.',
            'Ended the call early and felt bad about it.',
            'Complained to my partner for an hour afterwards.',
          ],
          needs: ['To be trusted with my own choices.', 'A little distance without guilt.'],
        },
        eased: {
          scenes: [
            ['Said what I felt, calmly', 'Told her I love her calls but not the questions about money.'],
            ['A short, kind call', 'We talked about her garden and laughed about the neighbours.'],
          ],
          thoughts: [
            'She worries because she cares, not because I am failing.',
            'Maybe she is lonely more than she is critical.',
          ],
          actions: ['Took a breath before answering.', 'Promised to call on Sunday and wrote it down.'],
          needs: ['Calls that are about us, not about my to-do list.', 'To call her because I want to.'],
        },
      },
      'tr-TR': {
        title: 'Annemle telefon konuşmaları',
        description: 'Aynı sorular, aynı öğütler ve ardından boğazda kalan aynı düğüm.',
        hard: {
          scenes: [
            ['“Ne zaman geleceksin?”', 'Neden daha sık ziyarete gelmediğimi yine sordu.'],
            ['İşim hakkında bir telefon daha', 'Pek bilmediği bir iş hakkında yirmi dakika öğüt verdi.'],
            [
              'Konu yine paraya geldi',
              'Maaşımı neye harcadığımı sordu; kendimi yeniden on beş yaşında hissettim.',
            ],
          ],
          thoughts: [
            'Ne yaparsam yapayım, ona hiçbir zaman yetmiyor.',
            'Ben bir yetişkinim; buna kendim karar verebilirim.',
            'Neden bunu yüksek sesle söyleyemiyorum?',
          ],
          actions: [
            'Sesimi çıkarmadım ve konuyu değiştirdim.',
            'Konuşmayı erken bitirdim, sonra kendimi kötü hissettim.',
            'Ardından bir saat boyunca eşime dert yandım.',
          ],
          needs: ['Kendi seçimlerimde bana güvenilmesi.', 'Suçluluk duymadan biraz mesafe.'],
        },
        eased: {
          scenes: [
            [
              'Hissettiğimi sakince söyledim',
              'Aramalarını sevdiğimi ama para hakkındaki soruları sevmediğimi söyledim.',
            ],
            ['Kısa ve sıcak bir konuşma', 'Bahçesinden konuştuk, komşulara birlikte güldük.'],
          ],
          thoughts: [
            'Beni başarısız bulduğu için değil, sevdiği için endişeleniyor.',
            'Belki eleştirdiğinden çok yalnızdır.',
          ],
          actions: [
            'Cevap vermeden önce derin bir nefes aldım.',
            'Pazar günü arayacağıma söz verdim ve not aldım.',
          ],
          needs: ['Yapılacaklar listemi değil, bizi konuştuğumuz konuşmalar.', 'Onu istediğim için aramak.'],
        },
      },
    },
  },
  {
    key: 'scrolling',
    color: '#0ea5e9',
    hard: {
      emotions: ['tired', 'restless', 'guilt', 'drained'],
      body: ['head', 'back', 'whole-body'],
      timings: [During, After],
    },
    eased: { emotions: ['rested', 'calm', 'satisfied'], body: ['whole-body'], timings: [After] },
    texts: {
      'en-US': {
        title: 'Late-night scrolling',
        description: 'Just one more video, and suddenly it is one in the morning.',
        hard: {
          scenes: [
            ['Up until one again', 'Meant to check one message and watched videos for an hour and a half.'],
            ['Phone in bed', 'Could not fall asleep, so I reached for the phone.'],
            ['A tired morning', 'Woke up with a headache after four hours of sleep.'],
          ],
          thoughts: [
            'Tomorrow I will be exhausted, and I know it.',
            'This is the only time of the day that is mine.',
            'Everyone else has their life together.',
          ],
          actions: [
            'Kept scrolling even though my eyes hurt.',
            'Drank a third coffee before noon.',
            'Promised myself “never again” and did it again.',
          ],
          needs: ['Some time for myself earlier in the evening.', 'Sleep before anything else.'],
        },
        eased: {
          scenes: [
            ['Left the phone in the kitchen', 'Charged the phone outside the bedroom for the first time.'],
            ['Slept eight hours', 'Read a paper book instead and fell asleep before eleven.'],
          ],
          thoughts: [
            'I am not missing anything important at midnight.',
            'The mornings are so much easier after a real night’s sleep.',
          ],
          actions: [
            'Set an alarm for bedtime, not only for waking up.',
            'Made tea and turned the lights down at ten.',
          ],
          needs: ['An evening routine that I actually keep.', 'To protect my sleep.'],
        },
      },
      'tr-TR': {
        title: 'Gece geç saatlere kadar telefonda gezinmek',
        description: 'Bir video daha derken saat birden gece biri oluyor.',
        hard: {
          scenes: [
            ['Yine gece bire kadar uyanıktım', 'Bir mesaja bakacaktım, bir buçuk saat video izledim.'],
            ['Yatakta telefon', 'Uyuyamayınca telefona uzandım.'],
            ['Yorgun bir sabah', 'Dört saatlik uykudan sonra baş ağrısıyla uyandım.'],
          ],
          thoughts: [
            'Yarın bitkin olacağım, biliyorum.',
            'Günün bana ait olan tek zamanı bu.',
            'Herkesin hayatı yolunda gibi.',
          ],
          actions: [
            'Gözlerim acısa da kaydırmaya devam ettim.',
            'Öğleden önce üçüncü kahvemi içtim.',
            'Kendime “bir daha asla” dedim ve yine yaptım.',
          ],
          needs: ['Akşamın daha erken saatlerinde kendime zaman.', 'Her şeyden önce uyku.'],
        },
        eased: {
          scenes: [
            ['Telefonu mutfakta bıraktım', 'Telefonu ilk kez yatak odasının dışında şarj ettim.'],
            ['Sekiz saat uyudum', 'Onun yerine basılı bir kitap okudum ve on birden önce uyudum.'],
          ],
          thoughts: [
            'Gece yarısı önemli hiçbir şeyi kaçırmıyorum.',
            'Gerçekten uyuduğum gecelerin sabahları çok daha kolay.',
          ],
          actions: [
            'Sadece uyanmak için değil, yatmak için de alarm kurdum.',
            'Saat onda çay demleyip ışıkları kıstım.',
          ],
          needs: ['Gerçekten sürdürebildiğim bir akşam düzeni.', 'Uykumu korumak.'],
        },
      },
    },
  },
  {
    key: 'friends',
    color: '#10b981',
    hard: {
      emotions: ['left-out', 'lonely', 'insecure', 'disappointed'],
      body: ['chest', 'stomach', 'throat'],
      timings: [After],
    },
    eased: { emotions: ['cheerful', 'supported', 'amused'], body: ['chest'], timings: [During, After] },
    texts: {
      'en-US': {
        title: 'Plans with friends',
        description: 'Waiting to be invited, not asking, and feeling left out when the photos appear.',
        hard: {
          scenes: [
            [
              'Saw their photos from the weekend',
              'They went to the lake on Saturday; I found out from the photos.',
            ],
            [
              'Nobody answered in the group chat',
              'Sent a message to the group and it stayed unread all evening.',
            ],
            ['A cancelled evening', 'The dinner I was looking forward to was called off an hour before.'],
          ],
          thoughts: [
            'They did not think of me at all.',
            'Maybe I am too much work to be around.',
            'It is always me who has to make the effort.',
          ],
          actions: [
            'Muted the chat and went to bed early.',
            'Wrote a long message and deleted it.',
            'Stayed in and told myself I preferred it.',
          ],
          needs: ['To feel that I belong somewhere.', 'The courage to ask first.'],
        },
        eased: {
          scenes: [
            ['Invited them myself', 'Suggested a board-game night for Friday and three people said yes.'],
            ['Dinner with old friends', 'Four of us at the little place near the station, until late.'],
          ],
          thoughts: [
            'People are busy; silence is not a verdict.',
            'I forget how good this feels until it happens.',
          ],
          actions: [
            'Sent a direct invitation instead of waiting.',
            'Stayed for dessert instead of leaving first.',
          ],
          needs: ['Regular time with the people I love.', 'To keep reaching out.'],
        },
      },
      'tr-TR': {
        title: 'Arkadaşlarla planlar',
        description: 'Davet edilmeyi beklemek, sormamak ve fotoğraflar paylaşılınca dışlanmış hissetmek.',
        hard: {
          scenes: [
            ['Hafta sonu fotoğraflarını gördüm', 'Cumartesi göle gitmişler; fotoğraflardan öğrendim.'],
            ['Gruptaki mesajıma kimse cevap vermedi', 'Gruba bir mesaj attım, bütün akşam okunmadan kaldı.'],
            ['İptal edilen bir akşam', 'Heyecanla beklediğim yemek bir saat kala iptal edildi.'],
          ],
          thoughts: [
            'Beni hiç düşünmediler.',
            'Belki de benimle vakit geçirmek çok zahmetli.',
            'Hep çabalayan ben olmak zorundayım.',
          ],
          actions: [
            'Grubu sessize alıp erkenden yattım.',
            'Uzun bir mesaj yazdım, sonra sildim.',
            'Evde kaldım ve kendime bunu tercih ettiğimi söyledim.',
          ],
          needs: ['Bir yere ait olduğumu hissetmek.', 'İlk adımı atacak cesaret.'],
        },
        eased: {
          scenes: [
            [
              'Bu sefer ben davet ettim',
              'Cuma için bir kutu oyunu akşamı önerdim, üç kişi geleceğini söyledi.',
            ],
            [
              'Eski arkadaşlarla akşam yemeği',
              'İstasyonun yanındaki küçük yerde dört kişi geç saate kadar oturduk.',
            ],
          ],
          thoughts: [
            'İnsanlar meşgul; sessizlik bir hüküm değil.',
            'Bu kadar iyi geldiğini, yaşayana kadar unutuyorum.',
          ],
          actions: ['Beklemek yerine doğrudan davet ettim.', 'İlk kalkan olmak yerine tatlıya kadar kaldım.'],
          needs: ['Sevdiğim insanlarla düzenli zaman.', 'Ulaşmaya devam etmek.'],
        },
      },
    },
  },
];

/** Reflections on a day's one-off moment, in no loop: a good one or a hard one. */
export interface FreeTexts {
  pleasant: SceneTexts;
  unpleasant: SceneTexts;
}

export const FREE_REFLECTIONS: Readonly<Record<GeneratedLanguage, FreeTexts>> = {
  'en-US': {
    pleasant: {
      scenes: [
        ['A good conversation at lunch', 'A colleague asked how I was really doing, and listened.'],
        ['An unexpected compliment', 'A neighbour said the plants on my balcony made her day.'],
        ['Rainy afternoon', 'The rain did not stop, so I stayed in with tea and a book.'],
        ['Back at the gym', 'First workout in a month; slow, but I went.'],
      ],
      thoughts: [
        'I do not have to carry everything alone.',
        'Small things are noticed more than I think.',
        'Slowing down is allowed.',
        'Starting again counts more than starting perfectly.',
      ],
      actions: [
        'Said thank you and meant it.',
        'Watered the plants and took a photo of them.',
        'Called a friend I had not spoken to for weeks.',
        'Stretched for ten minutes afterwards.',
      ],
      needs: [
        'More moments like this.',
        'To be seen.',
        'Rest without needing a reason.',
        'Kindness towards my own pace.',
      ],
    },
    unpleasant: {
      scenes: [
        ['Stuck in traffic', 'Forty minutes on the ring road with the radio off.'],
        ['An argument about nothing', 'A small remark about the dishes turned into a long silence.'],
        ['A cold e-mail', 'Someone answered my question with one curt line.'],
        ['Missed the bus', 'Ran for it and watched it drive away; late for everything after that.'],
      ],
      thoughts: [
        'There is nothing I can do about this, so I might as well breathe.',
        'I was tired, not angry.',
        'Why does this always happen to me?',
        'It is not about me; they were having a bad day.',
      ],
      actions: [
        'Put on a podcast and stopped checking the time.',
        'Apologised later and explained what was going on.',
        'Went for a short walk before answering.',
        'Wrote down what annoyed me and closed the notebook.',
      ],
      needs: [
        'Patience with things I cannot change.',
        'To say that I am tired before it turns into something else.',
        'A little more time between things.',
        'To be spoken to with respect.',
      ],
    },
  },
  'tr-TR': {
    pleasant: {
      scenes: [
        ['Öğle yemeğinde güzel bir sohbet', 'Bir iş arkadaşım gerçekten nasıl olduğumu sordu ve dinledi.'],
        ['Beklenmedik bir iltifat', 'Komşum balkonumdaki çiçeklerin gününü güzelleştirdiğini söyledi.'],
        ['Yağmurlu bir öğleden sonra', 'Yağmur dinmedi, ben de evde çay ve kitapla oturdum.'],
        ['Yeniden spor salonunda', 'Bir aydır ilk antrenman; yavaştı ama gittim.'],
      ],
      thoughts: [
        'Her şeyi tek başıma taşımak zorunda değilim.',
        'Küçük şeyler sandığımdan daha çok fark ediliyor.',
        'Yavaşlamak serbest.',
        'Yeniden başlamak, kusursuz başlamaktan daha önemli.',
      ],
      actions: [
        'Teşekkür ettim ve gerçekten içten söyledim.',
        'Çiçekleri sulayıp fotoğraflarını çektim.',
        'Haftalardır konuşmadığım bir arkadaşımı aradım.',
        'Sonrasında on dakika esneme yaptım.',
      ],
      needs: [
        'Bunun gibi daha çok an.',
        'Görülmek.',
        'Bir sebebe ihtiyaç duymadan dinlenmek.',
        'Kendi hızıma karşı şefkat.',
      ],
    },
    unpleasant: {
      scenes: [
        ['Trafikte sıkışıp kaldım', 'Çevre yolunda radyo kapalı kırk dakika geçirdim.'],
        ['Hiç yoktan bir tartışma', 'Bulaşıklarla ilgili küçük bir söz uzun bir sessizliğe dönüştü.'],
        ['Soğuk bir e-posta', 'Biri soruma tek satırlık, kuru bir cevap yazdı.'],
        ['Otobüsü kaçırdım', 'Koştum ama otobüsün gidişini izledim; ardından her yere geç kaldım.'],
      ],
      thoughts: [
        'Bu konuda yapabileceğim bir şey yok, o hâlde nefes alabilirim.',
        'Kızgın değil, yorgundum.',
        'Bu neden hep benim başıma geliyor?',
        'Mesele ben değilim; onun kötü bir günüydü.',
      ],
      actions: [
        'Bir podcast açıp saate bakmayı bıraktım.',
        'Sonra özür diledim ve neler olduğunu anlattım.',
        'Cevap vermeden önce kısa bir yürüyüşe çıktım.',
        'Beni rahatsız eden şeyi yazdım ve defteri kapattım.',
      ],
      needs: [
        'Değiştiremediğim şeylere karşı sabır.',
        'Yorgun olduğumu, başka bir şeye dönüşmeden söylemek.',
        'İşler arasında biraz daha zaman.',
        'Bana saygıyla konuşulması.',
      ],
    },
  },
};

/** Short notes some check-ins carry. */
export const CHECK_IN_NOTES: Readonly<Record<GeneratedLanguage, readonly string[]>> = {
  'en-US': [
    'After the morning stand-up.',
    'Walking home from work.',
    'Before bed.',
    'Lunch break, first time outside today.',
    'Coffee helped.',
    'Right after a difficult call.',
    'Slept badly last night.',
    'Good talk with a friend.',
    'On the train, far too many people.',
    'After the gym.',
    'Waiting at the doctor’s.',
    'Cooking dinner with music on.',
  ],
  'tr-TR': [
    'Sabah toplantısından sonra.',
    'İşten eve yürürken.',
    'Yatmadan önce.',
    'Öğle arası, bugün ilk kez dışarıdayım.',
    'Kahve iyi geldi.',
    'Zor bir telefon görüşmesinin hemen ardından.',
    'Dün gece kötü uyudum.',
    'Bir arkadaşla güzel bir sohbet.',
    'Trendeyim, çok kalabalık.',
    'Spordan sonra.',
    'Doktorda sıra beklerken.',
    'Müzik eşliğinde akşam yemeği pişirirken.',
  ],
};

/** A journal entry's title with its first two sentences, which belong together. */
export interface JournalFragment {
  title: string;
  opening: string;
  feeling: string;
}

export const JOURNAL_FRAGMENTS: Readonly<Record<GeneratedLanguage, readonly JournalFragment[]>> = {
  'en-US': [
    {
      title: 'A calmer morning',
      opening: 'Woke up before the alarm and had coffee by the window.',
      feeling: 'The usual Monday heaviness was quieter than last week; naming it early seemed to help.',
    },
    {
      title: 'Tense meeting',
      opening: 'The project review ran long and my manager questioned the timeline twice.',
      feeling: 'Felt my jaw clench and heat in my face: anger first, then the worry underneath it.',
    },
    {
      title: 'Walk by the sea',
      opening: 'We walked along the seafront after work and talked about everything and nothing.',
      feeling: 'Some sadness, but a soft kind. I did not need to fix anything, just to be there.',
    },
    {
      title: 'Could not sleep',
      opening: 'Lay awake until two, replaying a conversation from lunch.',
      feeling: 'Anxiety sat in my chest. Writing the thoughts down made them smaller.',
    },
    {
      title: 'Small win',
      opening: 'Finished the report a day early and sent it without rereading it five times.',
      feeling: 'Pride, and a surprising amount of relief.',
    },
    {
      title: 'A day off',
      opening: 'No plans today: I slept in, cleaned the kitchen and read in the afternoon.',
      feeling: 'My body needed the slow day more than my head wanted to admit.',
    },
    {
      title: 'Looking back',
      opening: 'Looked through the photos of the last months and was surprised how much has happened.',
      feeling: 'Gratitude, mostly, and a little fear of losing what is good right now.',
    },
    {
      title: 'Visiting my grandmother',
      opening: 'Spent the afternoon at my grandmother’s; she told the same stories, and I listened anyway.',
      feeling: 'Noticed how calm I become around her, even when she repeats herself.',
    },
    {
      title: 'Too many tabs open',
      opening: 'Jumped between five things all day and finished none of them.',
      feeling: 'Restless and scattered; the more I rushed, the less I got done.',
    },
    {
      title: 'Good news at last',
      opening: 'The flat we applied for said yes.',
      feeling: 'Joy and lightness. I played music while cooking for the first time in weeks.',
    },
  ],
  'tr-TR': [
    {
      title: 'Daha sakin bir sabah',
      opening: 'Alarmdan önce uyandım ve kahvemi pencerenin önünde içtim.',
      feeling: 'Her pazartesi gelen ağırlık geçen haftakinden hafifti; erkenden adını koymak işe yaradı.',
    },
    {
      title: 'Gergin bir toplantı',
      opening: 'Proje değerlendirmesi uzadı ve yöneticim takvimi iki kez sorguladı.',
      feeling: 'Çenemin kasıldığını ve yüzümün ısındığını hissettim: önce öfke, sonra altındaki endişe.',
    },
    {
      title: 'Deniz kenarında yürüyüş',
      opening: 'İşten sonra sahil boyunca yürüdük, her şeyden ve hiçbir şeyden konuştuk.',
      feeling:
        'Biraz hüzün vardı ama yumuşak bir hüzün. Hiçbir şeyi düzeltmem gerekmiyordu, orada olmam yetiyordu.',
    },
    {
      title: 'Uyuyamadım',
      opening:
        'Öğle yemeğindeki bir konuşmayı kafamda tekrar tekrar oynatarak saat ikiye kadar uyanık kaldım.',
      feeling: 'Kaygı göğsüme oturdu. Düşünceleri yazınca küçüldüler.',
    },
    {
      title: 'Küçük bir başarı',
      opening: 'Raporu bir gün erken bitirdim ve beş kez okumadan gönderdim.',
      feeling: 'Gurur ve şaşırtıcı derecede büyük bir rahatlama.',
    },
    {
      title: 'İzin günü',
      opening: 'Bugün hiç planım yoktu: geç kalktım, mutfağı topladım, öğleden sonra kitap okudum.',
      feeling: 'Bedenim bu yavaş güne, kafamın kabul ettiğinden daha çok ihtiyaç duyuyormuş.',
    },
    {
      title: 'Geriye bakınca',
      opening: 'Son ayların fotoğraflarına baktım, ne kadar çok şey olduğuna şaşırdım.',
      feeling: 'En çok minnettarlık, biraz da şu an iyi olanı kaybetme korkusu.',
    },
    {
      title: 'Babaannemi ziyaret',
      opening: 'Öğleden sonrayı babaannemin yanında geçirdim; aynı hikâyeleri anlattı, ben yine de dinledim.',
      feeling: 'Aynı şeyleri tekrarlasa bile onun yanında ne kadar sakinleştiğimi fark ettim.',
    },
    {
      title: 'Kafamda çok fazla sekme açık',
      opening: 'Bütün gün beş iş arasında gidip geldim ve hiçbirini bitiremedim.',
      feeling: 'Huzursuz ve dağınıktım; acele ettikçe daha az iş çıkardım.',
    },
    {
      title: 'Sonunda iyi bir haber',
      opening: 'Başvurduğumuz ev için olumlu cevap geldi.',
      feeling: 'Sevinç ve hafiflik. Haftalardır ilk kez yemek yaparken müzik açtım.',
    },
  ],
};

/** The last line of a journal entry. */
export const JOURNAL_CLOSINGS: Readonly<Record<GeneratedLanguage, readonly string[]>> = {
  'en-US': [
    'Tomorrow: notice the first signs earlier.',
    'I rated the intensity 6 out of 10; at noon it was 8.',
    'Something to bring to the next session.',
    'One thing I am grateful for today: the quiet tea at four.',
    'Body check: shoulders tight, breath short. Stretched for five minutes.',
    'Going to bed early tonight.',
  ],
  'tr-TR': [
    'Yarın için: ilk işaretleri daha erken fark etmek.',
    'Yoğunluğu 10 üzerinden 6 olarak puanladım; öğlen 8’di.',
    'Bunu bir sonraki seansa götürmek istiyorum.',
    'Bugün minnettar olduğum bir şey: saat dörtteki sessiz çay.',
    'Beden kontrolü: omuzlar gergin, nefes kısa. Beş dakika esneme yaptım.',
    'Bu akşam erken yatıyorum.',
  ],
};
