// What `npm start` says once the app listens (start.ts).

// An OSC 8 hyperlink: terminals that know it make the text clickable, others show the text alone.
const hyperlink = (url: string) => `\u001b]8;;${url}\u001b\\${url}\u001b]8;;\u001b\\`;

// 'SikaLens is ready: http://localhost:3000/', the URL a link when the output is a terminal (a file
// or a pipe gets the plain URL, nothing to strip).
export function readyLine(url: string, terminal: boolean): string {
  return `\nSikaLens is ready: ${terminal ? hyperlink(url) : url}\nPress Ctrl-C to stop.\n\n`;
}
