import { describe, expect, it } from 'vitest';
import { checkCrisis, crisisWords, emergencyNumbersFor } from '../src/crisis/crisis-check.ts';

/** Messages that must show help at once. */
const ENGLISH_CRISIS = [
  'I want to die',
  'i just wanna die tonight',
  "I don't want to live anymore",
  'I dont want to be alive',
  "I don't want to wake up tomorrow",
  "I'm going to kill myself",
  'Thinking about killing myself again',
  'I have been feeling suicidal for weeks',
  'I wrote a suicide note',
  'I want to end my life',
  "I think it's time to end it all",
  'I might take my own life',
  'Everyone would be better off without me',
  'I would be better off dead',
  'I wish I was dead',
  'I wish I were dead sometimes',
  'There is no reason to live',
  'I have nothing to live for',
  'Life is not worth living',
  "I can't go on living like this",
  'I looked up how to hang myself',
  'I took an overdose last night',
  'I want to jump off the bridge near my house',
  'I keep thinking I could jump off the roof',
  'I cut myself again last night',
  'I have been cutting myself since school',
  'I want to hurt myself',
  'I started self-harming again',
  'SELF HARM is the only thing that helps',
  'I burn myself with a lighter',
  'I keep starving myself to feel in control',
  'I scratch until I bleed',
  'My husband hits me when he drinks',
  'He hit me yesterday',
  'My father beats me up',
  'I was raped last year',
  'My partner is abusive',
  'He threatened to kill me if I leave',
  'I am not safe at home',
  'I want to kill him',
  'Sometimes I feel like I could hurt someone, I want to hurt someone',
  "I'm in danger, please help",
  'Someone is following me home every night',
  'I can\u2019t stop thinking about suicide',
  'I keep thinking about how to unalive myself',
  'I am so tired of living',
];

const TURKISH_CRISIS = [
  'Ölmek istiyorum',
  'olmek istiyorum',
  'ÖLMEK İSTİYORUM',
  'Artık yaşamak istemiyorum',
  'yasamak istemiyorum artik',
  'İntihar etmeyi düşünüyorum',
  'intihar etmeyi dusunuyorum',
  "İntihar'ı çok düşündüm",
  'Kendimi öldüreceğim',
  'kendimi oldurecegim',
  'Kendimi öldürmek istiyorum',
  'Kendimi asmak istiyorum',
  'Hayatıma son vermek istiyorum',
  'hayatima son verecegim',
  'Canıma kıymak istiyorum',
  'canima kiyacagim',
  'Herkes bensiz daha iyi olur',
  'Yaşamak için bir nedenim yok',
  'Yaşamanın anlamı yok',
  'Keşke ölsem',
  'Keşke hiç doğmasaydım',
  'Ölüp gitmek istiyorum',
  'Ölmeyi düşünüyorum sürekli',
  'Köprüden atlamayı düşündüm',
  'Balkondan atlayacağım',
  'Bütün hapları içeceğim',
  'Veda mektubu yazdım',
  'Kendime zarar veriyorum',
  'kendime zarar verdim',
  'Kendimi kestim dün gece',
  'Kendimi kesiyorum',
  'Bileğimi kesmek istiyorum',
  'Jiletle kolumu kestim',
  'Kendimi yaralıyorum',
  'Kendimi yakıyorum sigarayla',
  'Eşim beni dövüyor',
  'Babam beni dövdü',
  'Bana vuruyor her akşam',
  'Tecavüze uğradım',
  'İşte taciz ediliyorum',
  'Çocukken istismar edildim',
  'Evde şiddet görüyorum',
  'Beni tehdit ediyor',
  'Evde güvende değilim',
  'Kendimi güvende hissetmiyorum',
  'Birini öldürmek istiyorum',
  'Hayatım tehlikede',
  'Biri beni takip ediyor',
  'Yaşamaktan bıktım',
  'Ölsem kimse üzülmez',
  'Sabah uyanmak istemiyorum artık',
];

/** Ordinary sentences, idioms included, that must not. */
const ENGLISH_ORDINARY = [
  'This deadline is killing me',
  'My feet are killing me after that hike',
  'I could kill for a coffee right now',
  'You absolutely killed it on stage',
  'She is killing it at her new job',
  'I almost died laughing at that video',
  'I would die of embarrassment if he saw that',
  'I am dying to see the new movie',
  'That cake was to die for',
  'I am bored to death',
  'My phone died in the middle of the call',
  'The plant died because I forgot to water it',
  'I cut my finger while cooking',
  'I hurt my back at the gym',
  'I got my hair cut today',
  'I am cutting down on sugar',
  'I burned the toast again',
  'The game was a real killer',
  'I feel a bit down today',
  'I am anxious about the exam tomorrow',
  'I cried during the film',
  'Work was exhausting and I need a break',
  'I miss my grandmother',
  'My sister and I had a fight about the dishes',
  'I want to end this meeting early',
  'Let us end the day with a walk',
  'I want to live by the sea one day',
  'I finally feel alive again',
  'The team hit the target this quarter',
  'He hit the ball really hard',
  'Beats me why the bus was late',
  'I feel safe with my friends',
  'Danger Zone is my favourite song',
  'I am starving, what is for dinner',
  'I am so tired I could sleep for a week',
  'I forced myself to go for a run',
  'That joke killed the mood a bit',
  'I am dead tired after the night shift',
  'My heart hurts when I think about her',
  'I hate Mondays',
  'I need to harm-proof the kitchen for the baby, said nobody',
  'I jumped off the diving board',
];

const TURKISH_ORDINARY = [
  'Ölüyorum gülmekten',
  'Gülmekten öldüm',
  'gulmekten oluyorum',
  'Açlıktan ölüyorum',
  'Meraktan ölüyorum, anlatsana',
  'Utançtan ölmek istiyorum',
  'Sıkıntıdan ölüyorum bu derste',
  'Sıcaktan ölüyorum',
  'Bu sınav beni öldürüyor',
  'Uykusuzluk beni bitirdi',
  'Kendimi kesinlikle daha iyi hissediyorum',
  'Kendimi asla bu kadar mutlu hissetmemiştim',
  'Kendimi yakışıklı buldum bugün',
  'Kendimi dışarı attım, biraz yürüdüm',
  'Yemek yaparken parmağımı kestim',
  'Saçlarımı kestirdim',
  'Tıraş olurken jilet aldım markete gidip',
  'Balkondan manzara harika',
  'Köprüden geçerken denizi izledim',
  'Hayatımın en güzel günüydü',
  'Yaşamak güzel',
  'Bugün biraz yorgunum',
  'Sınav yüzünden kaygılıyım',
  'Annemi çok özledim',
  'Kardeşimle bulaşık yüzünden tartıştık',
  'Toplantıyı erken bitirmek istiyorum',
  'Telefonum şarjı bitince kapandı',
  'Çiçeğim kurudu, sulamayı unuttum',
  'Maçta topa çok sert vurdu',
  'Bana vurgun olduğunu söyledi',
  'Arkadaşlarımla kendimi güvende hissediyorum',
  'Ölmeden önce görmek istediğim yerler var',
  'Hapı içtim, baş ağrım geçti',
  'Ekmeği yaktım yine',
  'İşte çok yoruldum, tatile ihtiyacım var',
  'Bu film beni çok ağlattı',
  'Kalbim kırıldı ama geçecek',
  'Pazartesileri sevmiyorum',
  'Kendimi koşmaya zorladım',
  'Ödev yüzünden ölecek gibiyim',
  'Oyunda herkesi yendim',
  'Tehlikeli bir virajdan geçtik',
];

describe('crisis check', () => {
  it('has at least 40 phrasings per language each way', () => {
    for (const list of [ENGLISH_CRISIS, TURKISH_CRISIS, ENGLISH_ORDINARY, TURKISH_ORDINARY])
      expect(list.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ENGLISH_CRISIS)('triggers on (en) %s', (message) => {
    expect(checkCrisis(message).triggered).toBe(true);
  });

  it.each(TURKISH_CRISIS)('triggers on (tr) %s', (message) => {
    expect(checkCrisis(message).triggered).toBe(true);
  });

  it.each(ENGLISH_ORDINARY)('stays quiet on (en) %s', (message) => {
    expect(checkCrisis(message)).toEqual({ triggered: false, categories: [], matches: [] });
  });

  it.each(TURKISH_ORDINARY)('stays quiet on (tr) %s', (message) => {
    expect(checkCrisis(message)).toEqual({ triggered: false, categories: [], matches: [] });
  });

  it('matches Turkish with and without diacritics and with Turkish or plain casing', () => {
    for (const message of [
      'Kendime zarar veriyorum',
      'kendime zarar veriyorum',
      'KENDİME ZARAR VERİYORUM',
      'KENDIME ZARAR VERIYORUM',
      'İNTİHAR',
      'intıhar',
      'Canıma kıyacağım',
      'CANIMA KIYACAGIM',
    ]) {
      expect(checkCrisis(message).triggered, message).toBe(true);
    }
  });

  it('names the categories that matched, in a fixed order', () => {
    expect(checkCrisis('He hits me and I want to die')).toEqual({
      triggered: true,
      categories: ['suicide', 'abuse'],
      matches: ['want to die', 'he hits me'],
    });
    expect(checkCrisis('kendimi kestim').categories).toEqual(['selfHarm']);
    expect(checkCrisis('birini öldüreceğim').categories).toEqual(['danger']);
  });

  it('lets "..." stand for up to three words and no more', () => {
    expect(checkCrisis('I will jump off that tall old bridge').triggered).toBe(true);
    expect(checkCrisis('I will jump off the very tall and old bridge').triggered).toBe(false);
  });

  it('does not let an idiom hide a phrase elsewhere in the message', () => {
    expect(checkCrisis('I died laughing, but honestly I want to die').triggered).toBe(true);
  });

  it('normalises words: Turkish lower case, letters folded, apostrophes dropped', () => {
    expect(crisisWords("İstanbul'da IŞIK; don't—ÖĞÜÇ")).toEqual(['istanbulda', 'isik', 'dont', 'oguc']);
    expect(crisisWords('  ')).toEqual([]);
  });
});

describe('emergency numbers', () => {
  it('answers 112 for Turkish, 988 and 911 for US English and the European 112 otherwise', () => {
    expect(emergencyNumbersFor('tr-TR')).toEqual({
      region: 'TR',
      numbers: [{ number: '112', kind: 'emergency' }],
    });
    expect(emergencyNumbersFor('en-US').numbers.map((n) => n.number)).toEqual(['988', '911']);
    expect(emergencyNumbersFor('en').region).toBe('US');
    expect(emergencyNumbersFor('de-DE')).toEqual({
      region: 'EU',
      numbers: [{ number: '112', kind: 'emergency' }],
    });
  });
});
