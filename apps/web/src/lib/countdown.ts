export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The moment has come (or passed): nothing left to count. */
  done: boolean;
}

/** What is left until `target`, in whole days, hours, minutes and seconds, never negative. */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/** Two digits at least, as a clock shows them (7 -> "07", 120 -> "120"). */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
