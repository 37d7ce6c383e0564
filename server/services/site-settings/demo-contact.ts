import type { ContactSettings } from '../../../shared/contracts/admin/settings.ts';

/**
 * How the company is reached until the operator saves the settings (issue 32): the values the pages showed when they
 * were fixed text (the footer, the contact page, the map's point), so nothing visible changes before a save.
 */
export const DEMO_CONTACT: ContactSettings = {
  phones: ['02188776655'],
  addressFa: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۵۰، طبقه سوم',
  addressEn: '3rd floor, No. 2450, Valiasr St., north of Vanak Sq., Tehran',
  workingHoursFa: 'شنبه تا چهارشنبه ۸ تا ۱۷، پنجشنبه ۸ تا ۱۳',
  workingHoursEn: 'Saturday to Wednesday 8:00–17:00, Thursday 8:00–13:00',
  mapLat: 35.7579,
  mapLng: 51.4096,
  social: {},
};
