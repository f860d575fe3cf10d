export type ReplyBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^•\s+/;

// The assistant writes plain text: paragraphs separated by "\n", list lines starting "• ".
// Consecutive list lines become one list; blank lines are dropped.
export function replyBlocks(text: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (!BULLET.test(line)) {
      blocks.push({ kind: 'paragraph', text: line });
      continue;
    }
    const item = line.replace(BULLET, '');
    const last = blocks.at(-1);
    if (last?.kind === 'list') last.items.push(item);
    else blocks.push({ kind: 'list', items: [item] });
  }
  return blocks;
}
