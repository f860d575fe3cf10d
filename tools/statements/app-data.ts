import { renderTable, type Cells, type TableSpec } from './render.ts';
import { money, seeded } from './random.ts';
import { clock, minutesFrom, PEOPLE, spacedPhone, type GeneratedStatement } from './truth.ts';
import type { ParsedTransaction } from '../../api/src/modules/statements/parser/types.ts';

export type AppOptions = {
  /** Points; A4 portrait by default. */
  pageSize?: [number, number];
  seed: number;
  rows: number;
  start?: string;
  rowsPerPage?: number;
  breakChainAt?: number;
};

// US Legal: tall enough for 30 rows of up to three lines, so 1,200 rows make exactly 40 pages.
export const LEGAL: [number, number] = [612, 1008];

const SPEC: Omit<TableSpec, 'topBlock'> = {
  title: 'MTN MoMo',
  pageSize: [595, 842],
  fontSize: 7,
  columns: [
    { key: 'dateTime', label: ['Date & Time'], width: 50 },
    { key: 'type', label: ['Payment', 'Type'], width: 42 },
    { key: 'toFrom', label: ['To/From'], width: 48 },
    { key: 'accountName', label: ['Account Name'], width: 78 },
    { key: 'amount', label: ['Amount'], width: 46, align: 'right' },
    { key: 'transactionId', label: ['Transaction', 'ID'], width: 50 },
    { key: 'fees', label: ['Fees'], width: 38, align: 'right' },
    { key: 'tax', label: ['Tax'], width: 34, align: 'right' },
    { key: 'balance', label: ['Balance'], width: 54, align: 'right' },
    { key: 'reference', label: ['Reference'], width: 107 },
  ],
};

type Draft = {
  type: string;
  phone: string;
  name: string;
  amount: bigint;
  fee: bigint;
  reference: string;
  glued?: boolean;
};

function draft(r: ReturnType<typeof seeded>, balance: bigint, holderDigits: string): Draft {
  const person = r.pick(PEOPLE);
  const phone = `2335${r.int(0, 9)}${String(r.int(0, 9999999)).padStart(7, '0')}`;
  const kind =
    balance < 5_000n
      ? 'in'
      : r.pick(['airtime', 'debit', 'user-out', 'user-out', 'cashout', 'in', 'pull', 'in-big']);
  switch (kind) {
    case 'airtime':
      return {
        type: 'AIRTIME',
        phone: holderDigits,
        name: `${holderDigits}@MTNONLINEAIRTIMEVENDOR`,
        amount: -BigInt(r.int(1, 20)) * 100n,
        fee: 0n,
        reference: '',
      };
    case 'debit':
      return {
        type: 'DEBIT',
        phone: '',
        name: 'Yellosave Autodebit',
        amount: -500n,
        fee: 0n,
        reference: `Packet for Mandate ${r.int(1e12, 9e12)}\nproduct YELLO.D`,
      };
    case 'user-out': {
      const amount = BigInt(r.int(5, 400)) * 100n + BigInt(r.pick([0, 50, 25]));
      const fee = amount >= 5_000n ? (amount * 75n) / 10_000n : 0n;
      return {
        type: 'MOMO USER',
        phone,
        name: person,
        amount: -amount,
        fee,
        reference: r.pick([
          '1',
          'rent',
          `transfer with ref: ${r.int(100000, 999999)}\nschool fees`,
        ]),
        glued: r.chance(0.15),
      };
    }
    case 'cashout': {
      const amount = BigInt(r.int(2, 60)) * 1_000n;
      return {
        type: 'CASH OUT',
        phone,
        name: person,
        amount: -amount,
        fee: amount / 100n > 50n ? amount / 100n : 50n,
        reference: 'NationalId--',
      };
    }
    case 'pull':
      return {
        type: 'MOMO USER',
        phone: '',
        name: 'INTEROPERABILITY PULL OVA',
        amount: BigInt(r.int(50, 900)) * 100n,
        fee: 0n,
        reference: `${person} ,03xxxxxx12,FTC for ${holderDigits} from PBL Prudential Bank Limited`,
      };
    case 'in-big':
      return {
        type: 'MOMO USER',
        phone,
        name: person,
        amount: BigInt(r.int(1_000, 25_000)) * 100n + BigInt(r.int(0, 99)),
        fee: 0n,
        reference: 'from mum',
      };
    default:
      return {
        type: 'CASH IN',
        phone,
        name: person,
        amount: BigInt(r.int(20, 500)) * 100n,
        fee: 0n,
        reference: '',
      };
  }
}

/** A MoMo-app statement (reference §1b) with its quirks, drawn newest first. */
export async function generateAppStatement(options: AppOptions): Promise<GeneratedStatement> {
  const r = seeded(options.seed);
  const holderDigits = '233599012817';
  const holder = { name: 'Adwoa Boakye-Yiadom', walletNumber: `+${holderDigits}` };
  let minutes = minutesFrom(options.start ?? '2026-03-01') + r.int(0, 600);
  let balance = 7_306n;
  let id = 82_000_000_000 + r.int(0, 1_000_000);
  const drawn: { tx: ParsedTransaction; cells: Cells }[] = [];
  const unreconciled: string[] = [];
  const quirks: Record<string, number> = { gluedAmount: 0, multiLineReference: 0 };
  for (let i = 0; i < options.rows; i += 1) {
    minutes += r.int(3, 180);
    id += r.int(1, 40_000);
    const d = draft(r, balance, holderDigits);
    const t = clock(minutes);
    // The E-levy was repealed from 2 April 2025; before that the app's Tax column carries it.
    const tax =
      d.amount < 0n && t.iso < '2025-04-02' && -d.amount > 10_000n
        ? (-d.amount - 10_000n) / 100n
        : 0n;
    balance += d.amount - d.fee - tax;
    if (options.breakChainAt === i) {
      balance += 1_000n;
      unreconciled.push(String(id));
    }
    const amountText = money(d.amount, true, true);
    const cells: Cells = {
      dateTime: `${t.day} ${t.month} ${t.year} ${String(t.h).padStart(2, '0')}:${String(t.m).padStart(2, '0')}`,
      type: d.type,
      toFrom: d.phone ? spacedPhone(d.phone) : '',
      // Some exports glue the signed amount to the name ("NAME-70.00") and leave Amount empty.
      accountName: d.glued ? `${d.name}${amountText}` : d.name,
      amount: d.glued ? '' : amountText,
      transactionId: String(id),
      fees: `GHS ${money(d.fee, true)}`,
      tax: `GHS ${money(tax, true)}`,
      balance: `GHS ${money(balance, true)}`,
      reference: d.reference,
    };
    const tx: ParsedTransaction = {
      transactionId: String(id),
      dateTime: t.iso,
      type: d.type,
      toFrom: d.phone ? `+${d.phone}` : d.name,
      accountName: d.name,
      amount: money(d.amount),
      fees: money(d.fee),
      tax: money(tax),
      balance: money(balance),
      reference: d.reference.replace(/\n/g, ' '),
    };
    if (d.glued) quirks.gluedAmount! += 1;
    if (d.reference.includes('\n')) quirks.multiLineReference! += 1;
    drawn.push({ tx, cells });
  }
  drawn.reverse();
  const from = drawn[drawn.length - 1]!.tx.dateTime.slice(0, 10);
  const to = drawn[0]!.tx.dateTime.slice(0, 10);
  const printed = (iso: string): string => {
    const c = clock(minutesFrom(iso));
    return `${c.day} ${c.month} ${c.year}`;
  };
  const topBlock = [
    ['Account details'],
    ['Account holder:', holder.name],
    ['Wallet number:', spacedPhone(holderDigits)],
    ['Statement Details'],
    ['Period:', `${printed(from)} - ${printed(to)}`],
    ['Transaction details'],
  ];
  const pdf = await renderTable(
    {
      ...SPEC,
      topBlock,
      rowsPerPage: options.rowsPerPage,
      pageSize: options.pageSize ?? SPEC.pageSize,
    },
    drawn.map((d) => d.cells),
  );
  return {
    pdf,
    truth: {
      layout: 'app',
      holder,
      period: { from, to },
      transactions: drawn.map((d) => d.tx),
      unreconciled,
      quirks,
    },
  };
}
