/** How customs codes are written for people: stored as digits, shown with their dots. */

/** "871410" → "8714.10". */
export const formatHsCode = (digits: string): string => `${digits.slice(0, 4)}.${digits.slice(4)}`;

/** "8714100000" → "8714.10.0000". */
export const formatScheduleB = (digits: string): string => `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
