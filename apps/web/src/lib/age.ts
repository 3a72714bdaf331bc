/** docs/wire-protocol.md §5 and §9: customers are at least 18, at sign-up and when the birthday is edited. */
export const MINIMUM_AGE = 18;

/** Whole years from an ISO birth date (YYYY-MM-DD) to `today`, by the local calendar. */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const age = today.getFullYear() - year;
  const todayMonth = today.getMonth() + 1;
  const beforeBirthday = todayMonth < month || (todayMonth === month && today.getDate() < day);
  return beforeBirthday ? age - 1 : age;
}

/** Whether `birthDate` (YYYY-MM-DD) makes the customer at least 18 on `today`. */
export function isOfAge(birthDate: string, today: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && ageOn(birthDate, today) >= MINIMUM_AGE;
}
