// The API's floors (issue 28, docs/api.md#module-floors, ADR 0027): reads every relative import in
// api/src and fails on a cycle between modules, an import from common/ into a module, an import
// past another module's public face (its index.ts), an import of a module on a higher floor, SQL
// outside a repository, and a repository writing another module's table or reading one of a
// module above it (ADR 0028).
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
  ['alerts', 'reports', 'assistant', 'account-data', 'notifications', 'support', 'dev', 'health'],
];

const ROOT_UNIT = 'root';

// Each table's owner: the module whose repositories alone write it (ADR 0028). A repository may
// read its own tables and those of modules on lower floors (the read models: insights reads
// transactions); reading a table of a module above is an upward read. Every table the migrations
// create must be here (checked), so a new table names its owner.
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  users: 'users',
  wallets: 'wallets',
  statement_interest: 'wallets',
  categories: 'categories',
  category_rules: 'categorisation',
  auth_rate_events: 'auth',
  contact_change_undos: 'auth',
  known_devices: 'auth',
  login_events: 'auth',
  otp_challenges: 'auth',
  sessions: 'auth',
  transactions: 'transactions',
  transaction_reviews: 'transactions',
  upload_transactions: 'transactions',
  pdf_uploads: 'statements',
  statement_imports: 'statements',
  upload_events: 'statements',
  payments: 'billing',
  budget_alerts: 'alerts',
  budget_alerts_sent: 'alerts',
  notifications: 'notifications',
  notification_preferences: 'notifications',
  chat_events: 'assistant',
  chat_messages: 'assistant',
  deleted_data: 'account-data',
  support_tickets: 'support',
};

// Files of a module that may hold a database handle: its repositories (SQL), its entities
// (TypeORM's decorators) and its Nest module (TypeOrmModule.forFeature). Spec files are tests.
const DATABASE_FILE = /(\.repository|\.entity|\.module|\.spec|\.int-spec)\.ts$/;
// What running SQL looks like outside a repository: a handle's query methods, the transaction's
// manager, or an import of a database library or of the repositories' Database.
const SQL_USE = [
  /\.(?:query|stream|getRepository|createQueryBuilder)\s*[<(]/,
  /\.manager\b/,
  /\bInject(?:DataSource|Repository|EntityManager)\b/,
];
const DATABASE_IMPORT = /^(?:typeorm|@nestjs\/typeorm|kysely|pg)$|common\/database\/database$/;
// Tables a repository touches: SQL text and Kysely's builders.
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;
const SQL_READ = /\b(?:from|join)\s+"?([a-z_]+)"?/gi;
const KYSELY_WRITE = /\b(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*'([a-z_]+)/g;
// A table a user-data part (common/user-data) deletes, archives and restores: its spec's `table`.
const PART_WRITE = /\btable:\s*'([a-z_]+)'/g;
const KYSELY_READ = /\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g;

export type Rule = 'common-imports-module' | 'up-a-floor' | 'past-index';
export type DataRule = 'sql-outside-repository' | 'writes-other-module' | 'reads-up-a-floor';

// A module file breaking a data rule: SQL outside a repository (table empty), or a repository
// touching another module's table.
export type DataViolation = { file: string; rule: DataRule; table?: string };

// One file importing another of a different unit, paths relative to api/src.
export type Violation = { from: string; to: string; breaks: Rule[] };
export type Allowed = {
  // Module edges ("statements -> transactions") that lie on a cycle between modules.
  cycles: { edge: string; reason: string }[];
  imports: (Violation & { reason: string })[];
  data?: (DataViolation & { reason: string })[];
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
  dataViolations: DataViolation[];
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

const dataKey = (v: DataViolation) => `${v.file} ${v.rule}${v.table ? ` ${v.table}` : ''}`;

function describeData(v: DataViolation): string {
  switch (v.rule) {
    case 'sql-outside-repository':
      return `${v.file}: runs SQL or holds a database handle outside a repository (*.repository.ts)`;
    case 'writes-other-module':
      return `${v.file}: writes ${v.table}, which ${TABLE_OWNERS[v.table!]} owns: call that module`;
    case 'reads-up-a-floor':
      return `${v.file}: reads ${v.table}, a table of ${TABLE_OWNERS[v.table!]} on a higher floor`;
  }
}

// The data rules of one module file (ADR 0028).
function dataViolations(
  file: string,
  text: string,
  unit: string,
  floorOf: Map<string, number>,
): DataViolation[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  if (!DATABASE_FILE.test(file)) {
    const imported = ts
      .preProcessFile(text, true, true)
      .importedFiles.some((imported) => DATABASE_IMPORT.test(imported.fileName));
    return imported || SQL_USE.some((pattern) => pattern.test(code))
      ? [{ file, rule: 'sql-outside-repository' }]
      : [];
  }
  if (!file.endsWith('.repository.ts')) return [];
  const tables = (patterns: RegExp[]) =>
    new Set(
      patterns
        .flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!.toLowerCase()))
        .filter((table) => table in TABLE_OWNERS),
    );
  const out: DataViolation[] = [];
  for (const table of [...tables([SQL_WRITE, KYSELY_WRITE, PART_WRITE])].sort()) {
    if (TABLE_OWNERS[table] !== unit) out.push({ file, rule: 'writes-other-module', table });
  }
  for (const table of [...tables([SQL_READ, KYSELY_READ])].sort()) {
    const owner = TABLE_OWNERS[table]!;
    if (owner !== unit && (floorOf.get(owner) ?? 0) > (floorOf.get(unit) ?? 0)) {
      out.push({ file, rule: 'reads-up-a-floor', table });
    }
  }
  return out;
}

// Every table the migrations create, so one without an owner fails.
function migrationTables(src: string): string[] {
  const dir = path.join(src, 'migrations');
  if (!existsSync(dir)) return [];
  return [
    ...new Set(
      sourceFiles(dir).flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_]+)"?/gi),
        ].map((match) => match[1]!),
      ),
    ),
  ].sort();
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
  const dataFound: DataViolation[] = [];

  for (const file of files) {
    const from = path.relative(src, file);
    const source = unitOf(from)!;
    if (isModule(source)) modules.add(source);
    if (isModule(source)) {
      dataFound.push(...dataViolations(from, readFileSync(file, 'utf8'), source, floorOf));
    }
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

  for (const table of migrationTables(src)) {
    if (!(table in TABLE_OWNERS)) {
      problems.push(
        `table ${table} has no owner: add it to TABLE_OWNERS in tools/lint/api-floors.ts`,
      );
    }
  }
  const allowedData = new Map((allowed.data ?? []).map((entry) => [dataKey(entry), entry]));
  const foundData = new Set(dataFound.map(dataKey));
  for (const violation of dataFound) {
    if (!allowedData.has(dataKey(violation))) problems.push(describeData(violation));
  }
  for (const key of allowedData.keys()) {
    if (!foundData.has(key)) problems.push(`${key} no longer occurs: take it out of ${ALLOWED}`);
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
    dataViolations: dataFound,
    allowed,
    problems,
  };
}

export function summary(report: FloorReport): string {
  const count = (rule: Rule) => report.violations.filter((v) => v.breaks.includes(rule)).length;
  const dataCount = (rule: DataRule) => report.dataViolations.filter((v) => v.rule === rule).length;
  const imports = [...report.moduleEdges.values()].reduce((sum, n) => sum + n, 0);
  return [
    `API floors: ${report.modules} modules, ${report.moduleEdges.size} module edges (${imports} file imports), ${report.files} files.`,
    report.knots.length === 0
      ? `  Cycles: none (${report.allowed.cycles.length} allowed).`
      : `  Cycles: ${report.knots.length} knot${report.knots.length === 1 ? '' : 's'} (${report.knots.map((knot) => knot.length).join(', ')} modules), ${report.cycleEdges.size} module edges on a cycle (${report.allowed.cycles.length} allowed).`,
    `  Violating imports: ${report.violations.length} (${report.allowed.imports.length} allowed): ${count('common-imports-module')} from common into modules, ${count('up-a-floor')} up a floor, ${count('past-index')} past an index.ts.`,
    `  Data: ${dataCount('sql-outside-repository')} files with SQL outside a repository, ${dataCount('writes-other-module')} writes of another module's table, ${dataCount('reads-up-a-floor')} reads up a floor (${report.allowed.data?.length ?? 0} allowed).`,
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
    : { cycles: [], imports: [], data: [] };
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
