import { expect } from 'chai';
import { isCodeToken, localizeText, splitBidi } from '../../../shared/bidi.ts';

describe('shared/bidi', () => {
  it('keeps a model code inside a Persian name as one left-to-right run', () => {
    expect(splitBidi('دوربین بولت هایک ویژن DS-2CD1043G2-I')).to.deep.equal([
      { text: 'دوربین بولت هایک ویژن ', ltr: false },
      { text: 'DS-2CD1043G2-I', ltr: true },
    ]);
  });

  it('keeps the trailing "+" of a codec with its code', () => {
    expect(
      splitBidi('H.265+ و H.264+')
        .filter((p) => p.ltr)
        .map((p) => p.text),
    ).to.deep.equal(['H.265+', 'H.264+']);
  });

  it('joins Latin words separated by spaces and leaves sentence punctuation out', () => {
    expect(splitBidi('Hikvision Smart IR 30m.')).to.deep.equal([
      { text: 'Hikvision Smart IR 30m', ltr: true },
      { text: '.', ltr: false },
    ]);
  });

  it('writes Persian digits in Persian text but not inside codes', () => {
    expect(localizeText('سفارش شماره 12', 'fa')).to.equal('سفارش شماره ۱۲');
    expect(localizeText('کپسول 6 کیلویی CO2', 'fa')).to.equal('کپسول ۶ کیلویی CO2');
    expect(localizeText('Order 12', 'en')).to.equal('Order 12');
  });

  it('keeps Persian digits written onto a Latin letter in its run: «۱۰۸۰p», not «p۱۰۸۰»', () => {
    expect(splitBidi('وضوح ۱۰۸۰p با H.265+')).to.deep.equal([
      { text: 'وضوح ', ltr: false },
      { text: '۱۰۸۰p', ltr: true },
      { text: ' با ', ltr: false },
      { text: 'H.265+', ltr: true },
    ]);
    expect(splitBidi('کیدی PRO6ABC ۴ کیلوگرمی')).to.deep.equal([
      { text: 'کیدی ', ltr: false },
      { text: 'PRO6ABC', ltr: true },
      { text: ' ۴ کیلوگرمی', ltr: false },
    ]);
  });

  it('tells codes from words', () => {
    expect(isCodeToken('2CD1043G2-I')).to.equal(true);
    expect(isCodeToken('H.265+')).to.equal(true);
    expect(isCodeToken('Hikvision')).to.equal(false);
  });
});
