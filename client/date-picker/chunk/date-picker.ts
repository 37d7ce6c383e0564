/*
 * The entry of the picker's lazy chunk (lazy-date-picker.tsx), named like the picker so the chunk is still called
 * date-picker-<hash>.js. It imports common.ts like every screen, so the few modules the picker shares with the first
 * page (the locale helpers, react-dom) stay in the shared chunk instead of splitting off into small chunks of their
 * own that every page would load first.
 */
import '../../common.ts';

export { DatePicker } from '../date-picker.tsx';
