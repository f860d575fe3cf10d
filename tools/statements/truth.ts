import type {
  ParsedTransaction,
  StatementLayout,
} from '../../api/src/modules/statements/parser/types.ts';

/** What the generator drew: tests compare the parser's output with this. */
export type Truth = {
  layout: StatementLayout;
  holder: { name: string; walletNumber: string };
  period: { from: string; to: string };
  transactions: ParsedTransaction[];
  /** Rows the generator deliberately broke the balance chain on. */
  unreconciled: string[];
  /** How many rows carry each quirk, so tests can prove the fixture exercises it. */
  quirks: Record<string, number>;
};

export type GeneratedStatement = { pdf: Uint8Array; truth: Truth };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number): string => String(n).padStart(2, '0');

/** Minutes since 2000-01-01 00:00 as a calendar date (UTC arithmetic, no time zones involved). */
export function clock(
  minutes: number,
  seconds = 0,
): { iso: string; day: number; month: string; year: number; h: number; m: number; s: number } {
  const d = new Date(Date.UTC(2000, 0, 1) + minutes * 60_000 + seconds * 1000);
  const [year, mo, day, h, m, s] = [
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  ];
  return {
    iso: `${year}-${two(mo + 1)}-${two(day)}T${two(h)}:${two(m)}:${two(s)}`,
    day,
    month: MONTHS[mo]!,
    year,
    h,
    m,
    s,
  };
}

export const minutesFrom = (isoDate: string): number =>
  (Date.parse(`${isoDate}T00:00:00Z`) - Date.UTC(2000, 0, 1)) / 60_000;

/** "+233 59 90 12 81 7", the app's way of printing a wallet number. */
export const spacedPhone = (digits: string): string =>
  `+${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7, 9)} ${digits.slice(9, 11)} ${digits.slice(11)}`;

export const PEOPLE = [
  'GEORGE OPOKU AFRIYIE',
  'Ama Owusu-Ansah',
  'KWAME ABOAGYE-KYEI',
  'Efua Mensah',
  'YAW BOATENG',
  'Akosua Adjei-Boateng',
  'KOFI ASANTE',
  'Abena Sarpong-Kumankoma',
  'ESI NYARKO',
  'Kojo Antwi',
];
