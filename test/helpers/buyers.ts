/** A person and a company whose ids pass their check digits, typed as people type them. */
export const PERSON = {
  kind: 'person',
  name: 'Sara Ahmadi',
  nationalId: '۰۰۸۴-۵۷۵ ۹۴۸',
  postalCode: '۱۳۴۵۶ ۷۸۹۱۳',
  address: 'Valiasr St., No. 10, Tehran',
  phone: '۰۲۱-۸۸۰۰ ۱۲۳۴',
};
export const COMPANY = {
  kind: 'company',
  name: 'Arman Sazeh Co.',
  nationalId: '١٠٣٨٠٢٨٤٧٩٠',
  economicCode: '4111-1111-1111',
  registrationNo: '۱۲۳۴۵۶',
  postalCode: '13456-78913',
  address: 'Enghelab Sq., Tehran',
  phone: '0912 123 4567',
};
