// Development only: lets plain Node require the parser's .ts sources, compiled to CommonJS by
// @swc/core as Jest does, so the parse process and the tools run the code the API compiles.
// Kept as source text so the parse process's bootstrap can inline it; compiled dist never uses it.
export const TS_HOOK_SOURCE = `(function installTsHook(load) {
  const swc = load('@swc/core');
  const { readFileSync } = load('node:fs');
  load('node:module')._extensions['.ts'] = function (module, filename) {
    const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
      filename,
      jsc: { target: 'es2023', parser: { syntax: 'typescript' } },
      // import() stays real so ESM-only pdfjs-dist loads as it does from tsc output.
      module: { type: 'commonjs', ignoreDynamic: true },
      sourceMaps: 'inline',
    });
    module._compile(code, filename);
  };
})`;

/** Installs the hook in this process, resolving @swc/core with the given require. */
export function installTsHook(load: (id: string) => unknown): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own constant, not input
  const install = new Function(`return ${TS_HOOK_SOURCE}`) as () => (l: typeof load) => void;
  install()(load);
}
