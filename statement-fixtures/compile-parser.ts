// Compiles the parser sources to CommonJS under node_modules/.cache (as tsc does for api/dist), so the
// benchmark measures the production path: parse-child.js loaded directly, no TypeScript hook.
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PARSER = new URL('../api/src/modules/statements/parser/', import.meta.url).pathname;
// Inside the workspace so pdfjs-dist resolves from the root node_modules, as it does for api/dist.
const OUT = new URL('../node_modules/.cache/sikalens-statement-parser/', import.meta.url).pathname;

type Swc = { transformFileSync(path: string, options: object): { code: string } };

export function compileParser(): string {
  const swc = createRequire(import.meta.url)('@swc/core') as Swc;
  const out = OUT;
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(PARSER).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'),
  )) {
    const { code } = swc.transformFileSync(join(PARSER, file), {
      jsc: { target: 'es2023', parser: { syntax: 'typescript' } },
      module: { type: 'commonjs', ignoreDynamic: true },
    });
    writeFileSync(join(out, file.replace(/\.ts$/, '.js')), code);
  }
  return out;
}
