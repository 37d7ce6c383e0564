import { expect } from 'chai';
import { pageContact, phoneHref, phoneText } from '../../../shared/site-contact.ts';
import { DEMO_CONTACT } from '../../../server/services/site-settings/demo-contact.ts';

describe('shared/site-contact', () => {
  it('writes a landline and a mobile as people read them: Persian digits in Persian, international in English', () => {
    expect(phoneText('02188776655', 'fa')).to.equal('۰۲۱-۸۸۷۷۶۶۵۵');
    expect(phoneText('02188776655', 'en')).to.equal('+98 21 8877 6655');
    expect(phoneText('09121234567', 'fa')).to.equal('۰۹۱۲-۱۲۳-۴۵۶۷');
    expect(phoneText('09121234567', 'en')).to.equal('+98 912 123 4567');
  });

  it('gives tel: an ASCII international number', () => {
    expect(phoneHref('02188776655')).to.equal('+982188776655');
    expect(phoneHref('09121234567')).to.equal('+989121234567');
  });

  it('shows the demo exactly as the pages did when it was fixed text', () => {
    const fa = pageContact(DEMO_CONTACT, 'fa');
    expect(fa.phones).to.deep.equal([{ text: '۰۲۱-۸۸۷۷۶۶۵۵', href: '+982188776655' }]);
    expect(fa.address).to.equal('تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۵۰، طبقه سوم');
    expect(pageContact(DEMO_CONTACT, 'en').phones[0]!.text).to.equal('+98 21 8877 6655');
    expect(fa.social).to.deep.equal([]);
  });

  it('lists social links in the networks’ order, only those set', () => {
    const links = pageContact({ ...DEMO_CONTACT, social: { aparat: 'https://www.aparat.com/x', instagram: 'https://www.instagram.com/x/' } }, 'en').social;
    expect(links.map((l) => l.network)).to.deep.equal(['instagram', 'aparat']);
  });
});
