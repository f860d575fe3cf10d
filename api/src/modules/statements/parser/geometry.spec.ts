import { parseStatementText } from './parse-statement';
import type { TextItem } from './types';

// Statements drawn straight as pdf.js-style text items (one item per word, exact positions from a
// simple width model), with random cell padding, column alignment, vertical alignment, wrapping and
// header splits. The PDF-level property test (statement-fixtures) covers fonts and content streams.

function random(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

type Col = { key: string; label: string[]; width: number; align: 'left' | 'right' | 'centre' };

const charW = (size: number) => 0.5 * size;
const spaceW = (size: number) => 0.3 * size;
const textW = (text: string, size: number) =>
  text.split(' ').reduce((w, word) => w + word.length * charW(size), 0) +
  (text.split(' ').length - 1) * spaceW(size);

/** Greedy wrap at spaces and after hyphens; a word wider than the line is cut where it fills it. */
function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const raw of text.split(/(?<= )|(?<=[\p{L}\p{N}]-)(?=[\p{L}\p{N}])/u)) {
    const candidate = line + raw;
    if (textW(candidate.trimEnd(), size) <= width) {
      line = candidate;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    let rest = raw;
    while (textW(rest.trimEnd(), size) > width) {
      const fit = Math.max(1, Math.floor(width / charW(size)));
      lines.push(rest.slice(0, fit));
      rest = rest.slice(fit);
    }
    line = rest;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function wordItems(text: string, x: number, y: number, size: number): TextItem[] {
  const items: TextItem[] = [];
  let at = x;
  for (const word of text.split(' ')) {
    if (word) {
      items.push({
        str: word,
        x: at,
        y,
        width: word.length * charW(size),
        size,
        first: charW(size),
        space: spaceW(size),
      });
    }
    at += word.length * charW(size) + spaceW(size);
  }
  return items;
}

const COLUMNS: Omit<Col, 'width' | 'align'>[] = [
  { key: 'date', label: ['Date & Time'] },
  { key: 'type', label: ['Payment Type'] },
  { key: 'toFrom', label: ['To/From'] },
  { key: 'accountName', label: ['Account Name'] },
  { key: 'amount', label: ['Amount'] },
  { key: 'transactionId', label: ['Transaction ID'] },
  { key: 'fees', label: ['Fees'] },
  { key: 'tax', label: ['Tax'] },
  { key: 'balance', label: ['Balance'] },
  { key: 'reference', label: ['Reference'] },
];

const NAMES = ['GEORGE OPOKU AFRIYIE', 'Ama Owusu-Ansah', 'KWAME ABOAGYE-KYEI', 'Efua Mensah'];

function statement(seed: number) {
  const r = random(seed);
  const size = r.pick([6, 7, 8, 9, 10]);
  const pad = r.pick([1, 1.5, 2, 3, 4]);
  const leading = size * r.pick([1.1, 1.2, 1.35]);
  const valign = r.pick(['top', 'centre', 'bottom'] as const);
  const cols: Col[] = COLUMNS.map((c) => ({
    ...c,
    width: r.int(8, 20) * size * 0.55 + 2 * pad,
    align: r.pick(['left', 'right', 'centre'] as const),
  }));
  const rows: Record<string, string>[] = [];
  const truth: { id: string; amount: string; name: string; reference: string; type: string }[] = [];
  let balance = 100_000;
  const n = r.int(1, 12);
  for (let i = 0; i < n; i += 1) {
    const amount = r.int(-20_000, 20_000);
    balance += amount;
    const money = (p: number) =>
      `${p < 0 ? '-' : ''}${Math.floor(Math.abs(p) / 100).toLocaleString('en-US')}.${String(Math.abs(p) % 100).padStart(2, '0')}`;
    const id = String(82_000_000_000 + seed * 100 + i);
    const name = r.pick(NAMES);
    const reference = r.pick([
      '1',
      'rent for May',
      'Packet for Mandate 1762412521385 product YELLO.D',
      '',
    ]);
    const type = r.pick(['MOMO USER', 'MERCHANT PAYMENT', 'CASH OUT', 'DEBIT']);
    rows.push({
      date: `${r.int(1, 28)} May 2026 ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`,
      type,
      toFrom: `+233 55 33 37 5${i % 10} 7`,
      accountName: name,
      amount: `${amount > 0 ? '+' : ''}${money(amount)}`,
      transactionId: id,
      fees: 'GHS 0.00',
      tax: 'GHS 0.00',
      balance: `GHS ${money(balance)}`,
      reference,
    });
    truth.push({ id, amount: (amount / 100).toFixed(2), name, reference, type });
  }
  const items: TextItem[] = [
    ...wordItems('Account holder: Adwoa Mensah', 20, 800, 8),
    ...wordItems('Wallet number: +233 59 90 12 81 7', 20, 788, 8),
  ];
  // Header: each label wrapped to its column, vertically aligned like the cells.
  let top = 760;
  const drawRow = (cells: Record<string, string[]>) => {
    const depth = Math.max(...Object.values(cells).map((l) => l.length));
    const height = depth * leading + 2 * pad;
    let x = 20;
    for (const col of cols) {
      const lines = cells[col.key] ?? [];
      const offset =
        valign === 'top' ? 0 : (depth - lines.length) * leading * (valign === 'centre' ? 0.5 : 1);
      lines.forEach((line, i) => {
        const w = textW(line, size);
        const left =
          col.align === 'left'
            ? x + pad
            : col.align === 'right'
              ? x + col.width - pad - w
              : x + (col.width - w) / 2;
        items.push(...wordItems(line, left, top - pad - size - offset - i * leading, size));
      });
      x += col.width;
    }
    top -= height;
  };
  drawRow(
    Object.fromEntries(cols.map((c) => [c.key, wrap(c.label.join(' '), c.width - 2 * pad, size)])),
  );
  for (const row of rows) {
    drawRow(
      Object.fromEntries(cols.map((c) => [c.key, wrap(row[c.key]!, c.width - 2 * pad, size)])),
    );
  }
  return { items: items.sort(() => r.next() - 0.5), truth };
}

describe('rows from geometry', () => {
  it.each(Array.from({ length: 400 }, (_, i) => i + 1))(
    'statement %i reads back exactly',
    (seed) => {
      const { items, truth } = statement(seed);
      const outcome = parseStatementText([{ page: 1, items }]);
      if (!outcome.ok) {
        throw new Error(`seed ${seed}: ${outcome.failure.code} ${outcome.failure.fingerprint}`);
      }
      const got = outcome.statement.transactions.map((t) => ({
        id: t.transactionId,
        amount: t.amount,
        name: t.accountName,
        reference: t.reference,
        type: t.type,
      }));
      if (process.env.GEOMETRY_DEBUG === String(seed)) {
        const lines = new Map<number, string[]>();
        for (const it of [...items].sort((a, b) => a.x - b.x)) {
          lines.set(it.y, [...(lines.get(it.y) ?? []), `${it.str}@${it.x.toFixed(1)}`]);
        }
        const dump = [...lines]
          .sort((a, b) => b[0] - a[0])
          .map(([y, w]) => `${y.toFixed(2)}: ${w.join(' ')}`);
        // eslint-disable-next-line no-console -- replaying one seed on request
        console.log(`${dump.join('\n')}\n${JSON.stringify(outcome.statement.problems)}`);
      }
      expect(got).toEqual(truth);
      expect(outcome.statement.holder).toEqual({
        name: 'Adwoa Mensah',
        walletNumber: '+233599012817',
      });
    },
  );
});

describe('turned pages', () => {
  it('reads a statement drawn on a page turned by 90 degrees, ignoring a diagonal watermark', () => {
    const { items, truth } = statement(7);
    const turned: TextItem[] = items.map((item) => ({ ...item, x: -item.y, y: item.x, angle: 90 }));
    turned.push({ str: 'CONFIDENTIAL', x: 100, y: 100, width: 80, size: 20, angle: 45 });
    const outcome = parseStatementText([{ page: 1, items: turned }]);
    expect(outcome.ok && outcome.statement.transactions.map((t) => t.transactionId)).toEqual(
      truth.map((t) => t.id),
    );
  });
});
