import { replyBlocks } from './reply-blocks';

describe('replyBlocks', () => {
  it('reads paragraphs and groups consecutive bullet lines into one list', () => {
    const reply = [
      'In April 2026 you spent ₵3,120.00 and received ₵2,500.00.',
      '• Fees: ₵31.20',
      '• E-Levy: ₵0.00',
      'Your spending is 12% less than the period before (₵3,545.00).',
      '• One more',
    ].join('\n');
    expect(replyBlocks(reply)).toEqual([
      { kind: 'paragraph', text: 'In April 2026 you spent ₵3,120.00 and received ₵2,500.00.' },
      { kind: 'list', items: ['Fees: ₵31.20', 'E-Levy: ₵0.00'] },
      {
        kind: 'paragraph',
        text: 'Your spending is 12% less than the period before (₵3,545.00).',
      },
      { kind: 'list', items: ['One more'] },
    ]);
  });

  it('drops blank lines and keeps a bullet character inside a sentence as text', () => {
    expect(replyBlocks('First\n\n  \nA • in the middle\n')).toEqual([
      { kind: 'paragraph', text: 'First' },
      { kind: 'paragraph', text: 'A • in the middle' },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(replyBlocks('<b>bold</b>')).toEqual([{ kind: 'paragraph', text: '<b>bold</b>' }]);
  });
});
