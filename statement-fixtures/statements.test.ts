// End-to-end: generated fixtures and the real CSV rendered as a PDF go through the real runner
// (a parse process, pdf.js); the expected output is what the generator drew, or the CSV itself.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import { readRealCsv, renderRealCsv } from './csv-statement.ts';
import { NAMED_FIXTURES } from './fixtures.ts';
import { parsePdf, runParser } from './load-parser.ts';
import { generateStatement } from './random-statement.ts';
import {
  brokenPdf,
  invoicePdf,
  noTextPdf,
  ownerOnlyInvoicePdf,
  ownerOnlyPdf,
  passwordProtectedPdf,
  PROTECTED_PASSWORD,
  PROTECTED_TRUTH,
} from './special-pdfs.ts';
import { money, type GeneratedStatement } from './truth.ts';
import type { ParsedStatement } from '../api/src/modules/statements/parser/types.ts';

async function parsed(pdf: Uint8Array, options = {}): Promise<ParsedStatement> {
  const outcome = await runParser(pdf, options);
  assert.ok(outcome.ok, outcome.ok ? '' : outcome.failure.code);
  return outcome.statement;
}

async function matchesTruth({ pdf, truth }: GeneratedStatement): Promise<ParsedStatement> {
  const statement = await parsed(pdf);
  assert.equal(statement.layout, truth.layout);
  assert.deepEqual(statement.holder, truth.holder);
  assert.deepEqual(statement.period, truth.period);
  assert.deepEqual(statement.problems, []);
  assert.equal(statement.transactions.length, truth.transactions.length);
  statement.transactions.forEach((tx, i) =>
    assert.deepEqual(tx, truth.transactions[i], `row ${i}`),
  );
  assert.deepEqual(statement.reconciliation.unreconciled, truth.unreconciled);
  assert.equal(statement.reconciliation.rowsChecked, truth.transactions.length);
  return statement;
}

const pageCount = async (pdf: Uint8Array): Promise<number> =>
  (await PDFDocument.load(pdf)).getPageCount();

void describe('app layout (MoMo app, 2025-26)', () => {
  void it('parses every quirk back to the rows drawn', async () => {
    const generated = await NAMED_FIXTURES['app-2026']!();
    const { truth } = generated;
    // The fixture must really contain each quirk, or the comparison below proves nothing.
    assert.ok((await pageCount(generated.pdf)) >= 3, 'page breaks with repeated headers');
    assert.ok(truth.quirks.gluedAmount! > 0, 'amount glued to the name');
    assert.ok(truth.quirks.multiLineReference! > 0, 'multi-line references');
    assert.ok(
      truth.transactions.some((t) => /\p{L}-\p{L}/u.test(t.accountName)),
      'hyphenated names',
    );
    assert.ok(
      truth.transactions.some((t) => t.accountName.includes('@MTNONLINEAIRTIMEVENDOR')),
      'long words cut mid-word',
    );
    assert.ok(
      truth.transactions.some((t) => Math.abs(Number(t.amount)) >= 1000),
      'thousands separators',
    );
    await matchesTruth(generated);
  });

  void it('warns when an app statement’s balance does not follow from the row before', async () => {
    const generated = await generateStatement({
      seed: 8,
      layout: 'app',
      count: 30,
      breakChainAt: 12,
    });
    const statement = await matchesTruth(generated);
    assert.equal(statement.reconciliation.unreconciled.length, 1);
    assert.equal(statement.reconciliation.status, 'warning');
    assert.match(statement.reconciliation.summary, /1 balance does not follow the row before/);
  });

  void it('reads the Tax column when the E-levy still applied (before 2 April 2025)', async () => {
    const generated = await NAMED_FIXTURES['app-2025-levy']!();
    assert.ok(generated.truth.transactions.some((t) => t.tax !== '0.00'));
    await matchesTruth(generated);
  });

  void it('gives the same statement in the parse process as in the calling process', async () => {
    const { pdf } = await generateStatement({ seed: 5, layout: 'app', count: 150 });
    const inProcess = await parsePdf(pdf.slice());
    assert.ok(inProcess.ok);
    assert.deepEqual(await parsed(pdf), inProcess.statement);
  });
});

void describe('classic layout (16 columns with E-LEVY)', () => {
  void it('parses every quirk back to the rows drawn, with direction from the holder’s wallet', async () => {
    const generated = await NAMED_FIXTURES['classic-2024']!();
    const { truth } = generated;
    assert.ok((await pageCount(generated.pdf)) >= 2, 'page breaks with repeated headers');
    assert.ok(
      truth.quirks.levyPostedLater! > 0 &&
        truth.quirks.groupedThousands! > 0 &&
        truth.quirks.multiLineReference! > 0,
    );
    assert.ok(
      truth.transactions.some((t) => t.amount.startsWith('-')) &&
        truth.transactions.some((t) => !t.amount.startsWith('-')),
    );
    await matchesTruth(generated);
  });

  void it('parses the real statement (CSV rendered as a PDF) back to exactly its 594 rows', async () => {
    const statement = await parsed(await renderRealCsv());
    const csv = readRealCsv();
    assert.equal(csv.length, 594);
    assert.equal(statement.layout, 'classic');
    assert.deepEqual(statement.holder, { name: 'ACCOUNT HOLDER', walletNumber: '+233240000001' });
    assert.deepEqual(statement.period, { from: '2024-02-18', to: '2024-09-06' });
    assert.deepEqual(statement.problems, []);
    assert.equal(statement.transactions.length, 594);
    const pesewas = (v: string): bigint => {
      const [whole, fraction = ''] = (v || '0').split('.');
      return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
    };
    const months = 'JanFebMarAprMayJunJulAugSepOctNovDec';
    csv.forEach((row, i) => {
      const out = row.fromAcct === '10000001';
      const [date, time, ampm] = row.date!.split(' ') as [string, string, string];
      const [d, mon, y] = date.split('-') as [string, string, string];
      const h = (Number(time.slice(0, 2)) % 12) + (ampm === 'PM' ? 12 : 0);
      const [no, name, acct] = out
        ? [row.toNo!, row.toName!, row.toAcct!]
        : [row.fromNo!, row.fromName!, row.fromAcct!];
      assert.deepEqual(
        statement.transactions[i],
        {
          transactionId: row.fId,
          dateTime: `${y}-${String(months.indexOf(mon) / 3 + 1).padStart(2, '0')}-${d}T${String(h).padStart(2, '0')}${time.slice(2)}`,
          type: row.type,
          toFrom: no === '0' ? name || acct : `+${no}`,
          accountName: name,
          amount: money(out ? -pesewas(row.amount!) : pesewas(row.amount!)),
          fees: money(pesewas(row.fees!)),
          tax: money(pesewas(row.levy!)),
          balance: money(pesewas(row.balAfter!)),
          reference: row.ref,
        },
        `CSV row ${i + 2}`,
      );
    });
    // 25 chain breaks the levy does not explain plus the DEBIT row whose balance rises (reference §1a).
    assert.equal(statement.reconciliation.unreconciled.length, 26);
    assert.ok(statement.reconciliation.unreconciled.includes('34918211317'));
  });
});

void describe('files that are not readable statements', () => {
  const failsWith = async (pdf: Uint8Array, code: string, options = {}): Promise<string> => {
    const outcome = await runParser(pdf, options);
    assert.equal(outcome.ok, false);
    if (outcome.ok) return '';
    assert.equal(outcome.failure.code, code);
    assert.ok(outcome.failure.errorMessage.length > 40);
    return outcome.failure.errorMessage;
  };

  for (const cipher of ['AES-256', 'RC4-128'] as const) {
    void it(`asks for the password of a protected PDF (${cipher}), rejects a wrong one and opens with the right one`, async () => {
      const pdf = passwordProtectedPdf(cipher);
      assert.match(await failsWith(pdf, 'PDF_PASSWORD_PROTECTED'), /password/);
      assert.match(
        await failsWith(pdf, 'PDF_PASSWORD_INCORRECT', { password: 'wrong' }),
        /password/,
      );
      const statement = await parsed(pdf, { password: PROTECTED_PASSWORD });
      assert.deepEqual(statement.transactions, PROTECTED_TRUTH.transactions);
    });

    void it(`opens an owner-password-only PDF (${cipher}) with the empty password`, async () => {
      const statement = await parsed(ownerOnlyPdf(cipher));
      assert.deepEqual(statement.holder, PROTECTED_TRUTH.holder);
      assert.deepEqual(statement.transactions, PROTECTED_TRUTH.transactions);
    });
  }

  void it('judges an owner-password-only PDF by its content once open', async () => {
    await failsWith(await ownerOnlyInvoicePdf(), 'NOT_MTN_STATEMENT');
  });

  void it('refuses a statement over the page or character caps', async () => {
    const { pdf } = await generateStatement({ seed: 7, layout: 'app', count: 80 });
    assert.match(await failsWith(pdf, 'PDF_TOO_LARGE', { maxPages: 1 }), /shorter period/);
    await failsWith(pdf, 'PDF_TOO_LARGE', { maxChars: 2_000 });
  });

  void it('explains a scan, an invoice and a broken file differently', async () => {
    const messages = new Set([
      await failsWith(await noTextPdf(), 'PDF_NO_TEXT'),
      await failsWith(await invoicePdf(), 'NOT_MTN_STATEMENT'),
      await failsWith(brokenPdf(), 'PDF_UNREADABLE'),
      await failsWith(passwordProtectedPdf(), 'PDF_PASSWORD_PROTECTED'),
    ]);
    assert.equal(messages.size, 4);
  });
});

void describe('pdf.js safety', () => {
  void it('uses a pdf.js build with no eval path (isEvalSupported is gone in pdf.js 6)', () => {
    const build = new URL('../node_modules/pdfjs-dist/legacy/build/', import.meta.url).pathname;
    for (const file of ['pdf.mjs', 'pdf.worker.mjs']) {
      const source = readFileSync(join(build, file), 'utf8');
      assert.doesNotMatch(source, /new Function\(|\beval\(/, file);
    }
  });
});

void describe('generator and CLI', () => {
  void it('draws the same bytes from the same seed', async () => {
    const [a, b] = [
      await generateStatement({ seed: 9, layout: 'classic', count: 30 }),
      await generateStatement({ seed: 9, layout: 'classic', count: 30 }),
    ];
    assert.deepEqual(Buffer.from(a.pdf), Buffer.from(b.pdf));
    assert.deepEqual(Buffer.from(await renderRealCsv()), Buffer.from(await renderRealCsv()));
  });

  void it('prints the statement as JSON, and exits non-zero with the message when it cannot', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sikalens-cli-'));
    const { pdf, truth } = await generateStatement({ seed: 6, layout: 'app', count: 12 });
    writeFileSync(join(dir, 'ok.pdf'), pdf);
    writeFileSync(join(dir, 'invoice.pdf'), await invoicePdf());
    const cli = join(import.meta.dirname, 'parse.ts');
    const printed = JSON.parse(
      execFileSync(
        process.execPath,
        ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', cli, join(dir, 'ok.pdf')],
        { encoding: 'utf8' },
      ),
    ) as Record<string, unknown>;
    assert.deepEqual(Object.keys(printed), [
      'layout',
      'holder',
      'period',
      'transactions',
      'reconciliation',
      'problems',
    ]);
    assert.deepEqual(printed.transactions, truth.transactions);
    const failed = spawnSync(
      process.execPath,
      ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', cli, join(dir, 'invoice.pdf')],
      { encoding: 'utf8' },
    );
    assert.equal(failed.status, 1);
    assert.match(
      failed.stderr,
      /^NOT_MTN_STATEMENT: This PDF does not look like an MTN MoMo statement/,
    );
    assert.equal(failed.stdout, '');
  });
});
