/** Where the owner's today began, in the browser's time zone. */
export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

interface WeekInfo {
  firstDay: number;
}

/** The first day of the week where the owner is (1 Monday … 7 Sunday), Monday when unknown. */
function firstDayOfWeek(locale: string): number {
  const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
}

/** Where the owner's week began: the last first-day-of-the-week, at midnight. */
export function startOfWeek(locale: string, now = new Date()): Date {
  const today = startOfToday(now);
  const weekday = today.getDay() === 0 ? 7 : today.getDay();
  const back = (weekday - firstDayOfWeek(locale) + 7) % 7;
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
}
