// Issue 27: how much the API's memory grows while one user sends many large statements at once.
// Starts the built API (api/dist) on its embedded defaults with statement workers off (uploads
// stay pending, as when the workers are busy), signs one user in, sends N parallel uploads of a
// 10 MB "PDF" each, and samples the API process's resident memory (/proc/<pid>/status VmRSS) every
// 5 ms. Prints the answers and the growth over the idle baseline.
//   npm run bench:uploads            24 parallel uploads (the issue's case)
//   npm run bench:uploads -- 48      another count
import { readFileSync } from 'node:fs';
import { signInThroughOutbox, startBuiltApi, waitForApi } from './dev-api.ts';

const PARALLEL = Number(process.argv[2] ?? 24);
const PORT = 3350;
const BASE = `http://127.0.0.1:${PORT}`;
const TEN_MB = 10 * 1024 * 1024 - 64 * 1024;
const BUDGET_MB = 150;

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

const api = startBuiltApi({
  port: PORT,
  pgPort: 5451,
  purpose: 'the upload benchmark',
  env: { STATEMENT_WORKERS: 'off' },
});
await waitForApi(BASE);
const pid = api.child.pid!;
const token = await signInThroughOutbox(BASE, {
  phone: '0241234567',
  email: 'kofi.bench@example.com',
  firstName: 'Kofi',
  lastName: 'Boateng',
});
const auth = { Authorization: `Bearer ${token}` };
const wallet = await fetch(`${BASE}/api/wallets`, {
  method: 'POST',
  headers: { ...auth, 'Content-Type': 'application/json' },
  body: JSON.stringify({ label: 'Main', provider: 'MTN', momoNumber: '0241234567' }),
});
const { id: walletId } = (await wallet.json()) as { id: string };

// Settle, then take the idle baseline as the median of a second of samples.
await new Promise((resolve) => setTimeout(resolve, 2000));
const idle: number[] = [];
for (let i = 0; i < 20; i += 1) {
  idle.push(rssMb(pid));
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const baseline = idle.sort((a, b) => a - b)[10]!;

let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb(pid));
}, 5);
const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(TEN_MB, 0x20)]);
const started = performance.now();
const answers = await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    const form = new FormData();
    form.set('walletId', walletId);
    form.set('pdf', new Blob([file], { type: 'application/pdf' }), 'statement.pdf');
    try {
      const res = await fetch(`${BASE}/api/upload-pdf`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      await res.arrayBuffer();
      return String(res.status);
    } catch (error) {
      // The server answered and closed before the whole body was sent.
      return error instanceof Error ? `closed (${error.message})` : 'closed';
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await new Promise((resolve) => setTimeout(resolve, 500));
clearInterval(sampler);
api.stop();

const counts = new Map<string, number>();
for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
const growth = peak - baseline;
process.stdout.write(
  `${PARALLEL} parallel uploads of ${(file.length / 1024 / 1024).toFixed(1)} MB from one user, ${seconds.toFixed(1)} s\n`,
);
process.stdout.write(
  `answers: ${[...counts].map(([status, n]) => `${n} × ${status}`).join(', ')}\n`,
);
process.stdout.write(
  `API resident memory: idle ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${growth.toFixed(0)} MB (budget ${BUDGET_MB} MB): ${growth <= BUDGET_MB ? 'within' : 'OVER'}\n`,
);
process.exit(0);
