import { expect } from 'chai';
import { socialLink } from '../../../../../server/services/site-settings/social-links.ts';

describe('server/services/site-settings/social-links', () => {
  it('turns an account name into its network’s canonical https address', () => {
    expect(socialLink('instagram', '@negahban.co')).to.equal('https://www.instagram.com/negahban.co/');
    expect(socialLink('telegram', 'negahban_co')).to.equal('https://t.me/negahban_co');
    expect(socialLink('linkedin', 'negahban')).to.equal('https://www.linkedin.com/company/negahban/');
    expect(socialLink('aparat', 'negahban')).to.equal('https://www.aparat.com/negahban');
  });

  it('takes a WhatsApp mobile number in any digits', () => {
    expect(socialLink('whatsapp', '۰۹۱۲ ۱۲۳ ۴۵۶۷')).to.equal('https://wa.me/989121234567');
  });

  it('keeps an https address on the network’s own host, with or without www', () => {
    expect(socialLink('instagram', 'https://instagram.com/negahban')).to.equal('https://instagram.com/negahban');
    expect(socialLink('linkedin', 'https://www.linkedin.com/in/someone/')).to.equal('https://www.linkedin.com/in/someone/');
    expect(socialLink('telegram', 'https://t.me/negahban')).to.equal('https://t.me/negahban');
  });

  it('refuses http, another host, a look-alike, a bare host, credentials and script addresses', () => {
    expect(socialLink('instagram', 'http://instagram.com/negahban')).to.equal(null);
    expect(socialLink('instagram', 'https://evil.example/negahban')).to.equal(null);
    expect(socialLink('instagram', 'https://instagram.com.evil.example/x')).to.equal(null);
    expect(socialLink('telegram', 'https://t.me/')).to.equal(null);
    expect(socialLink('aparat', 'https://user@aparat.com/x')).to.equal(null);
    expect(socialLink('aparat', 'javascript:alert(1)')).to.equal(null);
    expect(socialLink('aparat', 'two words')).to.equal(null);
    expect(socialLink('aparat', '...')).to.equal(null);
  });
});
