import { renderTable, type Cells, type TableSpec } from './render.ts';
import { money, seeded, type Random } from './random.ts';
import { clock, minutesFrom, PEOPLE, type GeneratedStatement, type Truth } from './truth.ts';
import type { ParsedTransaction } from '../../api/src/modules/statements/parser/types.ts';

export const CLASSIC_COLUMNS: TableSpec['columns'] = [
  { key: 'date', label: ['TRANSACTION', 'DATE'], width: 52 },
  { key: 'fromAcct', label: ['FROM ACCT'], width: 40 },
  { key: 'fromName', label: ['FROM NAME'], width: 56 },
  { key: 'fromNo', label: ['FROM NO.'], width: 44 },
  { key: 'type', label: ['TRANS.', 'TYPE'], width: 46 },
  { key: 'amount', label: ['AMOUNT'], width: 34 },
  { key: 'fees', label: ['FEES'], width: 24 },
  { key: 'levy', label: ['E-LEVY'], width: 28 },
  { key: 'balBefore', label: ['BAL', 'BEFORE'], width: 36 },
  { key: 'balAfter', label: ['BAL AFTER'], width: 40 },
  { key: 'toNo', label: ['TO NO.'], width: 44 },
  { key: 'toName', label: ['TO NAME'], width: 62 },
  { key: 'toAcct', label: ['TO ACCT'], width: 36 },
  { key: 'fId', label: ['F_ID'], width: 46 },
  { key: 'ref', label: ['REF'], width: 110 },
  { key: 'ova', label: ['OVA'], width: 70 },
];

export const classicSpec = (topBlock: string[][], rowsPerPage?: number): TableSpec => ({
  title: 'MTN MOBILE MONEY STATEMENT',
  pageSize: [842, 595],
  fontSize: 6,
  columns: CLASSIC_COLUMNS,
  topBlock,
  rowsPerPage,
});

/** "06-Sep-2024 08:28:19 AM", as the classic statement prints dates. */
export function classicDate(minutes: number, seconds: number): { printed: string; iso: string } {
  const c = clock(minutes, seconds);
  const h12 = c.h % 12 === 0 ? 12 : c.h % 12;
  const two = (n: number): string => String(n).padStart(2, '0');
  return {
    printed: `${two(c.day)}-${c.month}-${c.year} ${two(h12)}:${two(c.m)}:${two(c.s)} ${c.h < 12 ? 'AM' : 'PM'}`,
    iso: c.iso,
  };
}

// The classic export drops trailing zeros ("5.5", "20"); large values may carry separators.
const printAmount = (r: Random, p: bigint): string =>
  p >= 100_000n && r.chance(0.7)
    ? money(p, true)
    : r.chance(0.5)
      ? money(p)
      : money(p).replace(/\.?0+$/, '') || '0';

const HOLDER = { acct: '10000001', no: '233240000001', name: 'AMA OWUSU-ANSAH' };

type Party = { acct: string; no: string; name: string };

function party(r: Random): Party {
  if (r.chance(0.3)) {
    return r.pick([
      { acct: '39011161', no: '0', name: 'MTNONLINEAIRTIMEVENDOR' },
      { acct: '67076778', no: '0', name: 'one4all.sp' },
      { acct: '46831706', no: '0', name: 'calpull.sp' },
    ]);
  }
  return {
    acct: String(20_000_000 + r.int(1, 999)),
    no: `23354${String(r.int(0, 9_999_999)).padStart(7, '0')}`,
    name: r.chance(0.1) ? '' : r.pick(PEOPLE).toUpperCase(),
  };
}

/** A classic 16-column statement (reference §1a) with E-levy posting quirks, drawn newest first. */
export async function generateClassicStatement(options: {
  seed: number;
  rows: number;
  rowsPerPage?: number;
  breakChainAt?: number;
}): Promise<GeneratedStatement> {
  const r = seeded(options.seed);
  let minutes = minutesFrom('2024-02-18') + r.int(0, 600);
  let balance = 50_000n;
  let fid = 34_000_000_000 + r.int(0, 1_000_000);
  let pendingLevy = 0n;
  const drawn: { cells: Cells; tx: ParsedTransaction }[] = [];
  const unreconciled: string[] = [];
  const quirks: Record<string, number> = {
    multiLineReference: 0,
    levyPostedLater: 0,
    groupedThousands: 0,
  };
  for (let i = 0; i < options.rows; i += 1) {
    minutes += r.int(5, 400);
    fid += r.int(1, 90_000);
    const other = party(r);
    const incoming = balance < 20_000n || r.chance(0.25);
    const amount = incoming
      ? BigInt(r.int(10, 3_000)) * 100n
      : BigInt(r.int(1, Number(balance / 300n)));
    const type = incoming
      ? r.pick(['TRANSFER', 'CASH_IN', 'ADJUSTMENT'])
      : r.pick(['TRANSFER', 'DEBIT', 'PAYMENT_SEND', 'CASH_OUT', 'PAYMENT']);
    const fees = incoming
      ? 0n
      : type === 'CASH_OUT'
        ? amount / 100n > 50n
          ? amount / 100n
          : 50n
        : type === 'PAYMENT_SEND'
          ? (amount * 5n) / 1000n
          : 0n;
    // Levy over the first GHS 100, posted after the row (the most common quirk in the real file).
    const levy =
      !incoming && type === 'TRANSFER' && amount > 10_000n ? (amount - 10_000n) / 100n : 0n;
    const before = balance - pendingLevy;
    let after = incoming ? before + amount : before - amount - fees;
    if (options.breakChainAt === i) after -= 700n;
    pendingLevy = levy;
    balance = after;
    const date = classicDate(minutes, r.int(0, 59));
    const ref =
      type === 'DEBIT'
        ? r.chance(0.5)
          ? `One4all Debit SystemIlIELEVYIlI${money(levy)}IlI${r.int(1e8, 9e8)}${r.int(1e8, 9e8)}IlI${money(amount)}`
          : `Packet for Mandate ${r.int(1e9, 9e9)}\nproduct YELLO.D`
        : type === 'CASH_OUT'
          ? 'NationalId--'
          : incoming && r.chance(0.3)
            ? `${other.name || 'PERSON'} ,${other.no},1 from VODAFONE`
            : r.pick(['1', '', 'from mum', '1234']);
    const [from, to] = incoming ? [other, HOLDER] : [HOLDER, other];
    const cells: Cells = {
      date: date.printed,
      fromAcct: from.acct,
      fromName: from.name,
      fromNo: from.no,
      type,
      amount: printAmount(r, amount),
      fees: printAmount(r, fees),
      levy: printAmount(r, levy),
      balBefore: printAmount(r, before),
      balAfter: printAmount(r, after),
      toNo: to.no,
      toName: to.name,
      toAcct: to.acct,
      fId: String(fid),
      ref,
      ova: other.no === '0' ? other.name.slice(0, 21) : 'Internal',
    };
    if (options.breakChainAt === i) unreconciled.push(String(fid));
    if (ref.includes('\n')) quirks.multiLineReference! += 1;
    if (levy > 0n) quirks.levyPostedLater! += 1;
    if (Object.values(cells).some((v) => /\d,\d{3}/.test(v))) quirks.groupedThousands! += 1;
    const tx: ParsedTransaction = {
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
    };
    drawn.push({ cells, tx });
  }
  drawn.reverse();
  const first = drawn[drawn.length - 1]!.cells.date!.slice(0, 11);
  const last = drawn[0]!.cells.date!.slice(0, 11);
  const topBlock = [
    ['Account Name:', HOLDER.name],
    ['Account Number:', HOLDER.acct],
    ['Mobile Number:', HOLDER.no],
    ['Statement Period:', `${first} to ${last}`],
  ];
  const truth: Truth = {
    layout: 'classic',
    holder: { name: HOLDER.name, walletNumber: `+${HOLDER.no}` },
    period: {
      from: drawn[drawn.length - 1]!.tx.dateTime.slice(0, 10),
      to: drawn[0]!.tx.dateTime.slice(0, 10),
    },
    transactions: drawn.map((d) => d.tx),
    unreconciled,
    quirks,
  };
  return {
    pdf: await renderTable(
      classicSpec(topBlock, options.rowsPerPage),
      drawn.map((d) => d.cells),
    ),
    truth,
  };
}
