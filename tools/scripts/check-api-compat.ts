// Fails when the OpenAPI document breaks clients of the last released one: compares
// api/openapi.json with api/openapi.released.json using api-smart-diff's OpenAPI rules, corrected
// by a few of our own (removed operations, status codes or response properties, new required
// inputs, narrowed or changed types, ...) and lists every breaking change: the operation, where in
// it, and what is wrong. It replaced Optic, whose repository was archived in January 2026 and so no
// longer gets fixes (docs/adr/0021-api-compat-detector.md).
//   node tools/scripts/check-api-compat.ts [released.json current.json]
//   node tools/scripts/check-api-compat.ts --release [--accept-breaking]
// --release makes the current document the released contract (see docs/api.md#api-compatibility).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiCompare,
  breaking,
  getMaxOpenApiVersion,
  isResponseSchema,
  nonBreaking,
  openapi3Rules,
  transformComapreRules,
  unclassified,
  type ClassifyRule,
  type ComapreContext,
  type CompareRules,
  type CompareRulesFunc,
  type Diff,
} from 'api-smart-diff';
import { format, resolveConfig } from 'prettier';
import { ROOT } from './run.ts';

export const CURRENT = 'api/openapi.json';
export const RELEASED = 'api/openapi.released.json';

export type BreakingChange = {
  /** The kind of change, e.g. "removed response property". */
  rule: string;
  /** Where, e.g. "GET /api/categories response 200 body: application/json property [].monthTotal". */
  where: string;
  /** What is wrong, e.g. "response property '[].monthTotal' was removed: clients reading it get nothing". */
  message: string;
};

/** An OpenAPI document, or any object in one. */
export type Json = Record<string, unknown>;
type Side = 'request' | 'response' | 'parameter';
type Path = Diff['path'];

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(value: unknown, ...keys: (string | number)[]): unknown {
  return keys.reduce<unknown>(
    (node, key) => (isJson(node) || Array.isArray(node) ? (node as Json)[key] : undefined),
    value,
  );
}

// --- Classification -------------------------------------------------------------------------------

// api-smart-diff classifies a change in a response by reversing the rule for requests. That is
// right for constraints (a shorter maxLength breaks senders, not readers), wrong for these:
// - a replaced `type` is breaking both ways (it calls number -> string in a response harmless);
// - `nullable: true` widens a value: harmless in a request, breaking in a response (it had both
//   the wrong way round).
const becomesNullable = ({ after }: ComapreContext) => after.value === true;
const responseNullable: ClassifyRule = [
  (ctx) => (becomesNullable(ctx) ? breaking : nonBreaking),
  nonBreaking,
  (ctx) => (becomesNullable(ctx) ? breaking : nonBreaking),
];
const requestNullable: ClassifyRule = [
  nonBreaking,
  ({ before }) => (before.value === true ? breaking : nonBreaking),
  (ctx) => (becomesNullable(ctx) ? nonBreaking : breaking),
];
// The type of an input: adding one narrows what is accepted, removing one widens it, replacing
// one is breaking. api-smart-diff lets a query parameter change between scalar types because the
// query string is text, but `?search=abc` is a 400 once `search` is a number; like Optic before
// it, we do not try to tell widening from narrowing.
const inputType: ClassifyRule = [breaking, nonBreaking, breaking];
const outputType: ClassifyRule = [nonBreaking, breaking, breaking];
// A removed property is breaking on both sides. api-smart-diff assumes a server ignores inputs it
// does not know, but ours refuses them (ValidationPipe `forbidNonWhitelisted`,
// api/src/common/errors/validation.ts): a client still sending the property gets 400. It also
// lets an optional response property go, but clients read it whenever it is there.
function removalBreaks(rule: CompareRulesFunc): CompareRulesFunc {
  return (ctx) => {
    const property = rule(ctx);
    const [add = unclassified, , replace = unclassified] = property.$ ?? [];
    return { ...property, $: [add, breaking, replace] };
  };
}

function schemaRules(side: Side) {
  return (rule: CompareRules): CompareRules => {
    const next: Json = { ...rule };
    const properties = rule['/properties'];
    if (isJson(properties) && typeof properties['/*'] === 'function') {
      next['/properties'] = { ...properties, '/*': removalBreaks(rulesFunc(properties, '/*')) };
    }
    if (isJson(rule['/type'])) {
      next['/type'] = { ...rule['/type'], $: side === 'response' ? outputType : inputType };
    }
    if (isJson(rule['/nullable'])) {
      next['/nullable'] = {
        ...rule['/nullable'],
        $: side === 'response' ? responseNullable : requestNullable,
      };
    }
    return next as CompareRules;
  };
}

// The rule objects patched below, where api-smart-diff 1.0 has them.
function ruleAt(rules: unknown, ...keys: string[]): Json {
  const found = child(rules, ...keys);
  if (!isJson(found)) {
    throw new Error(`api-smart-diff has no rule at ${keys.join('')}: update check-api-compat.ts`);
  }
  return found;
}

function rulesFunc(rule: Json, key: string): CompareRulesFunc {
  const found = rule[key];
  if (typeof found !== 'function') {
    throw new Error(`api-smart-diff has no ${key} rule function: update check-api-compat.ts`);
  }
  return found as CompareRulesFunc;
}

function compareRules(version: ReturnType<typeof getMaxOpenApiVersion>): CompareRules {
  const rules = openapi3Rules(version ? { version } : {});
  const operation = ruleAt(rules, '/paths', '/*', '/*');
  // One content rule serves request bodies and responses; its schema rule picks the side by path.
  const content = ruleAt(operation, '/requestBody', '/content', '/*');
  const bodySchema = rulesFunc(content, '/schema');
  content['/schema'] = ((ctx) =>
    transformComapreRules(
      bodySchema(ctx),
      schemaRules(isResponseSchema(ctx.path) ? 'response' : 'request'),
    )) satisfies CompareRulesFunc;
  // Path-level and operation-level parameters share this rule.
  const parameter = ruleAt(operation, '/parameters', '/*');
  const parameterSchema = rulesFunc(parameter, '/schema');
  parameter['/schema'] = ((ctx) =>
    transformComapreRules(
      parameterSchema(ctx),
      schemaRules('parameter'),
    )) satisfies CompareRulesFunc;
  return rules;
}

// --- Documents ------------------------------------------------------------------------------------

function load(file: string): Json {
  const document: unknown = JSON.parse(readFileSync(path.resolve(ROOT, file), 'utf8'));
  if (!isJson(document) || typeof document.openapi !== 'string') {
    throw new Error(`${file}: not an OpenAPI document`);
  }
  if (!document.openapi.startsWith('3.')) {
    throw new Error(`${file}: OpenAPI ${document.openapi} is not supported, expected OpenAPI 3`);
  }
  return document;
}

// Every `$ref` is replaced by a copy of what it points at, and the schemas are dropped: api-smart-
// diff compares a schema referenced from several places once and reuses that result (with a
// description written for the first place) everywhere else. Inlined, each operation is compared on
// its own, so a change to a shared schema is reported, and classified, in each operation using it.
function inline(document: Json, file: string): Json {
  let cyclic = false;
  const walk = (node: unknown, refs: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, refs));
    if (!isJson(node)) return node;
    const { $ref, ...siblings } = node;
    if (typeof $ref === 'string') {
      // A recursive schema keeps its `$ref` there (and the schemas stay): api-smart-diff follows it.
      if (refs.includes($ref)) {
        cyclic = true;
        return node;
      }
      const target = $ref.startsWith('#/')
        ? child(document, ...$ref.slice(2).split('/').map(decodeURIComponent))
        : undefined;
      if (!isJson(target)) throw new Error(`${file}: cannot resolve $ref ${$ref}`);
      return walk({ ...target, ...siblings }, [...refs, $ref]);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, refs)]));
  };
  const { components, ...rest } = document;
  const inlined = walk(rest, []) as Json;
  // The security schemes stay to be compared (a bearer token becoming a cookie breaks clients).
  const securitySchemes = child(components, 'securitySchemes');
  const kept: Json = {
    ...(cyclic ? { schemas: child(components, 'schemas') } : {}),
    ...(securitySchemes === undefined ? {} : { securitySchemes }),
  };
  return Object.keys(kept).length > 0 ? { ...inlined, components: kept } : inlined;
}

// --- Descriptions ---------------------------------------------------------------------------------

function show(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

function generic(diff: Diff, what: string): string {
  const verb = { add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' }[
    diff.action
  ];
  const values =
    diff.action === 'add'
      ? `: ${show(diff.after)}`
      : diff.action === 'remove'
        ? ''
        : `: ${show(diff.before)} -> ${show(diff.after)}`;
  return `${what} ${verb}${values}`;
}

// The property a path inside a schema names ("[].monthTotal" for items/properties/monthTotal), the
// keyword changed on it if any ("type", "enum", "required", ...), and whether the change is the
// property itself being added or removed.
function inSchema(keys: Path) {
  let property = '';
  let i = 0;
  let isProperty = false;
  while (i < keys.length) {
    const key = keys[i];
    if (key === 'properties' && i + 1 < keys.length) {
      property += `${property ? '.' : ''}${String(keys[i + 1])}`;
      i += 2;
      isProperty = true;
    } else if (key === 'items') {
      property += '[]';
      i += 1;
      isProperty = false;
    } else if ((key === 'allOf' || key === 'oneOf' || key === 'anyOf') && i + 2 < keys.length) {
      i += 2;
    } else {
      break;
    }
  }
  const keyword = i < keys.length ? String(keys[i]) : undefined;
  return { property, keyword, isProperty: isProperty && keyword === undefined };
}

function schemaChange(
  diff: Diff,
  keys: Path,
  side: Side,
  at: { where: string; subject: string },
): BreakingChange {
  const value: unknown = diff.action === 'add' ? diff.after : diff.before;
  const { property: container, keyword, isProperty } = inSchema(keys);
  // `required` lists names: the change is about the property named.
  const property =
    keyword === 'required' && typeof value === 'string'
      ? `${container}${container && !container.endsWith('[]') ? '.' : ''}${value}`
      : container;
  const where = `${at.where}${property ? ` property ${property}` : ''}`;
  const subject = !property
    ? at.subject
    : side === 'parameter'
      ? `property '${property}' of ${at.subject}`
      : `${side} property '${property}'`;
  const change = (rule: string, message: string) => ({ rule, where, message });

  if (isProperty && diff.action === 'remove') {
    return side === 'request'
      ? change(
          'removed request property',
          `${subject} was removed: the API rejects unknown properties, so clients still sending it get 400`,
        )
      : change(
          `removed ${side} property`,
          `${subject} was removed: clients reading it get nothing`,
        );
  }
  if (isProperty && diff.action === 'add' && side === 'request') {
    return change(
      `new required ${side} property`,
      `new required ${subject}: requests without it get 400`,
    );
  }
  switch (keyword) {
    case 'required':
      return diff.action === 'add'
        ? change(
            `${side} property made required`,
            `${subject} became required: requests without it get 400`,
          )
        : change(
            `${side} property made optional`,
            `${subject} became optional: clients relying on it may get nothing`,
          );
    case 'enum':
      if (diff.action === 'remove') {
        return change(
          'removed enum value',
          `${subject} no longer allows ${show(diff.before)}: clients still sending it get 400`,
        );
      }
      if (diff.action === 'add') {
        return change(
          'added enum value',
          `${subject} can now be ${show(diff.after)}, which clients do not expect`,
        );
      }
      return change('changed enum value', generic(diff, `an enum value of ${subject}`));
    case 'type':
      return change(
        `changed ${side === 'parameter' ? 'parameter' : `${side} property`} type`,
        generic(diff, `the type of ${subject}`),
      );
    case 'nullable':
      return change(
        `changed ${side} nullability`,
        side === 'response'
          ? `${subject} can now be null, which clients do not expect`
          : `${subject} no longer accepts null`,
      );
    case undefined:
      return change(`changed ${side} schema`, generic(diff, `the schema of ${subject}`));
    default:
      return change(`changed ${side} ${keyword}`, generic(diff, `${keyword} of ${subject}`));
  }
}

function parameterAt(released: Json, route: string, method: string, index: unknown): Json {
  const item = child(released, 'paths', route);
  // api-smart-diff appends the path-level parameters to each operation's own before comparing.
  const all = [child(item, method, 'parameters'), child(item, 'parameters')].flatMap((list) =>
    Array.isArray(list) ? (list as unknown[]) : [],
  );
  const found = typeof index === 'number' ? all[index] : undefined;
  return isJson(found) ? found : {};
}

/** Says what a breaking change is, where, and why it breaks clients. */
function describe(diff: Diff, released: Json): BreakingChange {
  if (diff.type === unclassified) {
    const where = `/${diff.path.join('/')}`;
    return {
      rule: 'unclassified change',
      where,
      message: `${generic(diff, where)}; the detector could not classify it: check it by hand, then --accept-breaking if clients are safe`,
    };
  }
  const [section, route, method, ...rest] = diff.path;
  if (
    section !== 'paths' ||
    typeof route !== 'string' ||
    typeof method !== 'string' ||
    !METHODS.has(method)
  ) {
    const where = `document /${diff.path.join('/')}`;
    return { rule: 'breaking change', where, message: diff.description || generic(diff, where) };
  }
  const operation = `${method.toUpperCase()} ${route}`;
  const change = (rule: string, where: string, message: string) => ({ rule, where, message });
  const [part, key, next, contentType, schema, ...keys] = rest;

  if (part === undefined) {
    return diff.action === 'remove'
      ? change(
          'removed operation',
          operation,
          'the operation was removed: clients calling it get 404',
        )
      : change('changed operation', operation, generic(diff, 'the operation'));
  }
  if (part === 'parameters') {
    const parameter =
      rest.length === 2 && diff.action === 'add' && isJson(diff.after)
        ? diff.after
        : parameterAt(released, route, method, key);
    const name = `${String(parameter.in)} parameter '${String(parameter.name)}'`;
    const where = `${operation} ${String(parameter.in)} parameter ${String(parameter.name)}`;
    if (next === undefined && diff.action === 'add') {
      return change(
        'new required parameter',
        where,
        `new required ${name}: requests without it get 400`,
      );
    }
    if (next === undefined && diff.action === 'remove') {
      const why =
        parameter.in === 'query'
          ? ': the API rejects unknown query parameters, so clients still sending it get 400'
          : '';
      return change('removed parameter', where, `${name} was removed${why}`);
    }
    if (next === 'required') {
      return change(
        'parameter made required',
        where,
        `${name} became required: requests without it get 400`,
      );
    }
    if (next === 'schema') {
      return schemaChange(diff, rest.slice(3), 'parameter', { where, subject: name });
    }
    return change(
      `changed parameter ${String(next)}`,
      where,
      generic(diff, `${String(next)} of ${name}`),
    );
  }
  if (part === 'requestBody') {
    const where = `${operation} request body${key === 'content' && next !== undefined ? `: ${String(next)}` : ''}`;
    if (key === undefined) {
      return diff.action === 'add'
        ? change('new required request body', where, 'the operation now requires a request body')
        : change('changed request body', where, generic(diff, 'the request body'));
    }
    if (key === 'required') {
      return change('request body made required', where, 'the request body became required');
    }
    if (key === 'content' && next !== undefined && contentType === undefined) {
      return change(
        'changed request content type',
        where,
        generic(diff, `request content type ${String(next)}`),
      );
    }
    if (key === 'content' && contentType === 'schema') {
      return schemaChange(diff, rest.slice(4), 'request', { where, subject: 'the request body' });
    }
    return change('changed request body', where, diff.description || generic(diff, rest.join('/')));
  }
  if (part === 'responses') {
    const response = `${operation} response ${String(key)}`;
    if (next === undefined) {
      return diff.action === 'remove'
        ? change('removed response status', response, `response ${String(key)} was removed`)
        : change('changed response status', response, generic(diff, `response ${String(key)}`));
    }
    if (next === 'content' && contentType !== undefined && schema === undefined) {
      return change(
        'changed response content type',
        `${response} body: ${String(contentType)}`,
        generic(diff, `content type ${String(contentType)}`),
      );
    }
    if (next === 'content' && schema === 'schema') {
      return schemaChange(diff, keys, 'response', {
        where: `${response} body: ${String(contentType)}`,
        subject: 'the response body',
      });
    }
    return change('changed response', response, diff.description || generic(diff, rest.join('/')));
  }
  return change(
    `changed operation ${String(part)}`,
    operation,
    diff.description || generic(diff, rest.join('/')),
  );
}

// --- Comparison -----------------------------------------------------------------------------------

function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** Every change from `released` to `current` (parsed documents) that breaks a client of `released`. */
export function compareDocuments(
  released: Json,
  current: Json,
  names: { released: string; current: string } = { released: 'released', current: 'current' },
): BreakingChange[] {
  const before = inline(released, names.released);
  const after = inline(current, names.current);
  // Nothing here reads info.version, so bumping it never silences the check.
  const { diffs } = apiCompare(before, after, {
    rules: compareRules(getMaxOpenApiVersion(before, after)),
  });
  // An unclassified change to an operation fails too: api-smart-diff leaves a change unclassified
  // when one of its rules throws (it logs and carries on) and for changes it has no rule for
  // (a replaced discriminator), and the check must not pass what nobody looked at.
  const breakingDiffs = diffs.filter(
    (diff) => diff.type === breaking || (diff.type === unclassified && diff.path[0] === 'paths'),
  );
  // A property removed together with its `required` entry (or added with one) is one change: keep
  // the line about the property.
  const kept = breakingDiffs.filter((diff) => {
    const n = diff.path.length;
    if (n < 2 || diff.path[n - 2] !== 'required') return true;
    const name: unknown = diff.action === 'add' ? diff.after : diff.before;
    const property = [...diff.path.slice(0, -2), 'properties', String(name)];
    return !breakingDiffs.some(
      (other) => other.action === diff.action && samePath(other.path, property),
    );
  });
  return kept.map((diff) => describe(diff, before));
}

/** Every change from `released` to `current` (files) that breaks a client written against `released`. */
export function findBreakingChanges(
  released: string = RELEASED,
  current: string = CURRENT,
): Promise<BreakingChange[]> {
  return new Promise((resolve) => {
    resolve(compareDocuments(load(released), load(current), { released, current }));
  });
}

export function formatBreakingChanges(changes: BreakingChange[], released: string): string {
  const lines = changes.map(
    (change) => `  ${change.where}\n    ${change.message} [${change.rule}]`,
  );
  return [
    `${changes.length} breaking change${changes.length === 1 ? '' : 's'} against the released API contract (${released}):`,
    ...lines,
    '',
    'The API evolves additively: add a new operation, an optional input or a new response property',
    'instead. A change that cannot be additive goes under a new versioned path (e.g. /api/v2/...) and',
    'the old one stays until it is retired in a release. See docs/api.md#api-compatibility.',
    '',
  ].join('\n');
}

async function release(acceptBreaking: boolean): Promise<void> {
  const changes = existsSync(path.join(ROOT, RELEASED)) ? await findBreakingChanges() : [];
  if (changes.length > 0 && !acceptBreaking) {
    process.stderr.write(formatBreakingChanges(changes, RELEASED));
    process.stderr.write(
      'Not released. Retiring an operation on purpose? Run again with --accept-breaking.\n',
    );
    process.exit(1);
  }
  // Written through Prettier so `prettier --check .` passes (the check compares meaning, not bytes).
  const text = readFileSync(path.join(ROOT, CURRENT), 'utf8');
  const target = path.join(ROOT, RELEASED);
  writeFileSync(target, await format(text, { ...(await resolveConfig(target)), filepath: target }));
  process.stdout.write(
    `${RELEASED} is now the released API contract${changes.length > 0 ? ` (${changes.length} breaking changes accepted)` : ''}. Commit it with the release.\n`,
  );
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--release')) return release(args.includes('--accept-breaking'));
  // Files named on the command line are relative to where it runs; the defaults to the repo root.
  const [released = RELEASED, current = CURRENT] = args.map((arg) =>
    path.relative(ROOT, path.resolve(arg)),
  );
  const changes = await findBreakingChanges(released, current);
  if (changes.length > 0) {
    process.stderr.write(formatBreakingChanges(changes, released));
    process.exit(1);
  }
  process.stdout.write(`${current} is compatible with the released API contract (${released}).\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
