import type { SitePage } from './browser.ts';

/** The login screen as a visitor drives it: wait for a step's field, type into it, press Enter. */
export class LoginPage {
  constructor(readonly site: SitePage) {}
  async step(name: 'mobile' | 'code' | 'fullName' | 'password') {
    await this.site.page.waitForSelector(`.login input[name="${name}"]:not([type=hidden])`, { timeout: 20_000 });
  }
  async fill(name: string, text: string) {
    const selector = `.login input[name="${name}"]:not([type=hidden])`;
    await this.site.page.click(selector, { clickCount: 3 });
    await this.site.page.type(selector, text);
  }
  async submit() {
    await this.site.page.keyboard.press('Enter');
  }
}
