/**
 * Russian plural forms: «1 статья», «2 статьи», «5 статей», «21 статья»,
 * «11 статей». `Intl.PluralRules('ru')` gives the category; the forms are
 * the caller's.
 */
export type RussianForms = readonly [one: string, few: string, many: string];

const rules = new Intl.PluralRules('ru-RU');

export function pluralRu(
  count: number,
  [one, few, many]: RussianForms,
): string {
  switch (rules.select(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    default:
      return many;
  }
}

/** «3 статьи»: the number, a non-breaking space and the matching form. */
export function countRu(count: number, forms: RussianForms): string {
  return `${count}\u00a0${pluralRu(count, forms)}`;
}
