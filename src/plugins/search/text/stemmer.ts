/**
 * The Snowball stemmer for Russian (snowballstem.org/algorithms/russian),
 * written out for the site's own search: the indexer (build) and the
 * engine (browser) must cut a word the same way, and the browser part
 * must stay small. «настройки», «настройкой» → «настройк»; «плагинов» →
 * «плагин». Words with letters other than Cyrillic are returned as they
 * are (see ./words.ts for Latin words).
 */

const VOWELS = 'аеиоуыэюя';

type Group = {endings: string[]; afterAorYa?: boolean};

const PERFECTIVE_GERUND: Group[] = [
  {endings: ['вшись', 'вши', 'в'], afterAorYa: true},
  {endings: ['ившись', 'ывшись', 'ивши', 'ывши', 'ив', 'ыв']},
];
const ADJECTIVE: Group[] = [
  {
    endings: [
      'ими',
      'ыми',
      'его',
      'ого',
      'ему',
      'ому',
      'ее',
      'ие',
      'ые',
      'ое',
      'ей',
      'ий',
      'ый',
      'ой',
      'ем',
      'им',
      'ым',
      'ом',
      'их',
      'ых',
      'ую',
      'юю',
      'ая',
      'яя',
      'ою',
      'ею',
    ],
  },
];
const PARTICIPLE: Group[] = [
  {endings: ['ем', 'нн', 'вш', 'ющ', 'щ'], afterAorYa: true},
  {endings: ['ивш', 'ывш', 'ующ']},
];
const REFLEXIVE: Group[] = [{endings: ['ся', 'сь']}];
const VERB: Group[] = [
  {
    endings: [
      'ла',
      'на',
      'ете',
      'йте',
      'ли',
      'й',
      'л',
      'ем',
      'н',
      'ло',
      'но',
      'ет',
      'ют',
      'ны',
      'ть',
      'ешь',
      'нно',
    ],
    afterAorYa: true,
  },
  {
    endings: [
      'ила',
      'ыла',
      'ена',
      'ейте',
      'уйте',
      'ите',
      'или',
      'ыли',
      'ей',
      'уй',
      'ил',
      'ыл',
      'им',
      'ым',
      'ен',
      'ило',
      'ыло',
      'ено',
      'ят',
      'ует',
      'уют',
      'ит',
      'ыт',
      'ены',
      'ить',
      'ыть',
      'ишь',
      'ую',
      'ю',
    ],
  },
];
const NOUN: Group[] = [
  {
    endings: [
      'иями',
      'ями',
      'ами',
      'ией',
      'иям',
      'ием',
      'иях',
      'ев',
      'ов',
      'ие',
      'ье',
      'еи',
      'ии',
      'ей',
      'ой',
      'ий',
      'ям',
      'ем',
      'ам',
      'ом',
      'ах',
      'ях',
      'ию',
      'ью',
      'ия',
      'ья',
      'а',
      'е',
      'и',
      'й',
      'о',
      'у',
      'ы',
      'ь',
      'ю',
      'я',
    ],
  },
];

/** Where the region after the first vowel starts, or the word's length. */
function afterFirstVowel(word: string, from: number): number {
  let index = from;
  while (index < word.length && !VOWELS.includes(word[index]!)) {
    index += 1;
  }
  return Math.min(index + 1, word.length);
}

/** R1 from a position: after the first non-vowel that follows a vowel. */
function regionAfter(word: string, from: number): number {
  for (let index = from + 1; index < word.length; index += 1) {
    if (!VOWELS.includes(word[index]!) && VOWELS.includes(word[index - 1]!)) {
      return index + 1;
    }
  }
  return word.length;
}

/**
 * The longest ending of the groups that lies inside the region starting at
 * `start`; for the groups that need it, preceded by «а» or «я» (which stays).
 * Returns the word without it, or null.
 */
function cut(word: string, start: number, groups: Group[]): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const {endings, afterAorYa} of groups) {
    for (const ending of endings) {
      if (
        ending.length > bestLength &&
        word.endsWith(ending) &&
        word.length - ending.length >= start
      ) {
        const before = word[word.length - ending.length - 1];
        if (afterAorYa && before !== 'а' && before !== 'я') {
          continue;
        }
        if (afterAorYa && word.length - ending.length - 1 < start) {
          continue;
        }
        best = word.slice(0, word.length - ending.length);
        bestLength = ending.length;
      }
    }
  }
  return best;
}

/** The stem of one lower-case Russian word (ё already written as е). */
export function stemRussian(word: string): string {
  const rv = afterFirstVowel(word, 0);
  if (rv >= word.length) {
    return word;
  }
  const r1 = regionAfter(word, 0);
  const r2 = r1 < word.length ? regionAfter(word, r1) : word.length;

  // Step 1.
  let stem = cut(word, rv, PERFECTIVE_GERUND);
  if (stem === null) {
    stem = cut(word, rv, REFLEXIVE) ?? word;
    const adjective = cut(stem, rv, ADJECTIVE);
    if (adjective !== null) {
      stem = cut(adjective, rv, PARTICIPLE) ?? adjective;
    } else {
      stem = cut(stem, rv, VERB) ?? cut(stem, rv, NOUN) ?? stem;
    }
  }
  // Step 2.
  if (stem.endsWith('и') && stem.length - 1 >= rv) {
    stem = stem.slice(0, -1);
  }
  // Step 3: the derivational ending, in R2.
  for (const ending of ['ость', 'ост']) {
    if (stem.endsWith(ending) && stem.length - ending.length >= r2) {
      stem = stem.slice(0, -ending.length);
      break;
    }
  }
  // Step 4.
  if (stem.endsWith('нн') && stem.length - 2 >= rv) {
    return stem.slice(0, -1);
  }
  for (const ending of ['ейше', 'ейш']) {
    if (stem.endsWith(ending) && stem.length - ending.length >= rv) {
      stem = stem.slice(0, -ending.length);
      return stem.endsWith('нн') ? stem.slice(0, -1) : stem;
    }
  }
  if (stem.endsWith('ь') && stem.length - 1 >= rv) {
    return stem.slice(0, -1);
  }
  return stem;
}
