// Fails when the OpenAPI document breaks clients of the last released one: compares
// api/openapi.json with api/openapi.released.json using Optic's breaking-changes ruleset
// (removed operations, status codes or response properties, new required inputs, narrowed or
// changed types, ...) and lists every breaking change: the operation, where in it, and the rule.
//   node tools/scripts/check-api-compat.ts [released.json current.json]
//   node tools/scripts/check-api-compat.ts --release [--accept-breaking]
// --release makes the current document the released contract (see docs/api.md#api-compatibility).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkOpenAPIVersion,
  denormalize,
  parseOpenAPIWithSourcemap,
  validateOpenApiV3Document,
} from '@useoptic/openapi-io';
import { compareSpecs, type RuleResult } from '@useoptic/openapi-utilities';
import {
  OperationRule,
  RequestRule,
  RuleError,
  RuleRunner,
  Ruleset,
} from '@useoptic/rulesets-base';
import { BreakingChangesRuleset } from '@useoptic/standard-rulesets';
import { format, resolveConfig } from 'prettier';
import { ROOT } from './run.ts';

export const CURRENT = 'api/openapi.json';
export const RELEASED = 'api/openapi.released.json';

export type BreakingChange = {
  /** The Optic rule that failed, e.g. "prevent operation removal". */
  rule: string;
  /** Where, e.g. "GET /api/categories response 200 response body: application/json property items/monthTotal". */
  where: string;
  /** What is wrong, e.g. "cannot remove response property 'monthTotal'. This is a breaking change." */
  message: string;
};

type InputSpec = Parameters<typeof compareSpecs>[0];

// Optic's breaking-changes ruleset assumes a server ignores inputs it does not know. Ours refuses
// them (ValidationPipe `forbidNonWhitelisted`, api/src/common/errors/validation.ts), so removing a
// request property or a query parameter turns a working request into a 400 too.
const strictInputs = new Ruleset({
  name: 'SikaLens strict inputs',
  rules: [
    new RequestRule({
      name: 'prevent removing request property',
      rule: (request) => {
        request.property.removed((property) => {
          throw new RuleError({
            message: `cannot remove request property '${property.value.key}': the API rejects unknown properties, so clients still sending it get 400. This is a breaking change.`,
          });
        });
      },
    }),
    new OperationRule({
      name: 'prevent removing query parameter',
      matches: (_operation, context) => context.operation.change !== 'removed',
      rule: (operation) => {
        operation.queryParameter.removed((parameter) => {
          throw new RuleError({
            message: `cannot remove query parameter '${parameter.value.name}': the API rejects unknown parameters, so clients still sending it get 400. This is a breaking change.`,
          });
        });
      },
    }),
  ],
});

async function load(file: string, strict: boolean): Promise<InputSpec> {
  const parsed = await parseOpenAPIWithSourcemap(path.resolve(ROOT, file));
  const version = checkOpenAPIVersion(parsed.jsonLike);
  if (version === '2.x.x') {
    throw new Error(`${file}: Swagger 2 is not supported, expected OpenAPI 3`);
  }
  validateOpenApiV3Document(parsed.jsonLike, parsed.sourcemap, { strictOpenAPI: strict });
  // As `optic diff` does: path-level parameters are copied into each operation, so moving a
  // parameter between the two levels is not reported as a change.
  const flat = denormalize(parsed, version);
  return {
    jsonLike: flat.jsonLike as InputSpec['jsonLike'],
    sourcemap: flat.sourcemap as unknown as InputSpec['sourcemap'],
    isEmptySpec: false,
  };
}

/** Every change from `released` to `current` that breaks a client written against `released`. */
export async function findBreakingChanges(
  released: string = RELEASED,
  current: string = CURRENT,
): Promise<BreakingChange[]> {
  // Built without Optic config, so `skip_when_major_version_changes` is off: bumping info.version
  // never silences the check.
  const runner = new RuleRunner([new BreakingChangesRuleset(), strictInputs]);
  const { results } = await compareSpecs(
    await load(released, false),
    await load(current, true),
    runner,
    {},
  );
  const changes = results
    .filter((result: RuleResult) => !result.passed && !result.exempted)
    .map((result) => ({
      rule: result.name,
      where: result.where,
      message: result.error ?? 'breaking change',
    }));
  // A removed operation also fails every rule about its parameters, body and responses: keep the
  // one line that says it was removed.
  const removed = changes
    .filter((change) => change.rule === 'prevent operation removal')
    .map((change) => `${change.where} `);
  return changes.filter(
    (change) => !removed.some((operation) => change.where.startsWith(operation)),
  );
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
