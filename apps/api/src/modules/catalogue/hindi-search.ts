import Sanscript from '@indic-transliteration/sanscript';

/*
 * Search in Hindi (decision record 034). A Devanagari word is matched three ways: as the words
 * of the products' Hindi names (the catalogue index holds them beside the English ones), as
 * the English words a small dictionary of fashion words gives for it, and as its sound spelt
 * in Latin letters (कुर्ता → kurta, लहंगा → lahanga), which the search's spelling correction
 * then reads as the catalogue's nearest word. A price in the words ('shoes under 1000',
 * '1000 से कम') becomes the price filter.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** Whether a word is written in Devanagari. */
export const isDevanagari = (word: string) => DEVANAGARI.test(word);

/**
 * Hindi words whose English the transliteration alone does not reach: loan words spelt as
 * spoken, and Hindi's own words for things. Keys are as normalised by `hindiWord`.
 */
const DICTIONARY: Record<string, string[]> = {
  जींस: ['jeans'],
  जीन्स: ['jeans'],
  जीन: ['jeans'],
  साड़ी: ['saree'],
  साडी: ['saree'],
  सारी: ['saree'],
  कुर्ता: ['kurta'],
  कुरता: ['kurta'],
  कुर्ती: ['kurti'],
  जूते: ['shoes'],
  जूता: ['shoes'],
  जूतों: ['shoes'],
  चप्पल: ['sandals', 'slippers'],
  सैंडल: ['sandals'],
  स्नीकर्स: ['sneakers'],
  शर्ट: ['shirt'],
  कमीज़: ['shirt'],
  कमीज: ['shirt'],
  टीशर्ट: ['t-shirt'],
  'टी-शर्ट': ['t-shirt'],
  पैंट: ['trousers', 'pants'],
  पतलून: ['trousers'],
  पजामा: ['pyjama'],
  पायजामा: ['pyjama'],
  लहंगा: ['lehenga'],
  लहँगा: ['lehenga'],
  दुपट्टा: ['dupatta'],
  ड्रेस: ['dress'],
  पोशाक: ['dress'],
  जैकेट: ['jacket'],
  स्वेटर: ['sweater'],
  घड़ी: ['watch'],
  घडी: ['watch'],
  बैग: ['bag'],
  थैला: ['bag'],
  बेल्ट: ['belt'],
  पेटी: ['belt'],
  चश्मा: ['sunglasses'],
  टोपी: ['cap'],
  मोज़े: ['socks'],
  मोजे: ['socks'],
  बच्चों: ['kids'],
  बच्चे: ['kids'],
  पुरुष: ['men'],
  पुरुषों: ['men'],
  आदमी: ['men'],
  महिला: ['women'],
  महिलाओं: ['women'],
  औरत: ['women'],
  लड़का: ['boys'],
  लड़के: ['boys'],
  लड़की: ['girls'],
  लड़कियों: ['girls'],
  सूती: ['cotton'],
  कॉटन: ['cotton'],
  रेशम: ['silk'],
  रेशमी: ['silk'],
  सिल्क: ['silk'],
  ऊनी: ['wool'],
  काला: ['black'],
  काली: ['black'],
  सफ़ेद: ['white'],
  सफेद: ['white'],
  लाल: ['red'],
  नीला: ['blue'],
  नीली: ['blue'],
  हरा: ['green'],
  हरी: ['green'],
  पीला: ['yellow'],
  पीली: ['yellow'],
  गुलाबी: ['pink'],
  भूरा: ['brown'],
  स्लेटी: ['grey'],
  खेल: ['sports'],
};

/** A Devanagari word as the dictionary and the index hold it: composed, its nukta kept as one letter. */
export const hindiWord = (word: string) => word.normalize('NFC');

/** The words of a Hindi name, for the catalogue index: each once. */
export function hindiWordsOf(text: string | null): string[] {
  if (!text) return [];
  return [...new Set(hindiWord(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])].filter(isDevanagari);
}

/** The English words the dictionary gives for a Hindi word. */
export const englishFor = (word: string): string[] => DICTIONARY[hindiWord(word)] ?? [];

/**
 * A Hindi word's sound in plain Latin letters, as Indian shoppers type it: long vowels and
 * retroflex dots dropped, the unspoken last 'a' left out (कुर्ता → kurta, शर्ट → shart,
 * लहंगा → lahanga).
 */
export function romanised(word: string): string {
  const plain = hindiWord(word)
    // The flapped ड़ and ढ़ are spoken r; other nukta letters as their plain ones.
    .normalize('NFD')
    .replace(/[डढ]\u093C/g, 'र')
    .replace(/\u093C/g, '');
  const iast: string = Sanscript.t(plain, 'devanagari', 'iast');
  return iast
    .toLowerCase()
    .replace(/([^aeiouāīūṛ])a(?![\p{L}\p{M}])/gu, '$1')
    .replace(/[ṃṁ]/g, 'n')
    .replace(/[śṣ]/g, 'sh')
    .replace(/c(?!h)/g, 'ch')
    .replace(/ai/g, 'e')
    .replace(/au/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z-]/g, '');
}

const NUMBER = String.raw`(?:rs\.?\s*|₹\s*|inr\s*)?(\d[\d,]*)(?:\s*(?:rs|rupees|रुपये|रुपए|रु))?`;
const BELOW = [
  new RegExp(String.raw`(?:under|below|less than|within|upto|up to|max|<)\s*${NUMBER}`, 'iu'),
  new RegExp(String.raw`${NUMBER}\s*(?:से\s*कम|से\s*नीचे|के\s*नीचे|के\s*अंदर|के\s*अन्दर|तक)`, 'iu'),
];
const ABOVE = [
  new RegExp(String.raw`(?:above|over|more than|from|min|>)\s*${NUMBER}`, 'iu'),
  new RegExp(String.raw`${NUMBER}\s*(?:से\s*ज़्यादा|से\s*ज्यादा|से\s*अधिक|से\s*ऊपर|के\s*ऊपर)`, 'iu'),
];

/** The price a search names ('shoes under 1000': at most ₹1,000), and the words left when it is taken out. */
export function readPrice(text: string): { text: string; minPrice?: number; maxPrice?: number } {
  let rest = text.normalize('NFC');
  const take = (patterns: RegExp[]) => {
    for (const pattern of patterns) {
      const found = pattern.exec(rest);
      if (!found) continue;
      const rupees = Number(found[1]!.replace(/,/g, ''));
      if (!Number.isSafeInteger(rupees) || rupees <= 0) continue;
      rest = `${rest.slice(0, found.index)} ${rest.slice(found.index + found[0].length)}`;
      return rupees;
    }
    return undefined;
  };
  const maxPrice = take(BELOW);
  const minPrice = take(ABOVE);
  return { text: rest.replace(/\s+/g, ' ').trim(), minPrice, maxPrice };
}
