/*
 * The entry of the picker's lazy chunk (lazy-date-picker.tsx), named like the picker so the chunk is still called
 * date-picker-<hash>.js.
 */

export { DatePicker } from '../date-picker.tsx';
