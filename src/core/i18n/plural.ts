/**
 * Russian plural forms on `Intl.PluralRules('ru')` (portal-identity-reviews §9 "Russian plural forms").
 */
const rules = new Intl.PluralRules('ru');

/** Picks the form for `n`: `[one, few, many]`, e.g. `plural(5, ['минута','минуты','минут'])` → 'минут'. */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const category = rules.select(n);
  if (category === 'one') return forms[0];
  if (category === 'few') return forms[1];
  // 'many' for whole numbers, 'other' for fractions: Russian uses the genitive singular (few form) for fractions.
  return category === 'other' && !Number.isInteger(n) ? forms[1] : forms[2];
}
