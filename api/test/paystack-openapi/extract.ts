// Rebuilds paystack-openapi.subset.json from Paystack's published OpenAPI description: the
// operations the billing module and its sandbox speak, with every component they reference.
// Run from api/ with a checkout of https://github.com/PaystackOSS/openapi (yaml is in the
// workspace's node_modules):
//   node test/paystack-openapi/extract.ts <checkout>/dist/paystack.yaml <commit> \
//     test/paystack-openapi/paystack-openapi.subset.json
// then update README.md here with the commit.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// Path → methods taken.
const VENDORED_OPERATIONS: Record<string, string[]> = {
  '/transaction/initialize': ['post'],
  '/transaction/verify/{reference}': ['get'],
  '/refund': ['post', 'get'],
  '/refund/{id}': ['get'],
  '/dispute/{id}': ['get'],
};

function main(): void {
  const [source, commit, target] = process.argv.slice(2);
  if (
    source === undefined ||
    target === undefined ||
    commit === undefined ||
    !/^[0-9a-f]{40}$/.test(commit)
  ) {
    throw new Error('usage: extract.ts <dist/paystack.yaml> <40-hex commit> <output .json>');
  }
  const spec = parse(readFileSync(source, 'utf8')) as { [key: string]: Json };
  const paths = spec.paths as { [path: string]: { [key: string]: Json } };
  const components = spec.components as { [kind: string]: { [name: string]: Json } };

  const keptPaths: { [path: string]: { [key: string]: Json } } = {};
  for (const [path, methods] of Object.entries(VENDORED_OPERATIONS)) {
    const item = paths[path];
    if (item === undefined) throw new Error(`${path} is not in the description`);
    const kept: { [key: string]: Json } = {};
    if (item.parameters !== undefined) kept.parameters = item.parameters;
    for (const method of methods) {
      if (item[method] === undefined) {
        throw new Error(`${method} ${path} is not in the description`);
      }
      kept[method] = item[method];
    }
    keptPaths[path] = kept;
  }

  // Every component reachable from the kept operations, by $ref, transitively.
  const keptComponents: { [kind: string]: { [name: string]: Json } } = {};
  const pending: Json[] = [keptPaths];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node !== null && typeof node === 'object') {
      const ref = node.$ref;
      if (typeof ref === 'string') {
        const match = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
        if (match === null) throw new Error(`unexpected $ref ${ref}`);
        const [, kind, name] = match as unknown as [string, string, string];
        const target = components[kind]?.[name];
        if (target === undefined) throw new Error(`${ref} is not in the description`);
        keptComponents[kind] ??= {};
        if (keptComponents[kind][name] === undefined) {
          keptComponents[kind][name] = target;
          pending.push(target);
        }
      }
      pending.push(...Object.values(node));
    }
  }
  const sorted = Object.fromEntries(
    Object.entries(keptComponents)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, byName]) => [
        kind,
        Object.fromEntries(Object.entries(byName).sort(([a], [b]) => a.localeCompare(b))),
      ]),
  );

  const subset = {
    openapi: spec.openapi,
    info: {
      ...(spec.info as { [key: string]: Json }),
      'x-vendored-from': {
        repository: 'https://github.com/PaystackOSS/openapi',
        file: 'dist/paystack.yaml',
        commit,
        url: `https://github.com/PaystackOSS/openapi/blob/${commit}/dist/paystack.yaml`,
        licence: 'MIT, Copyright (c) 2022 PaystackOSS (LICENSE in this folder)',
        extracted:
          'the operations in VENDORED_OPERATIONS (extract.ts) and the components they reference, unchanged',
      },
    },
    servers: spec.servers,
    paths: keptPaths,
    components: sorted,
  };
  writeFileSync(target, `${JSON.stringify(subset, null, 2)}\n`);
}

main();
