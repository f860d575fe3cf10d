// The API compatibility check on edited copies of the released contract: each kind of breaking
// change is reported, additive changes are not.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RELEASED, findBreakingChanges, type BreakingChange } from './check-api-compat.ts';
import { ROOT } from './run.ts';

type Schema = {
  type?: string;
  enum?: string[];
  format?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
};
type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  responses: Record<string, unknown>;
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

// The edits compare only the operations they touch (with every schema), since Optic's rules run
// once per operation and the whole contract takes seconds; the first test and the last use it all.
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
        rule: 'prevent operation removal',
        where: 'POST /api/wallets',
        message: 'cannot remove an operation. This is a breaking change.',
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
    assert.deepEqual(rules(changes), ['prevent removing response property']);
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
    assert.deepEqual(rules(changes), ['prevent changing request property to required']);
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
    assert.deepEqual(rules(changes), ['prevent new required query parameters']);
  });

  void it('reports a removed request property or query parameter (the API refuses unknown inputs)', async () => {
    const body = await changesAfter('removed-request-property', (document) => {
      property(document, 'CreateCategoryDto', 'icon');
      delete schema(document, 'CreateCategoryDto').properties?.icon;
    });
    assert.deepEqual(rules(body), ['prevent removing request property']);

    const query = await changesAfter('removed-query-parameter', (document) => {
      const list = operation(document, '/api/transactions', 'get');
      assert.ok(list.parameters?.some((parameter) => parameter.name === 'search'));
      list.parameters = list.parameters?.filter((parameter) => parameter.name !== 'search');
    });
    assert.deepEqual(rules(query), ['prevent removing query parameter']);
  });

  void it('reports an enum value removed from an input or added to an output', async () => {
    const input = await changesAfter('enum-value-removed', (document) => {
      schema(document, 'CategoryType').enum = ['income'];
    });
    assert.deepEqual(rules(input), ['request and response property enums']);
    assert.ok(input.every((change) => / request body: /.test(change.where)));

    const output = await changesAfter('enum-value-added', (document) => {
      schema(document, 'AiInsightKind').enum?.push('savings');
    });
    assert.deepEqual(rules(output), ['request and response property enums']);
    assert.match(output[0]?.where ?? '', /^GET \/api\/ai\/insights response 200/);
  });

  void it('reports changed types in responses, request bodies and parameters', async () => {
    const response = await changesAfter('changed-response-type', (document) => {
      property(document, 'CategoryDto', 'transactionCount').type = 'string';
    });
    assert.deepEqual(rules(response), ['prevent response property type changes']);
    assert.equal(response.length, 3);

    const request = await changesAfter('changed-request-type', (document) => {
      property(document, 'CreateCategoryDto', 'name').type = 'number';
    });
    assert.deepEqual(rules(request), ['prevent request property type changes']);

    const query = await changesAfter('changed-query-type', (document) => {
      const page = operation(document, '/api/transactions', 'get').parameters?.find(
        (parameter) => parameter.name === 'page',
      );
      assert.ok(page, 'GET /api/transactions has no page parameter: update this test');
      page.schema.type = 'string';
    });
    assert.deepEqual(rules(query), ['prevent query parameters type changes']);
  });

  void it('passes additive changes: a new operation, a new optional input, a new response property', async () => {
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
    assert.match(result.stderr, /cannot remove an operation/);
  });
});
