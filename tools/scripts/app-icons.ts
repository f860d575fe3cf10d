// Draws the app icons from shell/public/icon.svg with Chromium and writes the PNGs the web manifest
// names and favicon.ico (a 32 px PNG inside an ICO), into shell/public/. Run after changing the
// SVG: node tools/scripts/app-icons.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = path.resolve(import.meta.dirname, '../../shell/public');
const svg = readFileSync(path.join(PUBLIC, 'icon.svg'), 'utf8');
// Maskable: the mark inside the 80% safe zone, on the brand colour edge to edge.
const maskable = svg
  .replace('rx="14"', 'rx="0"')
  .replace(/<text([^>]*)font-size="38"/, '<text$1font-size="30"');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
async function png(source: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  const shot = await page.screenshot({ omitBackground: true });
  await page.close();
  return shot;
}
writeFileSync(path.join(PUBLIC, 'icon-192.png'), await png(svg, 192));
writeFileSync(path.join(PUBLIC, 'icon-512.png'), await png(svg, 512));
writeFileSync(path.join(PUBLIC, 'icon-maskable-512.png'), await png(maskable, 512));
writeFileSync(path.join(PUBLIC, 'apple-touch-icon.png'), await png(maskable, 180));
const small = await png(svg, 32);
await browser.close();

// ICO: a 6-byte header, one 16-byte directory entry, then the PNG itself.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(small.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(path.join(PUBLIC, 'favicon.ico'), Buffer.concat([header, small]));
process.stdout.write(`app-icons: wrote 4 PNGs and favicon.ico to ${PUBLIC}\n`);
