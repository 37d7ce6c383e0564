import { useLayoutEffect, type RefObject } from 'react';
import type { Locale } from '../../shared/locale.ts';
import type { CalendarKind, Weekday } from './calendar.ts';
import type { Limits, PickerMode } from './rules.ts';

/** What every view of the open picker (years, months, days, time) is given by the dialog. */
export interface ViewProps {
  locale: Locale;
  calendar: CalendarKind;
  weekStart: Weekday;
  rtl: boolean;
  mode: PickerMode;
  limits: Limits;
  /** The chosen dates so far (not yet submitted). */
  choice: Date[];
  /** The focused day; its month and year are the ones shown. */
  cursor: Date;
  moveCursor(to: Date): void;
  /** The visitor picked this year, month, day or time. */
  onChoose(date: Date): void;
  today: Date;
  /** Id of the element naming what the view shows ("مرداد ۱۴۰۳"). */
  labelId: string;
  /** Id of the keyboard help the day grid is described by. */
  helpId: string;
  /** Set when the view's active cell should take focus after it renders (keyboard moves, view changes). */
  focusRequest: RefObject<boolean>;
}

/**
 * The move of a roving-focus grid key with `columns` cells a row, or null for other keys. Left and right follow the
 * page's direction: in Persian the next cell is on the left.
 */
export function gridStep(key: string, columns: number, rtl: boolean): number | null {
  switch (key) {
    case 'ArrowRight':
      return rtl ? -1 : 1;
    case 'ArrowLeft':
      return rtl ? 1 : -1;
    case 'ArrowUp':
      return -columns;
    case 'ArrowDown':
      return columns;
    default:
      return null;
  }
}

export const isChooseKey = (key: string) => key === 'Enter' || key === ' ';

/** After each render, moves focus to the view's active cell (tabindex 0) if a focus was asked for. */
export function useFocusActive(container: RefObject<HTMLElement | null>, focusRequest: RefObject<boolean>) {
  useLayoutEffect(() => {
    if (!focusRequest.current) return;
    const active = container.current?.querySelector<HTMLElement>('[tabindex="0"]');
    if (!active) return;
    focusRequest.current = false;
    active.focus();
  });
}
