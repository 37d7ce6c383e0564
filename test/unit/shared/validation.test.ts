import { expect } from 'chai';
import fc from 'fast-check';
import { asciiDigits } from '../../../shared/digits.ts';
import {
  isEmail,
  isNationalCode,
  isPostalCode,
  isSayadId,
  maskMobile,
  normalizeMobile,
  normalizeNationalCode,
  normalizePostalCode,
  normalizeSayadId,
} from '../../../shared/validation.ts';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

/** Each ASCII digit of a string written in Latin, Persian or Arabic digits, chosen per digit. */
const mixedScripts = (digits: string) =>
  fc
    .array(fc.constantFrom('latin', 'persian', 'arabic'), { minLength: digits.length, maxLength: digits.length })
    .map((scripts) => [...digits].map((d, i) => (scripts[i] === 'persian' ? PERSIAN[+d] : scripts[i] === 'arabic' ? ARABIC[+d] : d)).join(''));

const digitString = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** The check digit computed the long way, independently of the code under test. */
function nationalCheckDigit(nine: string): number {
  const weights = [10, 9, 8, 7, 6, 5, 4, 3, 2];
  const r = weights.reduce((sum, w, i) => sum + w * Number(nine[i]), 0) % 11;
  return r < 2 ? r : 11 - r;
}

describe('shared/validation', () => {
  describe('asciiDigits', () => {
    it('turns Persian and Arabic digits into ASCII and leaves the rest alone', () => {
      expect(asciiDigits(PERSIAN)).to.equal('0123456789');
      expect(asciiDigits(ARABIC)).to.equal('0123456789');
      expect(asciiDigits('کد ۱۲۳-abc ٤٥')).to.equal('کد 123-abc 45');
      expect(asciiDigits('')).to.equal('');
    });

    it('is the identity on text without Persian or Arabic digits, and idempotent on any text', () => {
      fc.assert(
        fc.property(fc.string(), (s) => {
          const once = asciiDigits(s);
          expect(asciiDigits(once)).to.equal(once);
          if (!/[\u06F0-\u06F9\u0660-\u0669]/.test(s)) expect(once).to.equal(s);
        }),
      );
    });
  });

  describe('normalizeMobile', () => {
    it('accepts every prefix people use and stores one form', () => {
      for (const typed of ['09123456789', '9123456789', '+989123456789', '989123456789', '00989123456789']) {
        expect(normalizeMobile(typed), typed).to.equal('09123456789');
      }
    });

    it('accepts Persian and Arabic digits, spaces, dashes and pasted bidi marks', () => {
      expect(normalizeMobile('۰۹۱۲۳۴۵۶۷۸۹')).to.equal('09123456789');
      expect(normalizeMobile('٠٩١٢٣٤٥٦٧٨٩')).to.equal('09123456789');
      expect(normalizeMobile(' 0912 345 6789 ')).to.equal('09123456789');
      expect(normalizeMobile('0912-345-67-89')).to.equal('09123456789');
      expect(normalizeMobile('+98 912 345 6789')).to.equal('09123456789');
      expect(normalizeMobile('\u200e+۹۸۹۱۲۳۴۵۶۷۸۹\u200f')).to.equal('09123456789');
      expect(normalizeMobile('0912\u00a0345\u00a06789')).to.equal('09123456789');
    });

    it('keeps a number whose own digits start with 98 (no prefix to strip)', () => {
      expect(normalizeMobile('9891234567')).to.equal('09891234567');
      expect(normalizeMobile('09891234567')).to.equal('09891234567');
    });

    it('does not check the operator prefix (0934 and 0999 are in use)', () => {
      expect(normalizeMobile('09341234567')).to.equal('09341234567');
      expect(normalizeMobile('09991234567')).to.equal('09991234567');
    });

    it('refuses anything else', () => {
      for (const typed of [
        '',
        '0912345678', // 10 digits
        '091234567890', // 12 digits
        '08123456789', // a landline prefix
        '02112345678', // Tehran landline
        '+19123456789',
        '+98 0912 345 6789', // prefix and the trunk 0 together
        '0098 09123456789',
        '0912345678a',
        '0912.345.6789',
        '(0912) 3456789',
        '+',
        '98',
        'abc',
        '0912 345 6789 ext 2',
      ]) {
        expect(normalizeMobile(typed), typed).to.equal(null);
      }
    });

    it('finds the same number whatever the prefix, script and separators (generated)', () => {
      const prefixes = fc.constantFrom('', '0', '98', '+98', '0098');
      fc.assert(
        fc.property(
          digitString(9).chain((rest) => fc.tuple(fc.constant(rest), mixedScripts(`9${rest}`))),
          prefixes,
          fc.array(fc.constantFrom(' ', '-', '\u00a0', '\u200f'), { maxLength: 3 }),
          fc.nat(),
          ([rest, typed], prefix, seps, at) => {
            let input = prefix + typed;
            for (const sep of seps) {
              const cut = at % (input.length + 1);
              input = input.slice(0, cut) + sep + input.slice(cut);
            }
            expect(normalizeMobile(input)).to.equal(`09${rest}`);
          },
        ),
        { numRuns: 500 },
      );
    });

    it('answers null or a stored-form number that normalises to itself, for any text', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789+- ۹۸٠') })), (s) => {
          const out = normalizeMobile(s);
          if (out !== null) {
            expect(out).to.match(/^09\d{9}$/);
            expect(normalizeMobile(out)).to.equal(out);
          }
        }),
        { numRuns: 1000 },
      );
    });

    it('refuses numbers of the wrong length (generated)', () => {
      fc.assert(
        fc.property(
          fc
            .integer({ min: 0, max: 16 })
            .filter((n) => n !== 9)
            .chain(digitString),
          (rest) => {
            expect(normalizeMobile(`09${rest}`)).to.equal(null);
          },
        ),
      );
    });
  });

  describe('maskMobile', () => {
    it('shows the operator prefix and the last four digits only', () => {
      expect(maskMobile('09123456789')).to.equal('0912***6789');
      expect(maskMobile('+98 912 345 6789')).to.equal('0912***6789');
    });

    it('hides a text that is not a mobile number whole', () => {
      expect(maskMobile('secret 123456')).to.equal('***');
      expect(maskMobile('')).to.equal('***');
    });

    it('never shows the middle three digits (generated)', () => {
      fc.assert(
        fc.property(digitString(9), (rest) => {
          const masked = maskMobile(`09${rest}`);
          expect(masked).to.equal(`09${rest.slice(0, 2)}***${rest.slice(5)}`);
          expect(masked).to.have.length(11);
        }),
      );
    });
  });

  describe('postal codes', () => {
    it('accepts 10 digits, with a dash after the fifth, in any script', () => {
      expect(normalizePostalCode('1234567890')).to.equal('1234567890');
      expect(normalizePostalCode('12345-67890')).to.equal('1234567890');
      expect(normalizePostalCode('۱۳۴۵۶-۷۸۹۱۳')).to.equal('1345678913');
      expect(normalizePostalCode(' ١٣٤٥٦٧٨٩١٣ ')).to.equal('1345678913');
      expect(isPostalCode('1234567890')).to.equal(true);
    });

    it('refuses other lengths, a dash elsewhere, letters and inner spaces', () => {
      for (const typed of ['', '123456789', '12345678901', '1234-567890', '123456-7890', '12345--67890', '12345 67890', '12345a7890', '-1234567890']) {
        expect(isPostalCode(typed), typed).to.equal(false);
        expect(normalizePostalCode(typed), typed).to.equal(null);
      }
    });

    it('accepts every 10-digit code written any way allowed (generated)', () => {
      fc.assert(
        fc.property(
          digitString(10).chain((d) => fc.tuple(fc.constant(d), mixedScripts(d))),
          fc.boolean(),
          ([digits, typed], dash) => {
            const input = dash ? `${typed.slice(0, 5)}-${typed.slice(5)}` : typed;
            expect(normalizePostalCode(input)).to.equal(digits);
          },
        ),
      );
    });
  });

  describe('Sayad cheque ids', () => {
    it('accepts 16 digits, typed in groups or not, in any script', () => {
      expect(normalizeSayadId('1234567890123456')).to.equal('1234567890123456');
      expect(normalizeSayadId('1234 5678 9012 3456')).to.equal('1234567890123456');
      expect(normalizeSayadId('۱۲۳۴-۵۶۷۸-۹۰۱۲-۳۴۵۶')).to.equal('1234567890123456');
      expect(isSayadId('٠٠٠٠١١١١٢٢٢٢٣٣٣٣')).to.equal(true);
    });

    it('refuses 15 or 17 digits and letters', () => {
      for (const typed of ['', '123456789012345', '12345678901234567', '123456789012345x', 'IR12345678901234']) {
        expect(isSayadId(typed), typed).to.equal(false);
      }
    });

    it('accepts exactly the 16-digit strings (generated)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 24 }).chain(digitString), (digits) => {
          expect(isSayadId(digits)).to.equal(digits.length === 16);
        }),
      );
    });
  });

  describe('isEmail', () => {
    it('accepts ordinary addresses', () => {
      for (const email of ['a@b.co', 'ali.rezaei@example.ir', 'first+tag@mail.example.com', ' ali@example.com ', "o'brien@x.org"]) {
        expect(isEmail(email), email).to.equal(true);
      }
    });

    it('refuses what a shop cannot write to', () => {
      for (const email of [
        '',
        'ali',
        'ali@',
        '@example.com',
        'ali@localhost',
        'ali@@example.com',
        'ali @example.com',
        'ali@exa mple.com',
        'ali@-example.com',
        'ali@example-.com',
        'ali@example..com',
        '.ali@example.com',
        'ali.@example.com',
        'a..li@example.com',
        'علی@example.com',
        `${'a'.repeat(65)}@example.com`,
        `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`,
      ]) {
        expect(isEmail(email), email).to.equal(false);
      }
    });

    it('accepts generated addresses (fast-check emailAddress)', () => {
      fc.assert(
        fc.property(fc.emailAddress(), (email) => {
          expect(isEmail(email), email).to.equal(true);
        }),
        { numRuns: 500 },
      );
    });
  });

  describe('national codes', () => {
    it('accepts known valid codes, with Persian digits and separators', () => {
      for (const code of ['0499370899', '0790419904', '0084575948', '0067749828', '0650451252', '4271467685']) {
        expect(isNationalCode(code), code).to.equal(true);
      }
      expect(normalizeNationalCode('۰۴۹۹۳۷۰۸۹۹')).to.equal('0499370899');
      expect(normalizeNationalCode('049-937089-9')).to.equal('0499370899');
    });

    it('left-pads 8 and 9 digit codes with zeros', () => {
      expect(normalizeNationalCode('84575948')).to.equal('0084575948');
      expect(normalizeNationalCode('499370899')).to.equal('0499370899');
    });

    it('refuses a wrong check digit, repeated digits, zeros in the middle, and wrong lengths', () => {
      for (const code of ['0499370898', '0000000000', '1111111111', '9999999999', '1230000001', '1234567', '12345678901', '04993708a9', '']) {
        expect(isNationalCode(code), code).to.equal(false);
      }
    });

    it('accepts exactly one check digit for any nine leading digits (generated)', () => {
      fc.assert(
        fc.property(
          digitString(9).filter((d) => d.slice(3, 9) !== '000000' && !/^(\d)\1{8}$/.test(d)),
          (nine) => {
            const expected = nationalCheckDigit(nine);
            for (let d = 0; d <= 9; d++) expect(isNationalCode(nine + d), nine + d).to.equal(d === expected);
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
