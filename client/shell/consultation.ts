/** Local-storage flag: the visitor closed the consultation pop-up (or sent it); it never comes back. */
export const CONSULTATION_DISMISSED_KEY = 'consultation-dismissed';
