// Randomised MTN Ghana MoMo statements, drawn from the facts in the reference
// (shared/docs/reference/momo-statements.md) and not from how the parser reads them: fast-check
// arbitraries choose the content (rows, parties, amounts, dates, references) and every rendering
// choice (layout, labels and their wrapping, fonts, sizes, paper, margins, widths, padding,
// alignment, money and date forms, page furniture, text-run granularity and drawing order), and
// each statement carries its truth: what a parser must return for it.
import fc from 'fast-check';
import {
  ALL_FONTS,
  fontsReady,
  measure,
  renderTable,
  wrap,
  type Column,
  type FontId,
  type FurnitureLine,
  type HAlign,
  type RenderInfo,
  type Rgb,
  type TableDoc,
  type TableStyle,
  type VAlign,
} from './render.ts';
import { clock, money, spacedPhone, type GeneratedStatement, type Truth } from './truth.ts';
import type {
  ParsedTransaction,
  StatementLayout,
  StatementTotals,
} from '../api/src/modules/statements/parser/types.ts';

// ---------------------------------------------------------------------------------------------
// Vocabulary (reference §1a, §1b): people, agents, merchants, system wallets, MTN prefixes.

const PEOPLE = [
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
  'NANA AMA SERWAA BONSU',
  'Kwabena Ofori-Atta',
  'PRISCILLA NAA DEDEI ARYEE',
  'Emmanuel Tetteh Quarshie',
  'MICHAEL K. BOATENG',
  'Selorm Agbenyega',
  'FATIMA ABDUL-RAHMAN',
  'Ebenezer Nii Lartey',
] as const;
const AGENTS = [
  'JAMES F. TORI VENTURES',
  'K & A ENTERPRISE',
  'KASOA MOBILE MONEY AGENT',
  'Adom Pharmacy',
  'NHYIRA COMMUNICATIONS',
  'Blessed Hands Enterprise',
] as const;
const MERCHANTS = [
  'MELCOM LTD',
  'SHOPRITE ACHIMOTA',
  'Hubtel POS',
  'GOIL FILLING STATION',
  'ECG PREPAID',
  'Ghana Water Ltd',
] as const;
const MTN_PREFIXES = ['24', '54', '55', '59', '25', '53'] as const;
const OTHER_PREFIXES = ['20', '50', '26', '27', '56', '57'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const LEVY_REPEALED = '2025-04-02';

const at = <T>(items: readonly T[], n: number): T => items[Math.abs(n) % items.length]!;
const two = (n: number): string => String(n).padStart(2, '0');
const phoneDigits = (prefixes: readonly string[], prefix: number, tail: number): string =>
  `233${at(prefixes, prefix)}${String(tail % 10_000_000).padStart(7, '0')}`;

// ---------------------------------------------------------------------------------------------
// Money and date forms.

type MoneyStyle = {
  currency: '' | 'GHS ' | 'GHS';
  grouped: boolean;
  /** 'fixed': always two decimals; 'trim': 0-2 ("1,515", "5.5", "0.52"). */
  decimals: 'fixed' | 'trim';
  /** '+' on positive values of a signed column. */
  plus: boolean;
  /** "-GHS 70.00" rather than "GHS -70.00". */
  signFirst: boolean;
};

function formatMoney(pesewas: bigint, style: MoneyStyle, signed = false): string {
  const negative = pesewas < 0n;
  const abs = negative ? -pesewas : pesewas;
  let whole = (abs / 100n).toString();
  if (style.grouped) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = abs % 100n;
  const fraction =
    style.decimals === 'fixed' || cents % 10n !== 0n
      ? `.${cents.toString().padStart(2, '0')}`
      : cents === 0n
        ? ''
        : `.${cents / 10n}`;
  const sign = negative ? '-' : signed && style.plus ? '+' : '';
  return style.signFirst
    ? `${sign}${style.currency}${whole}${fraction}`
    : `${style.currency}${sign}${whole}${fraction}`;
}

type DateStyle = { padDay: boolean; timeOnNextLine: boolean };

/** "28 May 2026 14:18" / "6 May 2026 09:05" (app, 24-hour, no seconds). */
function appDate(minutes: number, style: DateStyle): string {
  const c = clock(minutes);
  const day = style.padDay ? two(c.day) : String(c.day);
  return `${day} ${c.month} ${c.year}${style.timeOnNextLine ? '\n' : ' '}${two(c.h)}:${two(c.m)}`;
}

/** "06-Sep-2024 08:28:19 AM" (classic, 12-hour with seconds). */
function classicDate(minutes: number, seconds: number, style: DateStyle): string {
  const c = clock(minutes, seconds);
  const h12 = c.h % 12 === 0 ? 12 : c.h % 12;
  const day = style.padDay ? two(c.day) : String(c.day);
  return `${day}-${c.month}-${c.year}${style.timeOnNextLine ? '\n' : ' '}${two(h12)}:${two(c.m)}:${two(c.s)} ${c.h < 12 ? 'AM' : 'PM'}`;
}

/** A calendar date in one of the forms statements print periods in. */
function periodDate(iso: string, form: number): string {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const mon = MONTHS[mo - 1]!;
  switch (form % 5) {
    case 0:
      return `${d} ${mon.slice(0, 3)} ${y}`;
    case 1:
      return `${two(d)} ${mon.slice(0, 3)} ${y}`;
    case 2:
      return `${d} ${mon} ${y}`;
    case 3:
      return `${two(d)}-${mon.slice(0, 3)}-${y}`;
    default:
      return iso;
  }
}

const isoDay = (minutes: number): string => clock(minutes).iso.slice(0, 10);
const dayMinutes = (iso: string): number =>
  (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(2000, 0, 1)) / 60_000;

/** A wallet number as the top block prints it. */
function walletText(digits: string, form: number): string {
  switch (form % 4) {
    case 0:
      return spacedPhone(digits);
    case 1:
      return `+${digits}`;
    case 2:
      return digits;
    default:
      return `0${digits.slice(3)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Content: each row is drawn as a draft of random numbers, turned into a transaction in time order
// so the balance chains (balance = previous + amount - fees - tax).

const APP_KINDS = [
  ['airtime', 3],
  ['debit', 2],
  ['userOut', 5],
  ['cashOut', 2],
  ['cashIn', 2],
  ['userIn', 4],
  ['pull', 1],
  ['merchant', 2],
  ['bankPush', 1],
  ['otherNetworks', 1],
  ['credit', 1],
  ['ghanapay', 1],
] as const;
const CLASSIC_KINDS = [
  ['p2pOut', 5],
  ['p2pIn', 4],
  ['cashOut', 2],
  ['cashIn', 1],
  ['airtime', 2],
  ['debit', 2],
  ['merchant', 2],
  ['bankIn', 1],
  ['interest', 1],
  ['interopIn', 1],
] as const;
type AppKind = (typeof APP_KINDS)[number][0];
type ClassicKind = (typeof CLASSIC_KINDS)[number][0];
const INCOMING = new Set<string>([
  'cashIn',
  'userIn',
  'pull',
  'credit',
  'p2pIn',
  'bankIn',
  'interest',
  'interopIn',
]);

type Draft = {
  kind: string;
  /** Minutes since the previous (older) row; 0 gives two rows in the same minute. */
  gap: number;
  seconds: number;
  cedis: number;
  cents: number;
  who: number;
  phone: number;
  prefix: number;
  ref: number;
  refNumber: number;
  idStep: number;
  glued: boolean;
  variant: number;
};

const weighted = <T extends string>(pairs: readonly (readonly [T, number])[]): fc.Arbitrary<T> =>
  fc.oneof(...pairs.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));

const draftArb = (layout: StatementLayout): fc.Arbitrary<Draft> =>
  fc.record({
    kind: layout === 'app' ? weighted(APP_KINDS) : weighted(CLASSIC_KINDS),
    gap: fc.oneof(
      { arbitrary: fc.constant(0), weight: 1 },
      { arbitrary: fc.integer({ min: 1, max: 240 }), weight: 6 },
      { arbitrary: fc.integer({ min: 240, max: 5000 }), weight: 3 },
    ),
    seconds: fc.integer({ min: 0, max: 59 }),
    cedis: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 99 }), weight: 5 },
      { arbitrary: fc.integer({ min: 100, max: 999 }), weight: 4 },
      { arbitrary: fc.integer({ min: 1000, max: 25_000 }), weight: 2 },
    ),
    cents: fc.oneof(
      { arbitrary: fc.constant(0), weight: 4 },
      { arbitrary: fc.constantFrom(50, 20, 5, 75), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 99 }), weight: 3 },
    ),
    who: fc.nat(),
    phone: fc.noBias(fc.integer({ min: 0, max: 9_999_999 })),
    prefix: fc.nat(),
    ref: fc.nat(),
    refNumber: fc.noBias(fc.integer({ min: 100_000, max: 999_999_999 })),
    idStep: fc.integer({ min: 1, max: 60_000 }),
    glued: fc.oneof(
      { arbitrary: fc.constant(false), weight: 5 },
      { arbitrary: fc.constant(true), weight: 1 },
    ),
    variant: fc.nat(),
  });

type Content = {
  holder: number;
  holderPrefix: number;
  holderPhone: number;
  /** Minutes since 2000-01-01 of the oldest row (before its gap). */
  start: number;
  opening: number;
  firstId: number;
  periodBefore: number;
  periodAfter: number;
  drafts: Draft[];
  /** Pinned holder (fixtures that other tests upload to a known wallet); drawn when unset. */
  holderName?: string;
  holderWallet?: string;
};

const contentArb = (
  layout: StatementLayout,
  rows: { min: number; max: number },
  start?: string,
): fc.Arbitrary<Content> =>
  fc.record({
    holder: fc.nat(),
    holderPrefix: fc.nat(),
    holderPhone: fc.noBias(fc.integer({ min: 0, max: 9_999_999 })),
    start: start
      ? fc.integer({ min: 0, max: 600 }).map((m) => dayMinutes(start) + m)
      : layout === 'app'
        ? fc.noBias(fc.integer({ min: dayMinutes('2024-10-01'), max: dayMinutes('2026-06-01') }))
        : fc.noBias(fc.integer({ min: dayMinutes('2023-06-01'), max: dayMinutes('2024-11-01') })),
    opening: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 20_000 }), weight: 1 },
      { arbitrary: fc.integer({ min: 20_000, max: 5_000_000 }), weight: 3 },
    ),
    firstId:
      layout === 'app'
        ? fc.noBias(fc.integer({ min: 80_000_000_000, max: 85_000_000_000 }))
        : fc.noBias(fc.integer({ min: 34_000_000_000, max: 44_000_000_000 })),
    periodBefore: fc.oneof(
      { arbitrary: fc.constant(0), weight: 2 },
      { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 1 },
    ),
    periodAfter: fc.oneof(
      { arbitrary: fc.constant(0), weight: 2 },
      { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 1 },
    ),
    drafts: fc.array(draftArb(layout), { minLength: rows.min, maxLength: rows.max, size: 'max' }),
  });

// ---------------------------------------------------------------------------------------------
// Style: everything about how the statement is drawn.

type LabelChoice = { alias: number; lines: number; split: number };
type ColumnStyle = {
  align: HAlign;
  valign: VAlign | null;
  weight: number;
  label: LabelChoice;
  /** Digits-only columns only: the column may be narrower than the number, which is then cut. */
  cutDigits: boolean;
};

type Style = {
  table: TableStyle;
  columns: ColumnStyle[];
  upperHeader: boolean;
  /** App: one "To/From Account Name" column holding "+233 54 86 74 41 0, NAME". */
  combinedToFrom: boolean;
  money: {
    amount: MoneyStyle;
    fees: MoneyStyle;
    tax: MoneyStyle;
    balance: MoneyStyle;
    totals: MoneyStyle;
  };
  date: DateStyle;
  phone: 'spaced' | 'compact';
  typeCase: 'upper' | 'title';
  furniture: {
    font: FontId;
    bold: FontId;
    size: number;
    title: number;
    running: number;
    footer: number;
    disclaimer: number;
    labels: number[];
    arrangement: 'inline' | 'tabbed' | 'grid';
    totals: 'list' | 'table';
    totalsAfter: boolean;
    walletForm: number;
    periodForm: number;
    periodSeparator: number;
    /** Classic: a top block with holder and period (none is public; the real CSV had none shown). */
    classicTopBlock: boolean;
  };
};

const YELLOW: Rgb = [1, 0.8, 0];
const PALE: Rgb = [0.88, 0.9, 0.94];
const NAVY: Rgb = [0.1, 0.15, 0.3];

const moneyArb = (currencyWeight: number, trimWeight: number): fc.Arbitrary<MoneyStyle> =>
  fc.record({
    currency: fc.oneof(
      { arbitrary: fc.constant('' as const), weight: 10 - currencyWeight },
      {
        arbitrary: fc.constantFrom('GHS ' as const, 'GHS ' as const, 'GHS' as const),
        weight: currencyWeight,
      },
    ),
    grouped: fc.boolean(),
    decimals: fc.oneof(
      { arbitrary: fc.constant('fixed' as const), weight: 10 - trimWeight },
      { arbitrary: fc.constant('trim' as const), weight: trimWeight },
    ),
    plus: fc.boolean(),
    signFirst: fc.oneof(
      { arbitrary: fc.constant(false), weight: 4 },
      { arbitrary: fc.constant(true), weight: 1 },
    ),
  });

const halfPoints = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: min * 2, max: max * 2 }).map((n) => n / 2);
const align = fc.constantFrom<HAlign>('left', 'right', 'center');
const valign = fc.constantFrom<VAlign>('top', 'middle', 'bottom');

const tableStyleArb = (layout: StatementLayout): fc.Arbitrary<TableStyle> =>
  fc
    .record({
      paper: fc.constantFrom('A4' as const, 'Letter' as const, 'Legal' as const),
      orientation: fc.oneof(
        { arbitrary: fc.constant('portrait' as const), weight: layout === 'app' ? 3 : 1 },
        { arbitrary: fc.constant('landscape' as const), weight: layout === 'app' ? 1 : 3 },
      ),
      margins: fc.record({
        top: fc.integer({ min: 18, max: 60 }),
        right: fc.integer({ min: 18, max: 54 }),
        bottom: fc.integer({ min: 18, max: 60 }),
        left: fc.integer({ min: 18, max: 54 }),
      }),
      body: fc.record({
        font: fc.constantFrom(...ALL_FONTS),
        size: halfPoints(6, 10),
        lineSpacing: fc.integer({ min: 100, max: 150 }).map((n) => n / 100),
      }),
      header: fc.record({
        font: fc.constantFrom(...ALL_FONTS),
        size: halfPoints(6, 10),
        lineSpacing: fc.integer({ min: 100, max: 140 }).map((n) => n / 100),
        valign,
        align: fc.constantFrom(
          'same' as const,
          'same' as const,
          'left' as const,
          'center' as const,
        ),
        repeat: fc.oneof(
          { arbitrary: fc.constant(true), weight: 3 },
          { arbitrary: fc.constant(false), weight: 1 },
        ),
        fill: fc.constantFrom<Rgb | null>(null, YELLOW, PALE, NAVY),
        color: fc.constant<Rgb>([0, 0, 0]),
      }),
      padding: fc.record({ h: fc.integer({ min: 1, max: 6 }), v: fc.integer({ min: 1, max: 5 }) }),
      valign,
      spread: fc.integer({ min: 40, max: 100 }).map((n) => n / 100),
      tableAlign: fc.constantFrom('left' as const, 'center' as const),
      grid: fc.constantFrom('none' as const, 'rules' as const, 'grid' as const),
      zebra: fc.boolean(),
      runs: fc.constantFrom(
        'line' as const,
        'word' as const,
        'glyph' as const,
        'tj' as const,
        'mixed' as const,
      ),
      order: fc.constantFrom(
        'rows' as const,
        'columns' as const,
        'reverse' as const,
        'random' as const,
      ),
      textObjects: fc.constantFrom('per-run' as const, 'per-page' as const),
      positioning: fc.constantFrom('Tm' as const, 'Td' as const),
      coordinates: fc.constantFrom(
        'plain' as const,
        'plain' as const,
        'scaled' as const,
        'flipped' as const,
      ),
      literalStrings: fc.boolean(),
      fontKeyPrefix: fc.constantFrom('F', 'TT', 'R', 'Font', 'C2_'),
      seed: fc.integer(),
    })
    .map((t) =>
      t.header.fill === NAVY ? { ...t, header: { ...t.header, color: [1, 1, 1] as Rgb } } : t,
    );

const columnStyleArb: fc.Arbitrary<ColumnStyle> = fc.record({
  align,
  valign: fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: valign, weight: 1 }),
  weight: fc.integer({ min: 0, max: 12 }),
  label: fc.record({
    alias: fc.nat(),
    lines: fc.oneof(
      { arbitrary: fc.constant(1), weight: 5 },
      { arbitrary: fc.constant(2), weight: 3 },
      { arbitrary: fc.constant(3), weight: 2 },
    ),
    split: fc.nat(),
  }),
  cutDigits: fc.oneof(
    { arbitrary: fc.constant(false), weight: 7 },
    { arbitrary: fc.constant(true), weight: 1 },
  ),
});

const styleArb = (layout: StatementLayout): fc.Arbitrary<Style> =>
  fc.record({
    table: tableStyleArb(layout),
    columns: fc.array(columnStyleArb, { minLength: 16, maxLength: 16 }),
    upperHeader: fc.oneof(
      { arbitrary: fc.constant(false), weight: 3 },
      { arbitrary: fc.constant(true), weight: 1 },
    ),
    combinedToFrom:
      layout === 'app'
        ? fc.oneof(
            { arbitrary: fc.constant(false), weight: 3 },
            { arbitrary: fc.constant(true), weight: 1 },
          )
        : fc.constant(false),
    money:
      layout === 'app'
        ? fc.record({
            amount: moneyArb(3, 2),
            fees: moneyArb(8, 2),
            tax: moneyArb(8, 2),
            balance: moneyArb(8, 2),
            totals: moneyArb(7, 1),
          })
        : fc.record({
            amount: moneyArb(2, 6),
            fees: moneyArb(2, 6),
            tax: moneyArb(2, 6),
            balance: moneyArb(2, 6),
            totals: moneyArb(2, 6),
          }),
    date: fc.record({
      padDay:
        layout === 'app'
          ? fc.boolean()
          : fc.oneof(
              { arbitrary: fc.constant(true), weight: 4 },
              { arbitrary: fc.constant(false), weight: 1 },
            ),
      timeOnNextLine: fc.oneof(
        { arbitrary: fc.constant(false), weight: 3 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
    }),
    phone: fc.oneof(
      { arbitrary: fc.constant('spaced' as const), weight: 4 },
      { arbitrary: fc.constant('compact' as const), weight: 1 },
    ),
    typeCase: fc.oneof(
      { arbitrary: fc.constant('upper' as const), weight: 4 },
      { arbitrary: fc.constant('title' as const), weight: 1 },
    ),
    furniture: fc.record({
      font: fc.constantFrom(...ALL_FONTS),
      bold: fc.constantFrom(...ALL_FONTS),
      size: halfPoints(7, 9),
      title: fc.nat(),
      running: fc.nat(),
      footer: fc.nat(),
      disclaimer: fc.nat(),
      labels: fc.array(fc.nat(), { minLength: 9, maxLength: 9 }),
      arrangement: fc.constantFrom('inline' as const, 'tabbed' as const, 'grid' as const),
      totals: fc.constantFrom('list' as const, 'table' as const),
      totalsAfter: fc.oneof(
        { arbitrary: fc.constant(false), weight: 4 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
      walletForm: fc.nat(),
      periodForm: fc.nat(),
      periodSeparator: fc.nat(),
      classicTopBlock: fc.oneof(
        { arbitrary: fc.constant(true), weight: 3 },
        { arbitrary: fc.constant(false), weight: 2 },
      ),
    }),
  });

// ---------------------------------------------------------------------------------------------
// The statement spec: what fast-check draws, and shrinks on failure.

export type StatementSpec = {
  layout: StatementLayout;
  content: Content;
  style: Style;
  options: SpecOptions;
};

type SpecOptions = {
  /** Start a new page after this many rows (the benchmark's fixed page count). */
  rowsPerPage?: number;
  /** Deliberately break the balance chain at this row (time order) for reconciliation tests. */
  breakChainAt?: number;
  /** Classic: post the E-levy before the next row instead of in its own row (reference §1a). */
  levyPostedLater?: boolean;
};

export type ArbitraryOptions = {
  layout?: StatementLayout;
  /** Rows per statement; 2-25 by default. */
  rows?: { min: number; max: number };
  /** First row's date, YYYY-MM-DD. */
  start?: string;
};

const summary = (spec: StatementSpec): string => {
  const t = spec.style.table;
  return (
    `${spec.layout} statement, ${spec.content.drafts.length} rows, ${t.body.font} ${t.body.size}pt, ` +
    `${t.paper} ${t.orientation}, runs ${t.runs}, order ${t.order}, coordinates ${t.coordinates}`
  );
};

export function statementArbitrary(options: ArbitraryOptions = {}): fc.Arbitrary<StatementSpec> {
  const layoutArb: fc.Arbitrary<StatementLayout> = options.layout
    ? fc.constant(options.layout)
    : fc.oneof(
        { arbitrary: fc.constant('app' as const), weight: 3 },
        { arbitrary: fc.constant('classic' as const), weight: 1 },
      );
  const rows = options.rows ?? { min: 2, max: 25 };
  return layoutArb.chain((layout) =>
    fc
      .record({ content: contentArb(layout, rows, options.start), style: styleArb(layout) })
      .map(({ content, style }) => {
        const spec: StatementSpec = { layout, content, style, options: {} };
        Object.defineProperty(spec, fc.toStringMethod, { value: () => summary(spec) });
        return spec;
      }),
  );
}

// ---------------------------------------------------------------------------------------------
// Rows: drafts to cells and truth.

type Row = { cells: Record<string, string>; tx: ParsedTransaction; quirks: string[] };

const titleCase = (s: string): string =>
  s.toLowerCase().replace(/(^|[\s/(-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());

function appRows(spec: StatementSpec, holderDigits: string): Row[] {
  const { content, style } = spec;
  let minutes = content.start;
  let balance = BigInt(content.opening);
  let id = content.firstId;
  const rows: Row[] = [];
  content.drafts.forEach((d, index) => {
    minutes += d.gap;
    id += d.idStep;
    const iso = clock(minutes).iso;
    let kind = d.kind as AppKind;
    let amount = BigInt(d.cedis) * 100n + BigInt(d.cents);
    if (kind === 'airtime') amount = BigInt(1 + (d.cedis % 50)) * 100n;
    const person = at(PEOPLE, d.who);
    const otherMtn = phoneDigits(MTN_PREFIXES, d.prefix, d.phone);
    const levied = (a: bigint, k: AppKind): bigint =>
      iso.slice(0, 10) < LEVY_REPEALED &&
      ['userOut', 'otherNetworks', 'bankPush', 'ghanapay'].includes(k) &&
      a > 10_000n
        ? (a - 10_000n) / 100n
        : 0n;
    const feeOf = (a: bigint, k: AppKind): bigint =>
      k === 'cashOut'
        ? a / 100n > 50n
          ? a / 100n
          : 50n
        : k === 'userOut' || k === 'otherNetworks'
          ? a >= 5_000n
            ? (a * 75n) / 10_000n
            : 0n
          : k === 'bankPush' || k === 'ghanapay'
            ? (a * 5n) / 1000n
            : 0n;
    if (!INCOMING.has(kind)) {
      // An outgoing row never takes the wallet below zero: shrink it, or make it a cash-in.
      if (amount + feeOf(amount, kind) + levied(amount, kind) > balance) {
        amount = (balance * 6n) / 10n;
        if (kind === 'airtime') amount = (amount / 100n) * 100n;
      }
      if (amount < 100n) {
        kind = 'cashIn';
        amount = BigInt(20 + (d.cedis % 480)) * 100n;
      }
    }
    const incoming = INCOMING.has(kind);
    const fee = incoming ? 0n : feeOf(amount, kind);
    const tax = incoming ? 0n : levied(amount, kind);
    let type = '';
    let phone = '';
    let name = '';
    let reference = '';
    const n13 = String(1_700_000_000_000 + d.refNumber);
    switch (kind) {
      case 'airtime':
        type = 'AIRTIME';
        phone = d.variant % 10 < 7 ? holderDigits : otherMtn;
        name = `${phone}@MTNONLINEAIRTIMEVENDOR`;
        break;
      case 'debit': {
        type = 'DEBIT';
        const which = d.variant % 5;
        name = ['Yellosave Autodebit', 'one4all.sp', 'Paystack Ghana Limited', 'Cellulant', 'J4U'][
          which
        ]!;
        reference = [
          `Packet for Mandate ${n13}\nproduct YELLO.D`,
          `One4all Debit SystemIlIELEVYIlI0.00IlI${d.refNumber}${String(d.phone).padStart(9, '0')}IlI${money(amount)}`,
          `Paystack ${d.refNumber}`,
          `JUMIA-${d.refNumber}`,
          'Internet Bundle',
        ][which]!;
        break;
      }
      case 'userOut':
        type = d.variant % 3 === 0 ? 'TRANSFER' : 'MOMO USER';
        phone = otherMtn;
        name = person;
        reference = at(
          [
            '1',
            '1',
            'rent',
            `transfer with ref: ${d.refNumber % 1_000_000}\nschool fees`,
            '',
            'chop money',
            'Payment for goods',
          ],
          d.ref,
        );
        break;
      case 'cashOut':
        type = 'CASH OUT';
        phone = otherMtn;
        name = at(AGENTS, d.who);
        reference = 'NationalId--';
        break;
      case 'cashIn':
        type = 'CASH IN';
        phone = otherMtn;
        name = at(AGENTS, d.who);
        break;
      case 'userIn':
        type = 'MOMO USER';
        phone = otherMtn;
        name = person;
        reference = at(['from mum', '1', '', 'school fees', 'Refund', 'Thank you'], d.ref);
        break;
      case 'pull':
        type = d.variant % 2 === 0 ? 'MOMO USER' : 'OTHER NETWORKS';
        name = d.variant % 3 === 0 ? 'INTEROPERABILITY PULL' : 'INTEROPERABILITY PULL OVA';
        reference = at(
          [
            `${person.toUpperCase()} ,03xxxxxx12,FTC for ${holderDigits} from PBL Prudential Bank Limited`,
            `${person.toUpperCase()} ,${phoneDigits(OTHER_PREFIXES, d.prefix, d.phone)},1 from VODAFONE`,
            `${person.toUpperCase()} ,265976227,Funds transfer wallet to wallet from AIRTEL`,
          ],
          d.ref,
        );
        break;
      case 'merchant':
        type = 'MERCHANT PAYMENT';
        phone = d.variant % 2 === 0 ? otherMtn : '';
        name = at(MERCHANTS, d.who);
        reference = at([`Invoice ${d.refNumber % 10_000}`, 'POS purchase', ''], d.ref);
        break;
      case 'bankPush':
        type = d.variant % 2 === 0 ? 'BANK PUSH' : 'BANKPUSH';
        name = d.variant % 3 === 0 ? 'calpush.sp' : 'GCB BANK';
        reference = `Authorize movement Amt: GHS${money(amount)} to from your wallet`;
        break;
      case 'otherNetworks':
        type = 'OTHER NETWORKS';
        phone = phoneDigits(OTHER_PREFIXES, d.prefix, d.phone);
        name = d.variant % 4 === 0 ? 'VODAFONE PUSH OVA' : person;
        reference = '1';
        break;
      case 'credit':
        type = 'CREDIT';
        name = 'momointerest.sp';
        reference = 'Interest payment';
        break;
      case 'ghanapay':
        type = 'GHANAPAY PUSH';
        phone = otherMtn;
        name = person;
        break;
    }
    const signed = incoming ? amount : -amount;
    balance += signed - fee - tax;
    const breakHere = spec.options.breakChainAt === index;
    if (breakHere) balance += 1_000n;
    if (style.typeCase === 'title') type = titleCase(type);
    const phoneText = phone ? (style.phone === 'spaced' ? spacedPhone(phone) : `+${phone}`) : '';
    const glued = d.glued && name !== '';
    const gluedAmount = formatMoney(
      signed,
      { ...style.money.amount, currency: '', plus: true, signFirst: false, decimals: 'fixed' },
      true,
    );
    const nameText = glued ? `${name}${gluedAmount}` : name;
    const cells: Record<string, string> = {
      dateTime: appDate(minutes, style.date),
      type,
      toFrom: phoneText,
      accountName: nameText,
      toFromName: phoneText ? `${phoneText}, ${nameText}` : nameText,
      amount: glued ? '' : formatMoney(signed, style.money.amount, true),
      transactionId: String(id),
      fees: formatMoney(fee, style.money.fees),
      tax: formatMoney(tax, style.money.tax),
      balance: formatMoney(balance, style.money.balance),
      reference,
    };
    const quirks: string[] = [];
    if (glued) quirks.push('gluedAmount');
    if (reference.includes('\n')) quirks.push('multiLineReference');
    if (tax > 0n) quirks.push('levy');
    if (breakHere) quirks.push('brokenChain');
    rows.push({
      cells,
      quirks,
      tx: {
        transactionId: String(id),
        dateTime: iso,
        type,
        toFrom: phone ? `+${phone}` : name,
        accountName: name,
        amount: money(signed),
        fees: money(fee),
        tax: money(tax),
        balance: money(balance),
        reference: reference.replace(/\n/g, ' '),
      },
    });
  });
  return rows;
}

type Party = { acct: string; no: string; name: string; ova: string };
const SYSTEM: Record<string, Party> = {
  airtime: {
    acct: '39011161',
    no: '0',
    name: 'MTNONLINEAIRTIMEVENDOR',
    ova: 'MTNONLINEAIRTIMEVENDO',
  },
  one4all: { acct: '67076778', no: '0', name: 'one4all.sp', ova: 'one4all.sp' },
  calpush: { acct: '46831697', no: '0', name: 'calpush.sp', ova: 'calpush.sp' },
  calpull: { acct: '46831706', no: '0', name: 'calpull.sp', ova: 'Internal' },
  interest: { acct: '48878389', no: '0', name: 'momointerest.sp', ova: 'Internal' },
  paystack: { acct: '55120134', no: '0', name: 'Paystack Ghana Limited', ova: 'pstack.sp' },
  hubtel: { acct: '51244061', no: '0', name: 'POS.Inv', ova: 'HubtelPOS.sp' },
  cellulant: { acct: '40923388', no: '0', name: 'Cellulant', ova: 'Cell.sp' },
  interop: { acct: '30155402', no: '0', name: 'INTEROPERABILITY PULL OVA', ova: 'mmipull' },
};

function classicRows(spec: StatementSpec, holder: Party): Row[] {
  const { content, style } = spec;
  let minutes = content.start;
  let balance = BigInt(content.opening);
  let fid = content.firstId;
  let pendingLevy = 0n;
  const rows: Row[] = [];
  content.drafts.forEach((d, index) => {
    minutes += d.gap;
    fid += d.idStep;
    let kind = d.kind as ClassicKind;
    let amount = BigInt(d.cedis) * 100n + BigInt(d.cents);
    const date = clock(minutes, d.seconds);
    const person: Party = {
      acct: String(20_000_000 + (d.phone % 9_000_000)),
      no: phoneDigits(MTN_PREFIXES, d.prefix, d.phone),
      name: d.variant % 10 === 0 ? '' : at(PEOPLE, d.who).toUpperCase(),
      ova: 'Internal',
    };
    const agent: Party = { ...person, name: at(AGENTS, d.who).toUpperCase() };
    const feeOf = (a: bigint, k: ClassicKind): bigint =>
      k === 'cashOut'
        ? a / 100n > 50n
          ? a / 100n
          : 50n
        : k === 'merchant'
          ? (a * 5n) / 1000n
          : k === 'p2pOut' && a >= 10_000n
            ? d.variant % 2 === 0
              ? 38n
              : (a * 75n) / 10_000n
            : 0n;
    const levyOf = (a: bigint, k: ClassicKind): bigint =>
      k === 'p2pOut' && a > 10_000n && date.iso.slice(0, 10) < LEVY_REPEALED
        ? (a - 10_000n) / 100n
        : 0n;
    const available = balance - pendingLevy;
    if (!INCOMING.has(kind)) {
      if (amount + feeOf(amount, kind) + levyOf(amount, kind) > available) {
        amount = (available * 6n) / 10n;
      }
      if (amount < 100n) {
        kind = 'p2pIn';
        amount = BigInt(20 + (d.cedis % 900)) * 100n;
      }
    }
    const incoming = INCOMING.has(kind);
    const fees = incoming ? 0n : feeOf(amount, kind);
    const levy = incoming ? 0n : levyOf(amount, kind);
    let type = 'TRANSFER';
    let other = person;
    let ref = '';
    switch (kind) {
      case 'p2pOut':
        ref = at(['1', '1', '', 'from mum', '1234', `rent\nMay`], d.ref);
        break;
      case 'p2pIn':
        ref = at(['1', '', 'q', '1234'], d.ref);
        break;
      case 'cashOut':
        type = 'CASH_OUT';
        other = agent;
        ref = 'NationalId--';
        break;
      case 'cashIn':
        type = 'CASH_IN';
        other = agent;
        break;
      case 'airtime':
        type = 'PAYMENT';
        other = SYSTEM.airtime!;
        break;
      case 'debit':
        type = 'DEBIT';
        other = d.variant % 2 === 0 ? SYSTEM.one4all! : SYSTEM.calpush!;
        ref =
          other === SYSTEM.one4all
            ? `One4all Debit SystemIlIELEVYIlI${money(levy)}IlI${d.refNumber}${String(d.phone).padStart(9, '0')}IlI${d.variant % 5 === 0 ? 'null' : money(amount).replace(/0$/, '')}`
            : `Authorize movement Amt: GHS${money(amount)} to from your walletIlIELEVYIlI0.00IlI${d.refNumber}${String(d.phone).padStart(9, '0')}IlI0.0`;
        break;
      case 'merchant':
        type = 'PAYMENT_SEND';
        other = at([SYSTEM.paystack!, SYSTEM.hubtel!, SYSTEM.cellulant!], d.who);
        ref = other === SYSTEM.cellulant ? `JUMIA-${d.refNumber}` : at(['1', 'Invoice', ''], d.ref);
        break;
      case 'bankIn':
        other = SYSTEM.calpull!;
        ref = 'Bank To Wallet';
        break;
      case 'interest':
        type = 'ADJUSTMENT';
        other = SYSTEM.interest!;
        break;
      case 'interopIn':
        other = SYSTEM.interop!;
        ref = `${at(PEOPLE, d.who).toUpperCase()} ,${phoneDigits(OTHER_PREFIXES, d.prefix, d.phone)},1 from VODAFONE`;
        break;
    }
    if (style.typeCase === 'title') type = titleCase(type);
    // BAL BEFORE is the previous BAL AFTER, less a levy posted after its own row (reference §1a).
    const before = balance - pendingLevy;
    let after = incoming ? before + amount : before - amount - fees;
    if (!spec.options.levyPostedLater) after -= levy;
    const breakHere = spec.options.breakChainAt === index;
    if (breakHere) after -= 700n;
    pendingLevy = spec.options.levyPostedLater ? levy : 0n;
    balance = after;
    const [from, to] = incoming ? [other, holder] : [holder, other];
    const cells: Record<string, string> = {
      date: classicDate(minutes, d.seconds, style.date),
      fromAcct: from.acct,
      fromName: from.name,
      fromNo: from.no,
      type,
      amount: formatMoney(amount, style.money.amount),
      fees: formatMoney(fees, style.money.fees),
      levy: formatMoney(levy, style.money.tax),
      balBefore: formatMoney(before, style.money.balance),
      balAfter: formatMoney(after, style.money.balance),
      toNo: to.no,
      toName: to.name,
      toAcct: to.acct,
      fId: String(fid),
      ref,
      ova: other.ova,
    };
    const quirks: string[] = [];
    if (ref.includes('\n')) quirks.push('multiLineReference');
    if (levy > 0n) quirks.push(spec.options.levyPostedLater ? 'levyPostedLater' : 'levy');
    if (breakHere) quirks.push('brokenChain');
    if (Object.values(cells).some((v) => /\d,\d{3}/.test(v))) quirks.push('groupedThousands');
    rows.push({
      cells,
      quirks,
      tx: {
        transactionId: String(fid),
        dateTime: date.iso,
        type,
        toFrom: other.no !== '0' ? `+${other.no}` : other.name || other.acct,
        accountName: other.name,
        amount: money(incoming ? amount : -amount),
        fees: money(fees),
        tax: money(levy),
        balance: money(after),
        reference: ref.replace(/\n/g, ' '),
      },
    });
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Columns and their labels.

export type ColumnDef = { key: string; aliases: string[]; cut: Column['cut']; digits?: boolean };

const APP_COLUMNS: ColumnDef[] = [
  { key: 'dateTime', aliases: ['Date & Time', 'Date/Time', 'DATE & TIME'], cut: 'never' },
  { key: 'type', aliases: ['Payment Type', 'PAYMENT TYPE', 'Transaction Type'], cut: 'never' },
  { key: 'toFrom', aliases: ['To/From'], cut: 'never' },
  { key: 'accountName', aliases: ['Account Name'], cut: 'long' },
  { key: 'amount', aliases: ['Amount'], cut: 'never' },
  { key: 'transactionId', aliases: ['Transaction ID', 'Trans. ID'], cut: 'never', digits: true },
  { key: 'fees', aliases: ['Fees', 'Fee'], cut: 'never' },
  { key: 'tax', aliases: ['Tax', 'E-Levy'], cut: 'never' },
  { key: 'balance', aliases: ['Balance'], cut: 'never' },
  { key: 'reference', aliases: ['Reference', 'Ref'], cut: 'long' },
];
const APP_COMBINED: ColumnDef = {
  key: 'toFromName',
  aliases: ['To/From Account Name'],
  cut: 'long',
};

export const CLASSIC_COLUMNS: ColumnDef[] = [
  { key: 'date', aliases: ['TRANSACTION DATE'], cut: 'never' },
  { key: 'fromAcct', aliases: ['FROM ACCT'], cut: 'never', digits: true },
  { key: 'fromName', aliases: ['FROM NAME'], cut: 'long' },
  { key: 'fromNo', aliases: ['FROM NO.'], cut: 'never', digits: true },
  { key: 'type', aliases: ['TRANS. TYPE'], cut: 'never' },
  { key: 'amount', aliases: ['AMOUNT'], cut: 'never' },
  { key: 'fees', aliases: ['FEES'], cut: 'never' },
  { key: 'levy', aliases: ['E-LEVY'], cut: 'never' },
  { key: 'balBefore', aliases: ['BAL BEFORE'], cut: 'never' },
  { key: 'balAfter', aliases: ['BAL AFTER'], cut: 'never' },
  { key: 'toNo', aliases: ['TO NO.'], cut: 'never', digits: true },
  { key: 'toName', aliases: ['TO NAME'], cut: 'long' },
  { key: 'toAcct', aliases: ['TO ACCT'], cut: 'never', digits: true },
  { key: 'fId', aliases: ['F_ID'], cut: 'never', digits: true },
  { key: 'ref', aliases: ['REF'], cut: 'long' },
  { key: 'ova', aliases: ['OVA'], cut: 'long' },
];

/** Column keys of a layout, in print order. */
export const columnKeys = (layout: StatementLayout, combined = false): string[] =>
  layout === 'classic'
    ? CLASSIC_COLUMNS.map((c) => c.key)
    : combined
      ? [
          'dateTime',
          'type',
          'toFromName',
          'amount',
          'transactionId',
          'fees',
          'tax',
          'balance',
          'reference',
        ]
      : APP_COLUMNS.map((c) => c.key);

/** A label split over 1-3 lines at spaces (or after "/"), e.g. ["BAL", "BEFORE"], ["Date &", "Time"]. */
function splitLabel(label: string, choice: LabelChoice): string[] {
  const tokens = label.split(/(?<= )|(?<=\/)(?=\p{L})/u);
  const lines = Math.min(choice.lines, tokens.length);
  // Every way to cut the tokens into `lines` groups: choose lines-1 cut points among the gaps.
  const cuts: number[][] = [];
  const walk = (from: number, left: number, acc: number[]): void => {
    if (left === 0) {
      cuts.push(acc);
      return;
    }
    for (let i = from; i <= tokens.length - left; i += 1) walk(i + 1, left - 1, [...acc, i]);
  };
  walk(1, lines - 1, []);
  const chosen = at(cuts, choice.split);
  const bounds = [0, ...chosen, tokens.length];
  return bounds.slice(1).map((end, i) => tokens.slice(bounds[i], end).join('').trim());
}

function classicLabel(label: string, upper: boolean): string {
  if (upper) return label;
  return label
    .split(' ')
    .map((w) => (w === 'F_ID' || w === 'OVA' ? w : titleCase(w)))
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// Furniture: running header, top block, statement details, disclaimer, footer.

const TITLES = [
  'MTN Mobile Money Statement',
  'MTN MOBILE MONEY STATEMENT',
  'MTN MoMo Statement of Account',
  'Mobile Money Transaction History',
  'MTN Ghana \u2013 MoMo Statement',
];
const DISCLAIMERS = [
  'Disclaimer: This statement is generated electronically and is valid without a signature. Please review your transactions and report any discrepancy within 30 days by dialling 100 or visiting any MTN service centre. MTN Mobile Money Limited is licensed by the Bank of Ghana.',
  'Important notice: The balances shown are as at the time each transaction was completed. Keep your PIN secret; MTN staff will never ask for it. For enquiries call 100 (toll free) or write to the MoMo customer service team.',
  'This is a computer generated statement. If you did not request it, please contact MTN Mobile Money Limited immediately. Terms and conditions apply.',
];
const LABELS: string[][] = [
  // Reference §1b: "Account holder:", "Wallet number:", and a "Subscriber" label hinted at.
  ['Account holder', 'Account Holder', 'Subscriber', 'Subscriber Name'],
  ['Wallet number', 'Wallet Number', 'Wallet No.', 'Mobile Number'],
  ['Statement period', 'Statement Period', 'Period'],
  ['Opening balance', 'Opening Balance', 'OPENING BALANCE', 'Balance brought forward'],
  ['Closing balance', 'Closing Balance', 'CLOSING BALANCE', 'Balance carried forward'],
  ['Total money in', 'Total Money In', 'Money in', 'TOTAL MONEY IN', 'Total credits'],
  ['Total money out', 'Total Money Out', 'Money out', 'TOTAL MONEY OUT', 'Total debits'],
  ['Total fees and taxes', 'Total Fees & Taxes', 'Fees and taxes', 'TOTAL FEES AND TAXES'],
  ['Account Name', 'Account Name', 'Name', 'ACCOUNT NAME'],
];
const CLASSIC_LABELS = ['Account Number', 'Mobile Number', 'Statement Period'];

type Pair = [label: string, value: string];

function pairsBlock(
  pairs: Pair[],
  style: Style['furniture'],
  contentWidth: number,
): FurnitureLine[] {
  const { font, bold, size } = style;
  const labelWidth = Math.max(...pairs.map(([l]) => measure(bold, `${l}:`, size))) + 12;
  if (style.arrangement === 'inline') {
    return pairs.map(([l, v]) => ({ spans: [{ text: `${l}: ${v}`, font, size, x: 0 }] }));
  }
  if (style.arrangement === 'tabbed') {
    return pairs.map(([l, v]) => ({
      spans: [
        { text: `${l}:`, font: bold, size, x: 0 },
        { text: v, font, size, x: labelWidth },
      ],
    }));
  }
  // Two pairs a line, the second starting half way across.
  const lines: FurnitureLine[] = [];
  const half = contentWidth / 2;
  for (let i = 0; i < pairs.length; i += 2) {
    const spans = pairs.slice(i, i + 2).flatMap(([l, v], j) => [
      { text: `${l}:`, font: bold, size, x: j * half },
      { text: v, font, size, x: j * half + Math.min(labelWidth, half / 2) },
    ]);
    lines.push({ spans });
  }
  return lines;
}

function heading(text: string, style: Style['furniture']): FurnitureLine {
  return { spans: [{ text, font: style.bold, size: style.size + 1.5, x: 0 }], gapAfter: 2 };
}

function paragraph(text: string, style: Style['furniture'], width: number): FurnitureLine[] {
  return wrap(text, width, style.font, style.size - 1).map((line) => ({
    spans: [{ text: line, font: style.font, size: style.size - 1, x: 0 }],
  }));
}

// ---------------------------------------------------------------------------------------------
// Rendering a spec.

export type Rendered = GeneratedStatement & { info: RenderInfo; features: Features };

/** What one statement exercised, for the generator's self-check. */
export type Features = {
  layout: StatementLayout;
  bodyFont: FontId;
  headerFont: FontId;
  furnitureFont: FontId;
  bodySize: number;
  paper: string;
  runs: string;
  order: string;
  textObjects: string;
  positioning: string;
  coordinates: string;
  headerRepeat: boolean;
  headerValign: VAlign;
  valign: VAlign;
  headerLines: number;
  wrappedLabels: string[];
  labels: string[];
  align: string[];
  widthWrapped: string[];
  maxLines: number;
  breaks: RenderInfo['breaks'];
  runCounts: RenderInfo['runs'];
  dateForms: string[];
  moneyForms: string[];
  combinedToFrom: boolean;
  gluedAmounts: number;
  pages: number;
  rows: number;
  topBlock: boolean;
  totals: string | null;
};

export async function renderStatement(
  spec: StatementSpec,
  options: { emit?: boolean } = {},
): Promise<Rendered> {
  await fontsReady;
  const { layout, content, style } = spec;
  const f = style.furniture;
  const labelPick = (i: number): string => at(LABELS[i]!, f.labels[i]!);
  const holderName = content.holderName ?? at(PEOPLE, content.holder);
  const holderDigits =
    content.holderWallet ?? phoneDigits(MTN_PREFIXES, content.holderPrefix, content.holderPhone);
  const classicHolder: Party = {
    acct: String(10_000_000 + (content.holderPhone % 9_000_000)),
    no: holderDigits,
    name: holderName.toUpperCase(),
    ova: 'Internal',
  };
  const rows = layout === 'app' ? appRows(spec, holderDigits) : classicRows(spec, classicHolder);
  const printed = [...rows].reverse();

  // Period: printed when the statement prints one, else the rows' own date range.
  const firstDay = rows[0]!.tx.dateTime.slice(0, 10);
  const lastDay = rows[rows.length - 1]!.tx.dateTime.slice(0, 10);
  const shift = (iso: string, days: number): string => isoDay(dayMinutes(iso) + days * 1440);
  const periodPrinted = layout === 'app' || f.classicTopBlock;
  const period = periodPrinted
    ? { from: shift(firstDay, -content.periodBefore), to: shift(lastDay, content.periodAfter) }
    : { from: firstDay, to: lastDay };
  const separator = at([' - ', ' to ', ' \u2013 ', ' to '], f.periodSeparator);
  const periodForm = layout === 'classic' ? 3 : f.periodForm;
  const periodText =
    f.periodSeparator % 4 === 3
      ? `From ${periodDate(period.from, periodForm)} to ${periodDate(period.to, periodForm)}`
      : `${periodDate(period.from, periodForm)}${separator}${periodDate(period.to, periodForm)}`;

  // Totals (app): the Statement Details block, consistent with the rows.
  let totals: StatementTotals | null = null;
  const big = (s: string): bigint => BigInt(s.replace('.', ''));
  if (layout === 'app') {
    const oldest = rows[0]!.tx;
    const opening = big(oldest.balance) - big(oldest.amount) + big(oldest.fees) + big(oldest.tax);
    const sum = (pick: (t: ParsedTransaction) => bigint): bigint =>
      rows.reduce((a, r) => a + pick(r.tx), 0n);
    totals = {
      openingBalance: money(opening),
      closingBalance: rows[rows.length - 1]!.tx.balance,
      moneyIn: money(sum((t) => (big(t.amount) > 0n ? big(t.amount) : 0n))),
      moneyOut: money(sum((t) => (big(t.amount) < 0n ? -big(t.amount) : 0n))),
      feesAndTaxes: money(sum((t) => big(t.fees) + big(t.tax))),
    };
  }

  // Columns.
  const defs =
    layout === 'classic'
      ? CLASSIC_COLUMNS
      : style.combinedToFrom
        ? APP_COLUMNS.filter((c) => c.key !== 'toFrom' && c.key !== 'accountName').toSpliced(
            2,
            0,
            APP_COMBINED,
          )
        : APP_COLUMNS;
  const columns: Column[] = defs.map((def, i) => {
    const cs = style.columns[i]!;
    let label = at(def.aliases, cs.label.alias);
    if (layout === 'classic') label = classicLabel(label, !style.upperHeader);
    else if (style.upperHeader) label = label.toUpperCase();
    return {
      key: def.key,
      label: splitLabel(label, cs.label),
      align: cs.align,
      valign: cs.valign ?? undefined,
      cut: def.digits && cs.cutDigits ? 'any' : def.cut,
      weight: def.cut === 'long' ? cs.weight + 4 : cs.weight,
    };
  });

  // Furniture.
  const [pageW] = ((): [number, number] => {
    const base = { A4: [595.28, 841.89], Letter: [612, 792], Legal: [612, 1008] }[
      style.table.paper
    ] as [number, number];
    return style.table.orientation === 'portrait' ? base : [base[1], base[0]];
  })();
  const contentWidth = pageW - style.table.margins.left - style.table.margins.right;
  const title = at(layout === 'classic' ? [...TITLES, 'MOBILE MONEY STATEMENT'] : TITLES, f.title);
  const titleSpan = { text: title, font: f.bold, size: f.size + 3, x: 0 };
  const printedAt =
    layout === 'app'
      ? appDate(dayMinutes(shift(period.to, 1)) + 8 * 60 + 15, {
          padDay: false,
          timeOnNextLine: false,
        })
      : classicDate(dayMinutes(shift(period.to, 1)) + 8 * 60 + 15, 33, {
          padDay: true,
          timeOnNextLine: false,
        });
  const holderShown = layout === 'app' ? holderName : classicHolder.name;
  const runningHeader = (): FurnitureLine[] => {
    switch (f.running % 4) {
      case 0:
        return [{ spans: [titleSpan], gapAfter: 6 }];
      case 1:
        return [
          {
            spans: [
              titleSpan,
              { text: holderShown, font: f.font, size: f.size, x: 0, anchor: 'right' },
            ],
            gapAfter: 6,
          },
        ];
      case 2:
        return [
          {
            spans: [
              { ...titleSpan, anchor: 'center' },
              {
                text: `Printed: ${printedAt}`,
                font: f.font,
                size: f.size - 1,
                x: 0,
                anchor: 'right',
              },
            ],
            gapAfter: 6,
          },
        ];
      default:
        return [
          { spans: [titleSpan] },
          {
            spans: [{ text: `Statement for ${holderShown}`, font: f.font, size: f.size, x: 0 }],
            gapAfter: 6,
          },
        ];
    }
  };
  const footer = (page: number, pages: number): FurnitureLine[] => {
    const size = f.size - 1;
    switch (f.footer % 4) {
      case 0:
        return [
          {
            spans: [
              { text: `Page ${page} of ${pages}`, font: f.font, size, x: 0, anchor: 'center' },
            ],
          },
        ];
      case 1:
        return [
          { spans: [{ text: `Page ${page}/${pages}`, font: f.font, size, x: 0, anchor: 'right' }] },
        ];
      case 2:
        return [
          {
            spans: [
              { text: 'MTN Mobile Money Limited', font: f.font, size, x: 0 },
              { text: `${page} of ${pages}`, font: f.font, size, x: 0, anchor: 'right' },
            ],
          },
        ];
      default:
        return [
          {
            spans: [
              { text: 'Thank you for using MTN MoMo.', font: f.font, size, x: 0, anchor: 'center' },
            ],
          },
          {
            spans: [
              { text: `Page ${page} of ${pages}`, font: f.font, size, x: 0, anchor: 'center' },
            ],
          },
        ];
    }
  };
  const totalsMoney = (v: string | null): string => formatMoney(big(v!), style.money.totals);
  const totalPairs: Pair[] = totals
    ? [
        [labelPick(3), totalsMoney(totals.openingBalance)],
        [labelPick(4), totalsMoney(totals.closingBalance)],
        [labelPick(5), totalsMoney(totals.moneyIn)],
        [labelPick(6), totalsMoney(totals.moneyOut)],
        [labelPick(7), totalsMoney(totals.feesAndTaxes)],
      ]
    : [];
  const totalsBlock = (): FurnitureLine[] => {
    const step = contentWidth / totalPairs.length;
    // Side by side only where each label and value fits its share of the line: a producer does
    // not print text over text.
    const fits = totalPairs.every(
      ([l, v]) =>
        measure(f.bold, l, f.size - 0.5) + 6 <= step &&
        measure(f.font, v, f.size - 0.5) + 6 <= step,
    );
    if (f.totals === 'list' || !fits) return pairsBlock(totalPairs, f, contentWidth);
    return [
      {
        spans: totalPairs.map(([l], i) => ({
          text: l,
          font: f.bold,
          size: f.size - 0.5,
          x: i * step,
        })),
      },
      {
        spans: totalPairs.map(([, v], i) => ({
          text: v,
          font: f.font,
          size: f.size - 0.5,
          x: i * step,
        })),
        gapAfter: 4,
      },
    ];
  };
  const walletShown = walletText(holderDigits, f.walletForm);
  const before: FurnitureLine[] = [];
  const after: FurnitureLine[] = [];
  if (layout === 'app') {
    before.push(heading('Account details', f));
    before.push(
      ...pairsBlock(
        [
          [labelPick(0), holderName],
          [labelPick(1), walletShown],
        ],
        f,
        contentWidth,
      ),
    );
    before.push(heading('Statement Details', f));
    before.push(...pairsBlock([[labelPick(2), periodText]], f, contentWidth));
    if (!f.totalsAfter) before.push(...totalsBlock());
    before.push({ ...heading('Transaction details', f), gapAfter: 6 });
    if (f.totalsAfter) after.push(heading('Summary', f), ...totalsBlock());
  } else if (f.classicTopBlock) {
    before.push(
      ...pairsBlock(
        [
          [labelPick(8), classicHolder.name],
          [at(CLASSIC_LABELS, 0), classicHolder.acct],
          [at(CLASSIC_LABELS, 1), classicHolder.no],
          [at(CLASSIC_LABELS, 2), periodText],
        ],
        f,
        contentWidth,
      ),
    );
    before[before.length - 1]!.gapAfter = 8;
  }
  if (f.disclaimer % 4 !== 3) {
    after.push(
      { spans: [], gapAfter: 4 },
      ...paragraph(at(DISCLAIMERS, f.disclaimer), f, contentWidth),
    );
  }

  const doc: TableDoc = {
    style: style.table,
    columns,
    rows: printed.map((r) => r.cells),
    before,
    after: after.filter((l) => l.spans.length > 0),
    runningHeader,
    footer,
    rowsPerPage: spec.options.rowsPerPage,
  };
  const { pdf, info } = await renderTable(doc, options);

  const quirks: Record<string, number> = {};
  for (const r of rows) for (const q of r.quirks) quirks[q] = (quirks[q] ?? 0) + 1;
  const truth: Truth = {
    layout,
    holder: {
      name: layout === 'app' ? holderName : classicHolder.name,
      walletNumber: `+${holderDigits}`,
    },
    period,
    transactions: printed.map((r) => r.tx),
    totals,
    unreconciled: printed
      .filter((r) => r.quirks.includes('brokenChain'))
      .map((r) => r.tx.transactionId),
    quirks,
  };
  const features: Features = {
    layout,
    bodyFont: style.table.body.font,
    headerFont: style.table.header.font,
    furnitureFont: f.font,
    bodySize: info.bodySize,
    paper: `${info.paper} ${info.orientation}`,
    runs: style.table.runs,
    order: style.table.order,
    textObjects: style.table.textObjects,
    positioning: style.table.positioning,
    coordinates: style.table.coordinates,
    headerRepeat: style.table.header.repeat,
    headerValign: style.table.header.valign,
    valign: style.table.valign,
    headerLines: info.headerLines,
    wrappedLabels: columns.filter((c) => c.label.length > 1).map((c) => c.label.join(' / ')),
    labels: columns.map((c) => c.label.join(' ')),
    align: columns.map((c) => `${c.key}:${c.align}`),
    widthWrapped: Object.entries(info.widthWrapped)
      .filter(([, n]) => n > 0)
      .map(([k]) => k),
    maxLines: Math.max(...Object.values(info.maxLines)),
    breaks: info.breaks,
    runCounts: info.runs,
    dateForms: [
      `${layout}${style.date.padDay ? ' padded' : ' unpadded'}${style.date.timeOnNextLine ? ' time-next-line' : ''}`,
    ],
    moneyForms: [
      ...new Set(
        printed.flatMap((r) =>
          ['amount', 'fees', 'tax', 'levy', 'balance', 'balAfter']
            .map((k) => r.cells[k] ?? '')
            .filter(Boolean)
            .map(moneyShape),
        ),
      ),
    ],
    combinedToFrom: style.combinedToFrom,
    gluedAmounts: quirks.gluedAmount ?? 0,
    pages: info.pages,
    rows: rows.length,
    topBlock: layout === 'app' || f.classicTopBlock,
    totals: layout === 'app' ? (f.totalsAfter ? 'after' : 'before') + ` ${f.totals}` : null,
  };
  return { pdf: pdf ?? new Uint8Array(), truth, info, features };
}

/** The shape of a money string: "GHS -#,###.##", "#.#", "+#" and the like. */
const moneyShape = (v: string): string =>
  v
    .replace(/\d{1,3}(,\d{3})+/g, '#,###')
    .replace(/\.\d\d$/, '.##')
    .replace(/\.\d$/, '.#')
    .replace(/(^|[^#,.])\d+/g, '$1#');

// ---------------------------------------------------------------------------------------------
// Fixed statements from seeds (fixtures, benchmark, the parser's end-to-end tests).

export type GenerateOptions = ArbitraryOptions &
  SpecOptions & {
    seed: number;
    /** Exactly this many rows. */
    count?: number;
    /** Pins renderer choices (e.g. a plain layout for the benchmark). */
    table?: Partial<TableStyle>;
    style?: Partial<Omit<Style, 'table' | 'furniture'>>;
    furniture?: Partial<Style['furniture']>;
    /** The holder's name and wallet digits ("233599012817"). */
    holder?: { name: string; wallet: string };
    /** A conventional look (PLAIN_TABLE, plain forms and labels) before the pins above. */
    plain?: boolean;
  };

/** The statement fast-check draws first from this seed, with the given choices pinned. */
function specFromSeed(options: GenerateOptions): StatementSpec {
  const rows = options.count ? { min: options.count, max: options.count } : options.rows;
  const [drawn] = fc.sample(
    statementArbitrary({ layout: options.layout, rows, start: options.start }),
    { seed: options.seed, numRuns: 1 },
  );
  const spec = options.plain ? plainSpec(drawn!) : drawn!;
  return {
    ...spec,
    content: {
      ...spec.content,
      holderName: options.holder?.name,
      holderWallet: options.holder?.wallet,
    },
    style: {
      ...spec.style,
      ...options.style,
      table: { ...spec.style.table, ...options.table },
      furniture: { ...spec.style.furniture, ...options.furniture },
    },
    options: {
      rowsPerPage: options.rowsPerPage,
      breakChainAt: options.breakChainAt,
      levyPostedLater: options.levyPostedLater,
    },
  };
}

export const generateStatement = async (options: GenerateOptions): Promise<Rendered> =>
  renderStatement(specFromSeed(options));

/**
 * A conventional look (one font, line runs, rows in order) for the benchmark and fixtures.
 * @public Read by hostile.ts through an import by path, which knip cannot follow.
 */
export const PLAIN_TABLE: Partial<TableStyle> = {
  body: { font: 'Helvetica', size: 7, lineSpacing: 1.15 },
  header: {
    font: 'Helvetica-Bold',
    size: 7,
    lineSpacing: 1.15,
    valign: 'bottom',
    align: 'same',
    repeat: true,
    fill: null,
    color: [0, 0, 0],
  },
  valign: 'top',
  tableAlign: 'left',
  runs: 'line',
  order: 'rows',
  textObjects: 'per-run',
  positioning: 'Tm',
  coordinates: 'plain',
  literalStrings: false,
  padding: { h: 2, v: 1 },
  margins: { top: 24, right: 24, bottom: 24, left: 24 },
  spread: 1,
  grid: 'none',
  zebra: false,
};

const PLAIN_MONEY: MoneyStyle = {
  currency: 'GHS ',
  grouped: true,
  decimals: 'fixed',
  plus: false,
  signFirst: false,
};
const RIGHT_ALIGNED = new Set([
  'amount',
  'fees',
  'tax',
  'balance',
  'levy',
  'balBefore',
  'balAfter',
]);

/** The spec drawn in the plain look: same content, conventional forms, labels and alignment. */
function plainSpec(spec: StatementSpec): StatementSpec {
  const keys = columnKeys(spec.layout);
  return {
    ...spec,
    style: {
      ...spec.style,
      table: { ...spec.style.table, ...PLAIN_TABLE },
      columns: spec.style.columns.map((c, i) => ({
        ...c,
        align: RIGHT_ALIGNED.has(keys[i] ?? '') ? 'right' : 'left',
        valign: null,
        label: { alias: 0, lines: 1, split: 0 },
        cutDigits: false,
      })),
      upperHeader: false,
      combinedToFrom: false,
      money:
        spec.layout === 'app'
          ? {
              amount: { ...PLAIN_MONEY, currency: '', plus: true },
              fees: PLAIN_MONEY,
              tax: PLAIN_MONEY,
              balance: PLAIN_MONEY,
              totals: PLAIN_MONEY,
            }
          : {
              amount: { ...PLAIN_MONEY, currency: '', grouped: false },
              fees: { ...PLAIN_MONEY, currency: '', grouped: false },
              tax: { ...PLAIN_MONEY, currency: '', grouped: false },
              balance: { ...PLAIN_MONEY, currency: '', grouped: false },
              totals: { ...PLAIN_MONEY, currency: '', grouped: false },
            },
      date: { padDay: false, timeOnNextLine: false },
      phone: 'spaced',
      typeCase: 'upper',
    },
  };
}

/**
 * The benchmark's statement: an app statement in the plain look on US Legal, 30 rows a page, so
 * 1,200 rows make 40 pages and 3,000 rows 100.
 */
export const benchmarkStatement = (rows: number): Promise<Rendered> =>
  generateStatement({
    seed: 4,
    layout: 'app',
    count: rows,
    rowsPerPage: 30,
    plain: true,
    table: { paper: 'Legal', orientation: 'portrait' },
    furniture: {
      running: 0,
      footer: 0,
      disclaimer: 3,
      totals: 'table',
      totalsAfter: false,
      arrangement: 'inline',
    },
    holder: { name: 'Adwoa Boakye-Yiadom', wallet: '233599012817' },
  });
