// The API compatibility check on edited copies of the released contract: each kind of breaking
// change is reported, additive changes are not. The last two tests draw such edits at random
// (fast-check, a new seed each run, printed with a failure so it reproduces): additions never break, removals always do.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import {
  RELEASED,
  compareDocuments,
  findBreakingChanges,
  type BreakingChange,
  type Json,
} from './check-api-compat.ts';
import { ROOT } from './run.ts';

type Schema = {
  type?: string;
  enum?: string[];
  format?: string;
  maxLength?: number;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  $ref?: string;
};
type Content = { content?: Record<string, { schema?: Schema }> };
type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: Content;
  responses: Record<string, Content & { description?: string }>;
  [key: string]: unknown;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const released = JSON.parse(readFileSync(path.join(ROOT, RELEASED), 'utf8')) as Document;
const dir = mkdtempSync(path.join(tmpdir(), 'api-compat-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function schema(document: Document, name: string): Schema {
  const found = document.components.schemas[name];
  assert.ok(found, `the released contract has no schema ${name}: update this test`);
  return found;
}

function property(document: Document, name: string, key: string): Schema {
  const found = schema(document, name).properties?.[key];
  assert.ok(found, `the released contract has no ${name}.${key}: update this test`);
  return found;
}

function operation(document: Document, route: string, method: string): Operation {
  const found = document.paths[route]?.[method];
  assert.ok(found, `the released contract has no ${method} ${route}: update this test`);
  return found;
}

// The edits compare only the operations they touch (with every schema): the expected lists of
// operations stay put as the API grows, and it is faster. The first test and the CLI one use it all.
const TOUCHED = [
  '/api/ai/insights',
  '/api/categories',
  '/api/categories/{id}',
  '/api/transactions',
  '/api/wallets',
];
const before = path.join(dir, 'before.json');
writeFileSync(
  before,
  JSON.stringify({
    ...released,
    paths: Object.fromEntries(TOUCHED.map((route) => [route, released.paths[route]])),
  }),
);

async function changesAfter(name: string, edit: (document: Document) => void) {
  const document = JSON.parse(readFileSync(before, 'utf8')) as Document;
  edit(document);
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return findBreakingChanges(before, file);
}

function rules(changes: BreakingChange[]): string[] {
  return [...new Set(changes.map((change) => change.rule))].sort();
}

// For the random edits: where the released contract's object schemas are, as paths from the
// document's root, found from each operation's request body and 2xx responses through `$ref`,
// `allOf`, array items and properties.
// 60 draws of each take a couple of seconds; all ~940 removals passed when this was written.
const RUNS = 60;
type Place = (string | number)[];

function at(document: Document, place: Place): Schema {
  const found = place.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    document,
  );
  assert.ok(found && typeof found === 'object', `nothing at ${place.join('/')}`);
  return found;
}

function objectsUnder(place: Place, seen: Set<string>, out: Place[]): Place[] {
  const node = at(released, place);
  if (node.$ref) {
    if (seen.has(node.$ref)) return out;
    seen.add(node.$ref);
    return objectsUnder(node.$ref.slice(2).split('/'), seen, out);
  }
  node.allOf?.forEach((_item, i) => objectsUnder([...place, 'allOf', i], seen, out));
  if (node.items) objectsUnder([...place, 'items'], seen, out);
  if (node.properties) {
    out.push(place);
    for (const key of Object.keys(node.properties)) {
      objectsUnder([...place, 'properties', key], seen, out);
    }
  }
  return out;
}

function jsonSchema(content: Content | undefined, place: Place): Place[] {
  return content?.content?.['application/json']?.schema
    ? objectsUnder([...place, 'content', 'application/json', 'schema'], new Set(), [])
    : [];
}

type Found = { route: string; method: string; request?: Place; response?: Place };
const objectSchemas: Found[] = [];
type Removal = { label: string; route: string; edit: (document: Document) => void };
const removals: Removal[] = [];
for (const [route, item] of Object.entries(released.paths)) {
  for (const [method, op] of Object.entries(item)) {
    const base: Place = ['paths', route, method];
    const requests = jsonSchema(op.requestBody, [...base, 'requestBody']);
    const responses = Object.keys(op.responses)
      .filter((status) => status.startsWith('2'))
      .flatMap((status) => jsonSchema(op.responses[status], [...base, 'responses', status]));
    const count = Math.max(requests.length, responses.length, 1);
    for (let i = 0; i < count; i += 1) {
      objectSchemas.push({ route, method, request: requests[i], response: responses[i] });
    }
    const label = `${method.toUpperCase()} ${route}`;
    removals.push({ label, route, edit: (document) => delete document.paths[route]?.[method] });
    for (const status of Object.keys(op.responses)) {
      removals.push({
        label: `${label} response ${status}`,
        route,
        edit: (document) => delete operation(document, route, method).responses[status],
      });
    }
    for (const { name } of (op.parameters ?? []).filter((parameter) => parameter.in === 'query')) {
      removals.push({
        label: `${label} query parameter ${name}`,
        route,
        edit: (document) => {
          const edited = operation(document, route, method);
          edited.parameters = edited.parameters?.filter((parameter) => parameter.name !== name);
        },
      });
    }
    for (const place of [...requests, ...responses]) {
      for (const key of Object.keys(at(released, place).properties ?? {})) {
        removals.push({
          label: `${label} property ${key} of ${place.join('/')}`,
          route,
          edit: (document) => {
            const object = at(document, place);
            delete object.properties?.[key];
            object.required = object.required?.filter((name) => name !== key);
          },
        });
      }
    }
  }
}

/** The released contract with only `route`'s operations (a quicker comparison), and a copy to edit. */
function onlyRoute(route: string): [Json, Document] {
  const document = structuredClone({
    ...released,
    paths: { [route]: released.paths[route] ?? {} },
  });
  return [structuredClone(document), document];
}

void describe('check-api-compat', () => {
  void it('passes the released contract against itself', async () => {
    assert.deepEqual(await findBreakingChanges(RELEASED, RELEASED), []);
  });

  void it('reports a removed operation', async () => {
    const changes = await changesAfter('removed-operation', (document) => {
      operation(document, '/api/wallets', 'post');
      delete document.paths['/api/wallets']?.post;
    });
    // One line for the operation, not one for each of its properties and responses.
    assert.deepEqual(changes, [
      {
        rule: 'removed operation',
        where: 'POST /api/wallets',
        message: 'the operation was removed: clients calling it get 404',
      },
    ]);
  });

  void it('reports a removed response property wherever the schema is used', async () => {
    const changes = await changesAfter('removed-response-property', (document) => {
      const category = schema(document, 'CategoryDto');
      property(document, 'CategoryDto', 'monthTotal');
      delete category.properties?.monthTotal;
      category.required = category.required?.filter((key) => key !== 'monthTotal');
    });
    // One line for each operation: the property, not also its `required` entry.
    assert.deepEqual(rules(changes), ['removed response property']);
    assert.deepEqual(changes.map((change) => change.where.split(' response ')[0]).sort(), [
      'GET /api/categories',
      'POST /api/categories',
      'PUT /api/categories/{id}',
    ]);
  });

  void it('reports a request property that becomes required', async () => {
    const changes = await changesAfter('newly-required-request-property', (document) => {
      property(document, 'CreateCategoryDto', 'icon');
      schema(document, 'CreateCategoryDto').required?.push('icon');
    });
    assert.deepEqual(rules(changes), ['request property made required']);
    assert.match(changes[0]?.where ?? '', /^POST \/api\/categories request body/);
  });

  void it('reports a new required query parameter', async () => {
    const changes = await changesAfter('new-required-query-parameter', (document) => {
      operation(document, '/api/transactions', 'get').parameters?.push({
        in: 'query',
        name: 'currency',
        required: true,
        schema: { type: 'string' },
      });
    });
    assert.deepEqual(rules(changes), ['new required parameter']);
  });

  void it('reports a removed request property or query parameter (the API refuses unknown inputs)', async () => {
    // api-smart-diff calls a removed request property harmless: our rule in check-api-compat.ts.
    const body = await changesAfter('removed-request-property', (document) => {
      property(document, 'CreateCategoryDto', 'icon');
      delete schema(document, 'CreateCategoryDto').properties?.icon;
    });
    assert.deepEqual(rules(body), ['removed request property']);

    const query = await changesAfter('removed-query-parameter', (document) => {
      const list = operation(document, '/api/transactions', 'get');
      assert.ok(list.parameters?.some((parameter) => parameter.name === 'search'));
      list.parameters = list.parameters?.filter((parameter) => parameter.name !== 'search');
    });
    assert.deepEqual(rules(query), ['removed parameter']);
  });

  void it('reports an enum value removed from an input or added to an output', async () => {
    const input = await changesAfter('enum-value-removed', (document) => {
      schema(document, 'CategoryType').enum = ['income'];
    });
    assert.deepEqual(rules(input), ['removed enum value']);
    assert.ok(input.every((change) => / request body: /.test(change.where)));

    const output = await changesAfter('enum-value-added', (document) => {
      schema(document, 'AiInsightKind').enum?.push('savings');
    });
    assert.deepEqual(rules(output), ['added enum value']);
    assert.match(output[0]?.where ?? '', /^GET \/api\/ai\/insights response 200/);
  });

  void it('reports changed types in responses, request bodies and parameters', async () => {
    // api-smart-diff calls the response and query parameter changes harmless: our rules.
    const response = await changesAfter('changed-response-type', (document) => {
      property(document, 'CategoryDto', 'transactionCount').type = 'string';
    });
    assert.deepEqual(rules(response), ['changed response property type']);
    assert.equal(response.length, 3);

    const request = await changesAfter('changed-request-type', (document) => {
      property(document, 'CreateCategoryDto', 'name').type = 'number';
    });
    assert.deepEqual(rules(request), ['changed request property type']);

    const query = await changesAfter('changed-query-type', (document) => {
      const page = operation(document, '/api/transactions', 'get').parameters?.find(
        (parameter) => parameter.name === 'page',
      );
      assert.ok(page, 'GET /api/transactions has no page parameter: update this test');
      page.schema.type = 'string';
    });
    assert.deepEqual(rules(query), ['changed parameter type']);
  });

  void it('reports a response property that can become null, not a request one', async () => {
    // api-smart-diff has `nullable` the wrong way round: our rules.
    const response = await changesAfter('nullable-response', (document) => {
      property(document, 'CategoryDto', 'name').nullable = true;
    });
    assert.deepEqual(rules(response), ['changed response nullability']);
    assert.equal(response.length, 3);

    const request = await changesAfter('nullable-request', (document) => {
      property(document, 'CreateCategoryDto', 'name').nullable = true;
    });
    assert.deepEqual(request, []);
  });

  void it('reports a changed security scheme (a bearer token becoming a cookie)', () => {
    const [before, document] = onlyRoute('/api/wallets');
    const components = document.components as Json;
    components.securitySchemes = {
      bearer: { type: 'apiKey', in: 'cookie', name: 'session' },
    };
    const changes = compareDocuments(before, document);
    assert.ok(
      changes.some((change) => change.where.includes('securitySchemes')),
      JSON.stringify(changes),
    );
  });

  void it('passes additive changes: a new operation, a new optional input, a new response property, a deprecation', async () => {
    const changes = await changesAfter('additive', (document) => {
      document.paths['/api/wallets/{id}'] = {
        get: {
          operationId: 'WalletsController_findOne',
          parameters: [
            { in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
          responses: {
            200: {
              description: 'One wallet',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/WalletDto' } },
              },
            },
          },
        },
      };
      const create = schema(document, 'CreateCategoryDto');
      create.properties = { ...create.properties, note: { type: 'string', maxLength: 200 } };
      const category = schema(document, 'CategoryDto');
      category.properties = { ...category.properties, archived: { type: 'boolean' } };
      category.required = [...(category.required ?? []), 'archived'];
      operation(document, '/api/transactions', 'get').parameters?.push({
        in: 'query',
        name: 'currency',
        required: false,
        schema: { type: 'string' },
      });
      operation(document, '/api/wallets', 'get').deprecated = true;
    });
    assert.deepEqual(changes, []);
  });

  void it('exits non-zero with a readable list from the command line', () => {
    const script = fileURLToPath(new URL('./check-api-compat.ts', import.meta.url));
    const broken = structuredClone(released);
    delete broken.paths['/api/wallets']?.post;
    const file = path.join(dir, 'cli.json');
    writeFileSync(file, JSON.stringify(broken));
    const result = spawnSync(process.execPath, [script, path.join(ROOT, RELEASED), file], {
      encoding: 'utf8',
    });
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /breaking changes? against the released API contract/);
    assert.match(result.stderr, /^ {2}POST \/api\/wallets$/m);
    assert.match(result.stderr, /the operation was removed/);
  });

  void it('never reports random additions: a response property, an operation, an optional input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...objectSchemas),
        fc.constantFrom('response property', 'operation', 'query parameter', 'request property'),
        fc.stringMatching(/^[a-z][a-zA-Z]{0,12}$/).map((name) => `added${name}`),
        fc.constantFrom('string', 'number', 'integer', 'boolean'),
        fc.boolean(),
        (found, kind, name, type, flag) => {
          const [before, document] = onlyRoute(found.route);
          const added: Schema = {
            type,
            ...(flag && kind !== 'request property' && { nullable: true }),
          };
          if (kind === 'operation') {
            document.paths[`/api/${name}`] = {
              [found.method]: {
                operationId: name,
                responses: {
                  200: { description: name, content: { 'application/json': { schema: added } } },
                },
              },
            };
          } else if (kind === 'query parameter') {
            const edited = operation(document, found.route, found.method);
            fc.pre(!edited.parameters?.some((parameter) => parameter.name === name));
            edited.parameters = [
              ...(edited.parameters ?? []),
              { in: 'query', name, required: false, schema: added },
            ];
          } else {
            // A request property is added optional; a response property may be required too.
            const target = kind === 'response property' ? found.response : found.request;
            fc.pre(target !== undefined);
            const object = at(document, target);
            fc.pre(!object.properties?.[name]);
            object.properties = { ...object.properties, [name]: added };
            if (kind === 'response property' && flag) {
              object.required = [...(object.required ?? []), name];
            }
          }
          assert.deepEqual(compareDocuments(before, document), []);
        },
      ),
      { numRuns: RUNS },
    );
  });

  void it('always reports random removals: an operation, a status, a property, a query parameter', () => {
    fc.assert(
      fc.property(fc.constantFrom(...removals), (removal) => {
        const [before, document] = onlyRoute(removal.route);
        removal.edit(document);
        const changes = compareDocuments(before, document);
        assert.ok(changes.length > 0, `not reported: ${removal.label}`);
      }),
      { numRuns: RUNS },
    );
  });
});
