import { expect } from 'chai';
import { pluralCategory } from '../../../../client/i18n/plural.ts';

describe('client/i18n/plural', () => {
  it('gives the category Intl.PluralRules gives, for the site languages and others', () => {
    const counts = [0, 1, 2, 3, 5, 10, 11, 21, 100, 1000, 0.5, 1.5, 2.5, -1, -2];
    for (const language of ['fa', 'fa-IR', 'en', 'en-US', 'ar', 'ru']) {
      for (const count of counts) expect(pluralCategory(language, count), `${count} (${language})`).to.equal(new Intl.PluralRules(language).select(count));
    }
  });
});
