import { expect } from 'chai';
import { chunks, compactText, normalizeText, tokenize } from '../../../../shared/search/normalize.ts';

describe('shared/search/normalize', () => {
  describe('normalizeText', () => {
    it('folds Arabic letter forms into Persian ones', () => {
      expect(normalizeText('دوربين')).to.equal('دوربین'); // ي
      expect(normalizeText('مصطفى')).to.equal('مصطفی'); // ى
      expect(normalizeText('هيئت')).to.equal('هییت'); // ي and ئ
      expect(normalizeText('كپسول')).to.equal('کپسول'); // ك
      expect(normalizeText('سازمان آتش‌نشانی و خدمات ايمني')).to.equal('سازمان اتشنشانی و خدمات ایمنی');
      expect(normalizeText('مدرسة')).to.equal('مدرسه'); // ة
      expect(normalizeText('خانۀ')).to.equal('خانه'); // ۀ
      expect(normalizeText('ھوشمند')).to.equal('هوشمند'); // ھ
    });

    it('folds every alef form, and waw with hamza', () => {
      expect(normalizeText('أ إ ٱ آ ا')).to.equal('ا ا ا ا ا');
      expect(normalizeText('آدرس‌پذیر')).to.equal('ادرسپذیر');
      expect(normalizeText('مؤسسه')).to.equal('موسسه');
    });

    it('removes diacritics, superscript alef and tatweel', () => {
      expect(normalizeText('دُوربینِ مَداربَسته')).to.equal('دوربین مداربسته');
      expect(normalizeText('حریقٌ حریقً حریقٍ')).to.equal('حریق حریق حریق');
      expect(normalizeText('شدّه')).to.equal('شده');
      expect(normalizeText('رحمٰن')).to.equal('رحمن');
      expect(normalizeText('کـــپسول')).to.equal('کپسول');
    });

    it('removes the zero-width non-joiner and other invisible characters, so both spellings are one word', () => {
      expect(normalizeText('می‌شود')).to.equal(normalizeText('میشود'));
      expect(normalizeText('آتش\u200Cنشانی')).to.equal('اتشنشانی');
      for (const invisible of ['\u200B', '\u200D', '\u200E', '\u200F', '\u202B', '\u2066', '\u2060', '\uFEFF', '\u00AD']) {
        expect(normalizeText(`دور${invisible}بین`), JSON.stringify(invisible)).to.equal('دوربین');
      }
    });

    it('turns Persian and Arabic-Indic digits into Latin ones', () => {
      expect(normalizeText('۰۱۲۳۴۵۶۷۸۹')).to.equal('0123456789');
      expect(normalizeText('٠١٢٣٤٥٦٧٨٩')).to.equal('0123456789');
      expect(normalizeText('۴ مگاپیکسل')).to.equal('4 مگاپیکسل');
    });

    it('lowercases Latin text and drops Latin accents', () => {
      expect(normalizeText('HikVision')).to.equal('hikvision');
      expect(normalizeText('Café Ünïcode')).to.equal('cafe unicode');
      expect(normalizeText('İSTANBUL')).to.equal('istanbul');
    });

    it('unfolds compatibility forms (Arabic presentation forms, ligatures, full-width Latin)', () => {
      expect(normalizeText('ﻻ')).to.equal('لا');
      expect(normalizeText('ﬁre')).to.equal('fire');
      expect(normalizeText('ＤＳ')).to.equal('ds');
    });

    it('turns punctuation and symbols into single spaces and trims', () => {
      expect(normalizeText('  «دوربین»،  دتکتور؛ آژیر؟ ')).to.equal('دوربین دتکتور اژیر');
      expect(normalizeText('DS-2CD1043G2-I')).to.equal('ds 2cd1043g2 i');
      expect(normalizeText('H.265+ (2.8 mm) 68 °C')).to.equal('h 265 2 8 mm 68 c');
      expect(normalizeText('۲٫۸ میلی‌متر')).to.equal('2 8 میلیمتر');
      expect(normalizeText('a\tb\nc')).to.equal('a b c');
      expect(normalizeText('')).to.equal('');
      expect(normalizeText(' - ، . ')).to.equal('');
    });

    it('is idempotent', () => {
      for (const s of ['دوربين مدار‌بسته ۴ مگاپیکسل', 'DS-2CD1043G2-I', 'آتش‌نشانی', 'Ünïcode ﻻ']) {
        expect(normalizeText(normalizeText(s))).to.equal(normalizeText(s));
      }
    });
  });

  describe('tokenize', () => {
    it('gives the words of a text, once each', () => {
      expect(tokenize('دوربین بولت دوربين')).to.deep.equal(['دوربین', 'بولت']);
      expect(tokenize('')).to.deep.equal([]);
    });

    it('gives a model code in pieces and in its compact form', () => {
      expect(tokenize('DS-2CD1043G2-I')).to.deep.equal(['ds', '2cd1043g2', 'i', 'ds2cd1043g2i']);
      expect(tokenize('NVR4108HS-8P-4KS2')).to.deep.equal(['nvr4108hs', '8p', '4ks2', 'nvr4108hs8p4ks2']);
      expect(tokenize('H.265')).to.deep.equal(['h', '265', 'h265']);
      expect(tokenize('ZP2/F1_S')).to.deep.equal(['zp2', 'f1', 's', 'zp2f1s']);
    });

    it('makes compact forms for Latin codes only, not for Persian words around a hyphen', () => {
      expect(tokenize('شمال-جنوب')).to.deep.equal(['شمال', 'جنوب']);
    });

    it('keeps ordinary punctuation as a separator, so "a, b" is not a code', () => {
      expect(tokenize('abc, def')).to.deep.equal(['abc', 'def']);
      expect(tokenize('(FM-200)')).to.deep.equal(['fm', '200', 'fm200']);
    });

    it('applies the same folding as normalizeText', () => {
      expect(tokenize('كپسول ۶ کیلوگرمی')).to.deep.equal(['کپسول', '6', 'کیلوگرمی']);
    });
  });

  describe('chunks', () => {
    it('keeps what was typed for each chunk, without surrounding punctuation', () => {
      expect(chunks('«آدرس‌پذیر»، DS-2CD1043G2-I')).to.deep.equal([
        { parts: ['ادرسپذیر'], compact: null, raw: 'آدرس‌پذیر' },
        { parts: ['ds', '2cd1043g2', 'i'], compact: 'ds2cd1043g2i', raw: 'DS-2CD1043G2-I' },
      ]);
    });

    it('splits a typed word with inner punctuation into chunks that show their words', () => {
      expect(chunks('دوربین،دتکتور')).to.deep.equal([
        { parts: ['دوربین'], compact: null, raw: 'دوربین' },
        { parts: ['دتکتور'], compact: null, raw: 'دتکتور' },
      ]);
    });

    it('reads digits typed against Persian letters as words of their own, but keeps a Latin code whole', () => {
      expect(chunks('دوربین۴مگاپیکسل').map((c) => c.parts)).to.deep.equal([['دوربین'], ['4'], ['مگاپیکسل']]);
      expect(chunks('DS-2CD1043G2').map((c) => c.parts)).to.deep.equal([['ds', '2cd1043g2']]);
      expect(normalizeText('کپسول۶کیلویی')).to.equal('کپسول 6 کیلویی');
    });

    it('has no chunks for blank input', () => {
      expect(chunks('  \t ')).to.deep.equal([]);
      expect(chunks('؟!')).to.deep.equal([]);
    });
  });

  it('compacts a text to its words run together', () => {
    expect(compactText('DS-2CD1043G2-I')).to.equal('ds2cd1043g2i');
    expect(compactText('ds 2cd1043g2i')).to.equal('ds2cd1043g2i');
    expect(compactText('TS1000 Pro')).to.equal('ts1000pro');
  });
});
