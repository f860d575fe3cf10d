// The API's floors (issue 28, docs/api.md#module-floors, ADR 0027): reads every relative import in
// api/src and fails on a cycle between modules, an import from common/ into a module, an import
// past another module's public face (its index.ts), and an import of a module on a higher floor.
// Today's known violations are listed, each with a reason, in api-floors.allowed.json; an entry
// that no longer occurs fails too, so the list can only shrink. Run by the api's lint target.
//   node tools/lint/api-floors.ts [--src api/src] [--allowed tools/lint/api-floors.allowed.json] [--graph]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SRC = 'api/src';
export const ALLOWED = 'tools/lint/api-floors.allowed.json';

// Lowest first: a unit may import its own floor and those below, never one above. Floor 0 is the
// ground, api/src/common and api/src/migrations, which are no module; every other name is a folder
// of api/src/modules. Files directly in api/src (main.ts, app.module.ts, ...) are the composition
// root, above every floor. Why each module sits where it does: docs/api.md#module-floors.
export const FLOORS: readonly (readonly string[])[] = [
  ['common', 'migrations'],
  ['users', 'wallets', 'categories'],
  ['auth', 'categorisation', 'transactions'],
  ['statements', 'billing'],
  ['insights'],
  ['alerts', 'reports', 'assistant', 'account-data', 'notifications', 'dev', 'health'],
];

const ROOT_UNIT = 'root';

export type Rule = 'common-imports-module' | 'up-a-floor' | 'past-index';

// One file importing another of a different unit, paths relative to api/src.
export type Violation = { from: string; to: string; breaks: Rule[] };
export type Allowed = {
  // Module edges ("statements -> transactions") that lie on a cycle between modules.
  cycles: { edge: string; reason: string }[];
  imports: (Violation & { reason: string })[];
};

export type FloorReport = {
  files: number;
  modules: number;
  // Module-to-module edges with the number of file imports behind each.
  moduleEdges: Map<string, number>;
  // Each module edge on a cycle, with the shortest cycle through it.
  cycleEdges: Map<string, string[]>;
  knots: string[][];
  violations: Violation[];
  allowed: Allowed;
  problems: string[];
};

const edgeName = (from: string, to: string) => `${from} -> ${to}`;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir).sort()) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) sourceFiles(file, out);
    else if (entry.endsWith('.ts')) out.push(file);
  }
  return out;
}

// The unit of a file: its module's name, 'common', 'migrations', the root, or null outside src.
function unitOf(relative: string): string | null {
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts.length === 1) return ROOT_UNIT;
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  return parts[0]!;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    path.join(base, 'index.ts'),
    base.replace(/\.js$/, '.ts'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

// The strongly connected components of more than one node (Tarjan): the knots of cycles.
export function findKnots(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const knots: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const knot = stack.splice(stack.indexOf(node));
      if (knot.length > 1) knots.push(knot.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return knots.sort((a, b) => a.join().localeCompare(b.join()));
}

// The shortest cycle through the edge from -> to: to's shortest path back to from.
function shortestCycle(graph: Map<string, Set<string>>, from: string, to: string): string[] {
  const previous = new Map<string, string>([[to, to]]);
  const queue = [to];
  while (queue.length > 0 && !previous.has(from)) {
    const node = queue.shift()!;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const back = [from];
  while (back[0] !== to) back.unshift(previous.get(back[0]!)!);
  return [from, ...back];
}

function describe(rule: Rule): string {
  switch (rule) {
    case 'common-imports-module':
      return 'common/ imports a module';
    case 'up-a-floor':
      return 'imports a module on a higher floor';
    case 'past-index':
      return "reaches past the module's index.ts";
  }
}

export function checkFloors(
  src: string,
  allowed: Allowed,
  floors: readonly (readonly string[])[] = FLOORS,
): FloorReport {
  const floorOf = new Map(floors.flatMap((names, floor) => names.map((name) => [name, floor])));
  const ground = new Set(floors[0]);
  const isModule = (unit: string) => unit !== ROOT_UNIT && !ground.has(unit);
  const problems: string[] = [];
  const files = sourceFiles(src);
  const modules = new Set<string>();
  const unplaced = new Set<string>();
  const graph = new Map<string, Set<string>>();
  const moduleEdges = new Map<string, number>();
  const violations: Violation[] = [];

  for (const file of files) {
    const from = path.relative(src, file);
    const source = unitOf(from)!;
    if (isModule(source)) modules.add(source);
    if (source !== ROOT_UNIT && !floorOf.has(source) && !unplaced.has(source)) {
      unplaced.add(source);
      const folder = from.startsWith(`modules${path.sep}`) ? `modules/${source}` : source;
      problems.push(
        `${folder} is on no floor: add '${source}' to FLOORS in tools/lint/api-floors.ts`,
      );
    }
    const specifiers = ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'));
    for (const specifier of new Set(specifiers)) {
      const resolved = resolveImport(file, specifier);
      if (!resolved) {
        problems.push(`${from}: cannot resolve '${specifier}'`);
        continue;
      }
      const to = path.relative(src, resolved);
      const target = unitOf(to);
      if (target === null || target === source) continue;
      if (isModule(source) && isModule(target)) {
        const edge = edgeName(source, target);
        moduleEdges.set(edge, (moduleEdges.get(edge) ?? 0) + 1);
        graph.set(source, (graph.get(source) ?? new Set()).add(target));
      }
      const breaks: Rule[] = [];
      if (ground.has(source)) {
        if (!ground.has(target)) breaks.push('common-imports-module');
      } else if (source !== ROOT_UNIT) {
        const above = target === ROOT_UNIT ? Infinity : (floorOf.get(target) ?? -1);
        if (above > (floorOf.get(source) ?? Infinity)) breaks.push('up-a-floor');
      }
      if (isModule(target) && to !== path.join('modules', target, 'index.ts')) {
        breaks.push('past-index');
      }
      if (breaks.length > 0) violations.push({ from, to, breaks });
    }
  }
  for (const name of floors.flat()) {
    if (isModule(name) && !modules.has(name)) {
      problems.push(`FLOORS names '${name}', which is no folder of modules/`);
    }
  }

  // Known violations pass; new ones fail, and so does an allowance that no longer occurs.
  const allowedImports = new Map(
    allowed.imports.map((entry) => [edgeName(entry.from, entry.to), entry]),
  );
  const violationsByEdge = new Map(violations.map((v) => [edgeName(v.from, v.to), v]));
  for (const [edge, violation] of violationsByEdge) {
    const allowedRules = allowedImports.get(edge)?.breaks ?? [];
    const extra = violation.breaks.filter((rule) => !allowedRules.includes(rule));
    if (extra.length > 0) problems.push(`${edge}: ${extra.map(describe).join('; ')}`);
  }
  for (const [edge, entry] of allowedImports) {
    const stillBroken = violationsByEdge.get(edge)?.breaks ?? [];
    const gone = entry.breaks.filter((rule) => !stillBroken.includes(rule));
    if (gone.length > 0) {
      problems.push(`${edge} no longer breaks ${gone.join(', ')}: take that out of ${ALLOWED}`);
    }
  }

  // A cycle is recorded by its edges: a new edge inside a knot is a new cycle even when the
  // knot's members stay the same.
  const knots = findKnots(graph);
  const knotOf = new Map(knots.flatMap((knot, i) => knot.map((name) => [name, i])));
  const cycleEdges = new Map<string, string[]>();
  for (const [from, targets] of [...graph].sort()) {
    for (const to of [...targets].sort()) {
      if (knotOf.has(from) && knotOf.get(from) === knotOf.get(to)) {
        cycleEdges.set(edgeName(from, to), shortestCycle(graph, from, to));
      }
    }
  }
  const allowedCycles = new Set(allowed.cycles.map((entry) => entry.edge));
  for (const [edge, cycle] of cycleEdges) {
    if (!allowedCycles.has(edge)) {
      problems.push(`module edge ${edge} closes a cycle: ${cycle.join(' -> ')}`);
    }
  }
  for (const edge of allowedCycles) {
    if (!cycleEdges.has(edge)) {
      problems.push(`module edge ${edge} is on no cycle any more: take it out of ${ALLOWED}`);
    }
  }

  return {
    files: files.length,
    modules: modules.size,
    moduleEdges,
    cycleEdges,
    knots,
    violations,
    allowed,
    problems,
  };
}

export function summary(report: FloorReport): string {
  const count = (rule: Rule) => report.violations.filter((v) => v.breaks.includes(rule)).length;
  const imports = [...report.moduleEdges.values()].reduce((sum, n) => sum + n, 0);
  return [
    `API floors: ${report.modules} modules, ${report.moduleEdges.size} module edges (${imports} file imports), ${report.files} files.`,
    report.knots.length === 0
      ? `  Cycles: none (${report.allowed.cycles.length} allowed).`
      : `  Cycles: ${report.knots.length} knot${report.knots.length === 1 ? '' : 's'} (${report.knots.map((knot) => knot.length).join(', ')} modules), ${report.cycleEdges.size} module edges on a cycle (${report.allowed.cycles.length} allowed).`,
    `  Violating imports: ${report.violations.length} (${report.allowed.imports.length} allowed): ${count('common-imports-module')} from common into modules, ${count('up-a-floor')} up a floor, ${count('past-index')} past an index.ts.`,
  ].join('\n');
}

function main(args: string[]): void {
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(name);
    return path.resolve(ROOT, at >= 0 && args[at + 1] ? args[at + 1]! : fallback);
  };
  const allowedFile = option('--allowed', ALLOWED);
  const allowed: Allowed = existsSync(allowedFile)
    ? (JSON.parse(readFileSync(allowedFile, 'utf8')) as Allowed)
    : { cycles: [], imports: [] };
  const report = checkFloors(option('--src', SRC), allowed);
  if (args.includes('--graph')) {
    for (const [edge, count] of [...report.moduleEdges].sort()) {
      const cycle = report.cycleEdges.get(edge);
      process.stdout.write(`${edge} (${count})${cycle ? `  cycle: ${cycle.join(' -> ')}` : ''}\n`);
    }
  }
  process.stdout.write(`${summary(report)}\n`);
  if (report.problems.length > 0) {
    process.stderr.write(
      `${report.problems.length} floor problems (docs/api.md#module-floors):\n${report.problems.map((p) => `  ${p}`).join('\n')}\n`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
