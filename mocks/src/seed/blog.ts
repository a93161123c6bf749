/**
 * The eight blog posts of the spec's known slugs, written as real articles in English and Turkish (the
 * Turkish is written for Turkish readers, not translated word for word).
 */
export interface SeedCategory {
  slug: string;
  title: { 'en-US': string; 'tr-TR': string };
}

export interface SeedTag {
  name: string;
  title: { 'en-US': string; 'tr-TR': string };
}

export interface SeedPost {
  slug: string;
  author: string;
  /** Days before the seed date. */
  daysAgo: number;
  viewCount: number;
  categories: string[];
  tags: string[];
  /** Two colours for the generated cover image. */
  palette: [string, string];
  title: { 'en-US': string; 'tr-TR': string };
  description: { 'en-US': string; 'tr-TR': string };
  /** Paragraphs (HTML fragments); the first element of a pair may be an <h2>. */
  content: { 'en-US': string[]; 'tr-TR': string[] };
}

export const BLOG_CATEGORIES: readonly SeedCategory[] = [
  { slug: 'announcements', title: { 'en-US': 'Announcements', 'tr-TR': 'Duyurular' } },
  { slug: 'emotional-health', title: { 'en-US': 'Emotional health', 'tr-TR': 'Duygusal sağlık' } },
  { slug: 'product', title: { 'en-US': 'Product', 'tr-TR': 'Ürün' } },
  { slug: 'guides', title: { 'en-US': 'Guides', 'tr-TR': 'Rehberler' } },
];

export const BLOG_TAGS: readonly SeedTag[] = [
  { name: 'emotional-intelligence', title: { 'en-US': 'Emotional intelligence', 'tr-TR': 'Duygusal zekâ' } },
  { name: 'journaling', title: { 'en-US': 'Journaling', 'tr-TR': 'Günlük tutma' } },
  { name: 'mindfulness', title: { 'en-US': 'Mindfulness', 'tr-TR': 'Farkındalık' } },
  { name: 'security', title: { 'en-US': 'Security', 'tr-TR': 'Güvenlik' } },
  { name: 'ai', title: { 'en-US': 'AI', 'tr-TR': 'Yapay zekâ' } },
  { name: 'patterns', title: { 'en-US': 'Patterns', 'tr-TR': 'Örüntüler' } },
  { name: 'visualization', title: { 'en-US': 'Visualization', 'tr-TR': 'Görselleştirme' } },
];

export const BLOG_POSTS: readonly SeedPost[] = [
  {
    slug: 'public-notice-about-fraud',
    author: 'Emotion Guru Team',
    daysAgo: 3,
    viewCount: 412,
    categories: ['announcements'],
    tags: ['security'],
    palette: ['#ef4444', '#f59e0b'],
    title: { 'en-US': 'Public notice about fraud', 'tr-TR': 'Dolandırıcılığa karşı kamuoyu duyurusu' },
    description: {
      'en-US':
        'People have been contacted by strangers using our name. Here is how to tell us apart from them.',
      'tr-TR':
        'Adımızı kullanarak insanlara ulaşan kişiler var. Bizi onlardan nasıl ayırt edeceğinizi anlatıyoruz.',
    },
    content: {
      'en-US': [
        '<p>Over the past weeks several of you told us about messages and calls from people who claimed to work for Emotion Guru. They offered "premium therapy packages", asked for card details over the phone, or sent links to sites that looked like ours. None of them came from us.</p>',
        '<h2>What we never do</h2><p>We never call you to sell a subscription, we never ask for your password or card number by e-mail, phone or chat, and we never ask you to install anything other than the app from our own website. Payments happen only on the checkout page you open yourself from the app.</p>',
        '<h2>How to check</h2><p>Our e-mails come only from our own domain, and every link in them leads to our website. If a message pressures you to act within minutes, treat it as a warning sign. When in doubt, open the app yourself instead of following the link.</p>',
        '<p>If you have shared your details with someone, change your password from Settings, contact your bank, and write to us through the contact page. We read every report and forward them to the authorities.</p>',
      ],
      'tr-TR': [
        '<p>Son haftalarda bazılarınız, kendini Emotion Guru çalışanı olarak tanıtan kişilerden mesaj ve telefon aldığını bildirdi. Bu kişiler "premium terapi paketi" önermiş, telefonda kart bilgisi istemiş ya da sitemize benzeyen sayfalara bağlantı göndermiş. Bunların hiçbiri bizden değil.</p>',
        '<h2>Asla yapmadığımız şeyler</h2><p>Abonelik satmak için sizi aramayız; e-postayla, telefonla ya da sohbetle şifrenizi veya kart numaranızı istemeyiz. Kendi sitemizdeki uygulama dışında bir şey yüklemenizi de istemeyiz. Ödemeler yalnızca uygulamadan sizin açtığınız ödeme sayfasında yapılır.</p>',
        '<h2>Nasıl anlarsınız?</h2><p>E-postalarımız yalnızca kendi alan adımızdan gelir ve içlerindeki her bağlantı sitemize çıkar. Sizi dakikalar içinde karar vermeye zorlayan bir mesaj, başlı başına bir uyarı işaretidir. Emin değilseniz bağlantıya tıklamak yerine uygulamayı kendiniz açın.</p>',
        '<p>Bilgilerinizi biriyle paylaştıysanız Ayarlar’dan şifrenizi değiştirin, bankanızı arayın ve iletişim sayfasından bize yazın. Her bildirimi okuyor ve ilgili mercilere iletiyoruz.</p>',
      ],
    },
  },
  {
    slug: 'emotion-guru-future-of-mental-wellness',
    author: 'Deniz Arslan',
    daysAgo: 12,
    viewCount: 1280,
    categories: ['emotional-health'],
    tags: ['ai', 'mindfulness'],
    palette: ['#6366f1', '#0ea5e9'],
    title: {
      'en-US': 'Emotion Guru and the future of mental wellness',
      'tr-TR': 'Emotion Guru ve ruh sağlığının geleceği',
    },
    description: {
      'en-US':
        'Wellbeing is moving from the therapist’s office into everyday moments. What that means, and what it must not mean.',
      'tr-TR':
        'İyi oluş, terapi odasından gündelik anlara taşınıyor. Bunun ne anlama geldiğini ve ne anlama gelmemesi gerektiğini konuşalım.',
    },
    content: {
      'en-US': [
        '<p>For most of the last century, looking after your mind happened in fifty-minute sessions, once a week if you were lucky. Everything between those sessions, the argument on Tuesday or the sleepless Thursday, had to be remembered, usually badly.</p>',
        '<h2>From sessions to moments</h2><p>The most useful information about our emotional life appears in small moments, and it fades fast. A tool that lets you capture a feeling in thirty seconds, right when it happens, turns vague memories into something you and your therapist can actually look at.</p>',
        '<h2>AI as a mirror, not a doctor</h2><p>Language models are good at noticing patterns in what we write: the same worry every Sunday evening, the same trigger before family visits. We use AI to hold up that mirror. We do not use it to diagnose, and we say so clearly every time it speaks.</p>',
        '<p>The future we want is not an app that replaces people. It is one that makes the time you spend with people, including professionals, better informed and kinder to yourself.</p>',
      ],
      'tr-TR': [
        '<p>Geçen yüzyılın büyük bölümünde zihnimize bakmak, şanslıysak haftada bir kez, elli dakikalık seanslarda olurdu. Seanslar arasındaki her şeyi, salı günkü tartışmayı ya da uykusuz perşembeyi hatırlamamız gerekirdi; genellikle de eksik hatırlardık.</p>',
        '<h2>Seanslardan anlara</h2><p>Duygusal hayatımıza dair en değerli bilgi küçük anlarda ortaya çıkar ve çabucak silinir. Bir duyguyu tam yaşandığı anda, otuz saniyede kaydetmenizi sağlayan bir araç, bulanık anıları sizin ve terapistinizin gerçekten üzerine konuşabileceği bir şeye dönüştürür.</p>',
        '<h2>Doktor değil, ayna olarak yapay zekâ</h2><p>Dil modelleri yazdıklarımızdaki örüntüleri yakalamakta iyidir: her pazar akşamı gelen aynı kaygı, aile ziyaretlerinden önceki aynı tetikleyici. Yapay zekâyı bu aynayı tutmak için kullanıyoruz. Teşhis koymak için kullanmıyoruz ve bunu her konuştuğunda açıkça söylüyoruz.</p>',
        '<p>Hayal ettiğimiz gelecek insanların yerini alan bir uygulama değil. İnsanlarla, uzmanlar da dahil, geçirdiğiniz zamanı daha bilgili ve kendinize karşı daha şefkatli kılan bir uygulama.</p>',
      ],
    },
  },
  {
    slug: 'how-to-master-your-emotional-patterns',
    author: 'Selin Aydın',
    daysAgo: 20,
    viewCount: 2310,
    categories: ['guides', 'emotional-health'],
    tags: ['patterns', 'journaling'],
    palette: ['#10b981', '#6366f1'],
    title: {
      'en-US': 'How to master your emotional patterns',
      'tr-TR': 'Duygusal örüntülerinizi nasıl yönetirsiniz?',
    },
    description: {
      'en-US':
        'Patterns are not flaws; they are habits your mind learned for good reasons. A four-step way to work with them.',
      'tr-TR':
        'Örüntüler kusur değil; zihninizin bir zamanlar iyi nedenlerle öğrendiği alışkanlıklar. Onlarla çalışmanın dört adımı.',
    },
    content: {
      'en-US': [
        '<p>Most of us react to similar situations in similar ways. Criticism at work brings the same knot in the stomach; a late reply from a friend brings the same story about being forgotten. These are emotional patterns, and they can change.</p>',
        '<h2>1. Notice</h2><p>Record the feeling as soon as you can: what happened, where you felt it in your body, how strong it was. Do not analyse yet. After two weeks you will have more honest data than any memory can give you.</p>',
        '<h2>2. Name</h2><p>Give the pattern a short, kind name, such as "the deadline panic" or "the Sunday slump". Naming creates a little distance: you are the one noticing the pattern, not the pattern itself.</p>',
        '<h2>3. Trace and 4. Try</h2><p>Look for what usually comes before the feeling, then choose one small experiment for the next time it appears: a walk, a breath, a message to someone you trust. Record what happened. Mastery is not never feeling the pattern; it is recovering from it a little faster each time.</p>',
      ],
      'tr-TR': [
        '<p>Çoğumuz benzer durumlara benzer tepkiler veririz. İşte eleştirildiğimizde midemiz aynı şekilde düğümlenir; bir arkadaşımız geç cevap verdiğinde unutulduğumuza dair aynı hikâye başlar. Bunlar duygusal örüntülerdir ve değişebilirler.</p>',
        '<h2>1. Fark edin</h2><p>Duyguyu olabildiğince çabuk kaydedin: ne oldu, bedeninizin neresinde hissettiniz, ne kadar yoğundu? Henüz analiz etmeyin. İki hafta sonra elinizde hafızanızın veremeyeceği kadar dürüst bir veri olacak.</p>',
        '<h2>2. Adlandırın</h2><p>Örüntüye kısa ve şefkatli bir ad verin: "teslim tarihi paniği" ya da "pazar çöküşü" gibi. Ad koymak araya küçük bir mesafe koyar: örüntüyü fark eden sizsiniz, örüntünün kendisi değil.</p>',
        '<h2>3. İzini sürün, 4. Deneyin</h2><p>Duygudan hemen önce genellikle ne olduğuna bakın, sonra bir dahaki sefere denemek üzere küçük bir şey seçin: kısa bir yürüyüş, birkaç derin nefes, güvendiğiniz birine bir mesaj. Ne olduğunu not edin. Ustalık örüntüyü hiç yaşamamak değil, her seferinde biraz daha çabuk toparlanmaktır.</p>',
      ],
    },
  },
  {
    slug: 'introducing-emotion-guru',
    author: 'Emotion Guru Team',
    daysAgo: 60,
    viewCount: 3150,
    categories: ['announcements', 'product'],
    tags: ['journaling', 'ai'],
    palette: ['#6366f1', '#a855f7'],
    title: { 'en-US': 'Introducing Emotion Guru', 'tr-TR': 'Karşınızda Emotion Guru' },
    description: {
      'en-US':
        'A quiet place to record how you feel, see your emotions on a map and understand them with a little help.',
      'tr-TR':
        'Nasıl hissettiğinizi kaydedebileceğiniz, duygularınızı bir haritada görüp biraz yardımla anlayabileceğiniz sakin bir alan.',
    },
    content: {
      'en-US': [
        '<p>Emotion Guru started with a simple frustration: when someone asked "how have you been this month?", we could not really answer. We remembered the worst day and the last day, and not much in between.</p>',
        '<h2>What you can do today</h2><p>Record an emotion in a few taps, write a journal entry that can be encrypted on your own device, walk through the reflection wizard when something big happens, and see everything on your emotional map. The AI assistant can summarise a week or help you find words when you have none.</p>',
        '<h2>For caretakers too</h2><p>Therapists and coaches on the Team plan can follow several clients, read the journals their clients choose to share and prepare for sessions with real context instead of guesses.</p>',
        '<p>Emotion Guru is in beta. It speaks English and Turkish, installs as an app on your phone, and it is free to start. We would love to hear what you think.</p>',
      ],
      'tr-TR': [
        '<p>Emotion Guru basit bir sıkıntıyla doğdu: biri bize "Bu ay nasılsın?" diye sorduğunda gerçekten cevap veremiyorduk. En kötü günü ve son günü hatırlıyor, aradakileri pek hatırlamıyorduk.</p>',
        '<h2>Bugün neler yapabilirsiniz?</h2><p>Bir duyguyu birkaç dokunuşla kaydedin, kendi cihazınızda şifrelenebilen bir günlük yazın, büyük bir şey yaşadığınızda yansıtma sihirbazını izleyin ve her şeyi duygu haritanızda görün. Yapay zekâ asistanı bir haftayı özetleyebilir ya da kelime bulamadığınızda size yardım edebilir.</p>',
        '<h2>Danışanlarıyla çalışanlar için de</h2><p>Takım planındaki terapistler ve koçlar birden fazla danışanı takip edebilir, danışanlarının paylaşmayı seçtiği günlükleri okuyabilir ve seanslara tahminle değil gerçek bir bağlamla hazırlanabilir.</p>',
        '<p>Emotion Guru beta aşamasında. Türkçe ve İngilizce konuşuyor, telefonunuza uygulama olarak yüklenebiliyor ve başlamak ücretsiz. Ne düşündüğünüzü duymayı çok isteriz.</p>',
      ],
    },
  },
  {
    slug: 'emotion-tracking-app',
    author: 'James Carter',
    daysAgo: 35,
    viewCount: 1745,
    categories: ['product', 'guides'],
    tags: ['journaling', 'mindfulness'],
    palette: ['#0ea5e9', '#10b981'],
    title: {
      'en-US': 'Why use an emotion tracking app?',
      'tr-TR': 'Neden bir duygu takip uygulaması kullanmalı?',
    },
    description: {
      'en-US':
        'Mood trackers are everywhere. What makes one actually useful, and how to build a habit that lasts longer than a week.',
      'tr-TR':
        'Ruh hâli takip uygulamaları her yerde. Birini gerçekten faydalı kılan nedir ve bir haftadan uzun süren bir alışkanlık nasıl kurulur?',
    },
    content: {
      'en-US': [
        '<p>A five-point smiley scale is a start, but "meh" on a Wednesday tells you very little. Useful tracking captures which emotion, how intense, and what was going on around it.</p>',
        '<h2>Less effort, more honesty</h2><p>The best entry is the one you actually make. That is why Emotion Guru asks for one emotion and one sentence, and leaves everything else optional. You can always come back and add detail when you have the energy.</p>',
        '<h2>Make it a ritual</h2><p>Tie the check-in to something you already do: the first coffee, the commute home, brushing your teeth. A gentle reminder at the same time each day helps, and missing a day is not a failure; it is just a gap on the map.</p>',
        '<p>After a few weeks, look back. Most people are surprised by one thing: a feeling they thought was constant turns out to come and go, and that alone can make it lighter to carry.</p>',
      ],
      'tr-TR': [
        '<p>Beş yüzlü bir gülen surat ölçeği iyi bir başlangıç ama çarşamba günü işaretlenmiş bir "idare eder" size pek bir şey söylemez. Faydalı takip; hangi duyguyu, ne yoğunlukta ve etrafta neler olurken yaşadığınızı yakalar.</p>',
        '<h2>Daha az çaba, daha çok dürüstlük</h2><p>En iyi kayıt, gerçekten yaptığınız kayıttır. Bu yüzden Emotion Guru sizden yalnızca bir duygu ve bir cümle ister, gerisini isteğe bırakır. Enerjiniz olduğunda dönüp ayrıntı ekleyebilirsiniz.</p>',
        '<h2>Küçük bir ritüel hâline getirin</h2><p>Kaydı zaten yaptığınız bir şeye bağlayın: ilk kahve, eve dönüş yolu, diş fırçalama. Her gün aynı saatte gelen nazik bir hatırlatma işe yarar; bir günü kaçırmak başarısızlık değil, haritada küçük bir boşluktur.</p>',
        '<p>Birkaç hafta sonra geriye bakın. Çoğu kişiyi aynı şey şaşırtır: hep orada sandıkları bir duygu aslında gelip gidiyordur. Bunu görmek bile o duyguyu taşımayı kolaylaştırabilir.</p>',
      ],
    },
  },
  {
    slug: 'mental-loops',
    author: 'Selin Aydın',
    daysAgo: 45,
    viewCount: 1990,
    categories: ['emotional-health'],
    tags: ['patterns', 'mindfulness'],
    palette: ['#a855f7', '#ef4444'],
    title: {
      'en-US': 'Mental loops: why the same thought keeps coming back',
      'tr-TR': 'Zihinsel döngüler: aynı düşünce neden tekrar tekrar gelir?',
    },
    description: {
      'en-US':
        'Rumination feels like problem solving but rarely is. How to recognise a loop and step out of it.',
      'tr-TR':
        'Kafada evirip çevirmek problem çözmek gibi hissettirir ama nadiren öyledir. Bir döngüyü tanımanın ve ondan çıkmanın yolları.',
    },
    content: {
      'en-US': [
        '<p>You replay the conversation. You think of what you should have said. You replay it again. Twenty minutes later nothing has changed except that you feel worse. That is a mental loop.</p>',
        '<h2>Why loops feel useful</h2><p>The mind treats unfinished business as a threat, and going over it feels like doing something about it. But a loop has no new input: the same facts, the same fears, the same conclusion.</p>',
        '<h2>Stepping out</h2><p>Name it ("I am looping"), write the thought down once in full, and then decide: is there one action I can take? If yes, schedule it. If no, give your attention to something physical for five minutes: a walk, cold water, a song.</p>',
        '<p>The loop tracker in Emotion Guru counts how often a theme returns. Watching that number fall over a month is one of the most encouraging things our users tell us about.</p>',
      ],
      'tr-TR': [
        '<p>Konuşmayı kafanızda yeniden oynatıyorsunuz. Söylemeniz gerekenleri düşünüyorsunuz. Sonra bir daha oynatıyorsunuz. Yirmi dakika sonra değişen tek şey, kendinizi daha kötü hissetmeniz. İşte bu bir zihinsel döngü.</p>',
        '<h2>Döngüler neden faydalı gibi gelir?</h2><p>Zihin yarım kalmış işleri bir tehdit olarak görür ve onları yeniden gözden geçirmek bir şey yapıyormuşuz hissi verir. Oysa döngüye yeni bir bilgi girmez: aynı gerçekler, aynı korkular, aynı sonuç.</p>',
        '<h2>Döngüden çıkmak</h2><p>Önce adını koyun ("Şu an döngüdeyim"), düşünceyi bir kez eksiksiz yazın ve karar verin: atabileceğim tek bir adım var mı? Varsa takvime koyun. Yoksa dikkatinizi beş dakikalığına bedeninize verin: bir yürüyüş, soğuk su, bir şarkı.</p>',
        '<p>Emotion Guru’daki döngü takipçisi bir konunun ne sıklıkla geri döndüğünü sayar. Bu sayının bir ay içinde düştüğünü görmek, kullanıcılarımızın bize anlattığı en cesaret verici deneyimlerden biri.</p>',
      ],
    },
  },
  {
    slug: 'ultimate-guide-to-emotional-intelligence',
    author: 'Deniz Arslan',
    daysAgo: 75,
    viewCount: 4020,
    categories: ['guides'],
    tags: ['emotional-intelligence', 'mindfulness'],
    palette: ['#f59e0b', '#10b981'],
    title: {
      'en-US': 'The ultimate guide to emotional intelligence',
      'tr-TR': 'Duygusal zekâya dair kapsamlı rehber',
    },
    description: {
      'en-US':
        'Self-awareness, self-regulation, motivation, empathy and social skill: what each means in daily life and how to practise it.',
      'tr-TR':
        'Öz farkındalık, öz düzenleme, motivasyon, empati ve sosyal beceri: her birinin gündelik hayattaki karşılığı ve nasıl geliştirileceği.',
    },
    content: {
      'en-US': [
        '<p>Emotional intelligence is the ability to notice, understand and use emotions, your own and other people’s. It is not a fixed trait; like any skill, it grows with practice.</p>',
        '<h2>Self-awareness and self-regulation</h2><p>Self-awareness is knowing what you feel while you feel it. Self-regulation is choosing what to do with it. Both start with a vocabulary: "annoyed", "disappointed" and "embarrassed" call for different responses than a general "bad".</p>',
        '<h2>Motivation and empathy</h2><p>Motivation here means acting from your values rather than from the mood of the moment. Empathy is the same attention you give your own feelings, turned outward: curious, not judging, and patient with what you do not yet understand.</p>',
        '<h2>Social skill</h2><p>Put together, these let you handle conflict without losing the relationship. Practise with one conversation a week: notice your feeling, name it to yourself, and ask one more question than you normally would.</p>',
      ],
      'tr-TR': [
        '<p>Duygusal zekâ, hem kendi duygularımızı hem de başkalarınınkini fark etme, anlama ve kullanma becerisidir. Doğuştan gelen sabit bir özellik değildir; her beceri gibi pratikle gelişir.</p>',
        '<h2>Öz farkındalık ve öz düzenleme</h2><p>Öz farkındalık, bir duyguyu yaşarken ne hissettiğinizi bilmektir. Öz düzenleme ise o duyguyla ne yapacağınızı seçmektir. İkisi de bir kelime dağarcığıyla başlar: "sinirli", "hayal kırıklığına uğramış" ve "mahcup" genel bir "kötüyüm"den çok farklı tepkiler gerektirir.</p>',
        '<h2>Motivasyon ve empati</h2><p>Buradaki motivasyon, anlık ruh hâlinize göre değil değerlerinize göre davranmaktır. Empati ise kendi duygularınıza gösterdiğiniz dikkatin dışarıya dönmüş hâlidir: yargılamadan, merakla ve henüz anlamadığınız şeye karşı sabırla.</p>',
        '<h2>Sosyal beceri</h2><p>Bunlar bir araya geldiğinde, ilişkiyi kaybetmeden bir çatışmayı yönetebilirsiniz. Haftada bir konuşmayla pratik yapın: duygunuzu fark edin, kendinize adını söyleyin ve her zamankinden bir soru fazla sorun.</p>',
      ],
    },
  },
  {
    slug: 'visualize-your-mind-and-feelings',
    author: 'James Carter',
    daysAgo: 28,
    viewCount: 1530,
    categories: ['product'],
    tags: ['visualization', 'patterns'],
    palette: ['#0ea5e9', '#a855f7'],
    title: {
      'en-US': 'Visualize your mind and feelings',
      'tr-TR': 'Zihninizi ve duygularınızı görselleştirin',
    },
    description: {
      'en-US':
        'The emotional map turns weeks of entries into one picture. How to read it, and what to look for first.',
      'tr-TR':
        'Duygu haritası haftalar süren kayıtları tek bir resme dönüştürür. Nasıl okunur ve önce neye bakmalı?',
    },
    content: {
      'en-US': [
        '<p>Lists of entries are hard to read. A map is not. The emotional map places each feeling you record by its kind and intensity, so that a month becomes a landscape you can take in at a glance.</p>',
        '<h2>Reading the map</h2><p>Basic emotions sit at the centre and composite ones around them. Larger points mean stronger feelings; clusters mean a feeling that keeps returning. Tap any point to open the entry behind it.</p>',
        '<h2>What to look for first</h2><p>Start with the biggest cluster and ask what these moments have in common: a place, a person, a time of day. Then look for the quiet corners: emotions you rarely record may be ones you rarely allow yourself to feel.</p>',
        '<p>Maps are private by default. Caretakers see a client’s map only when the client shares it, and you can stop sharing at any time from Settings.</p>',
      ],
      'tr-TR': [
        '<p>Kayıt listelerini okumak zordur, bir haritayı okumak değil. Duygu haritası kaydettiğiniz her duyguyu türüne ve yoğunluğuna göre yerleştirir; böylece koca bir ay tek bakışta kavrayabileceğiniz bir manzaraya dönüşür.</p>',
        '<h2>Haritayı okumak</h2><p>Temel duygular merkezde, bileşik duygular onların çevresinde yer alır. Büyük noktalar daha yoğun duyguları, kümeler ise tekrar tekrar dönen bir duyguyu gösterir. Arkasındaki kaydı açmak için herhangi bir noktaya dokunun.</p>',
        '<h2>Önce neye bakmalı?</h2><p>En büyük kümeyle başlayın ve bu anların ortak noktasını sorun: bir yer mi, bir kişi mi, günün belli bir saati mi? Sonra sessiz köşelere bakın: nadiren kaydettiğiniz duygular, belki de kendinize nadiren izin verdiğiniz duygulardır.</p>',
        '<p>Haritalar varsayılan olarak size özeldir. Danışanlarıyla çalışanlar bir danışanın haritasını yalnızca danışan paylaştığında görür; paylaşımı istediğiniz an Ayarlar’dan durdurabilirsiniz.</p>',
      ],
    },
  },
];

/** A cover image for a post: a simple gradient with the title, as SVG (no binary assets in the repository). */
export function coverSvg(post: SeedPost): string {
  const [from, to] = post.palette;
  const title = post.title['en-US'].replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${title}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="980" cy="140" r="220" fill="#ffffff" opacity="0.12"/><circle cx="160" cy="560" r="160" fill="#ffffff" opacity="0.1"/><text x="80" y="330" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${title}</text><text x="80" y="400" font-family="system-ui, sans-serif" font-size="28" fill="#ffffff" opacity="0.85">Emotion Guru</text></svg>`;
}

/** Reading time at 200 words a minute (rounded up, at least 1). */
export function readingTime(paragraphs: readonly string[]): number {
  const words = paragraphs
    .join(' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
