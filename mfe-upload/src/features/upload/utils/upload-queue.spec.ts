import type { StatementUploadStatus } from '@sikalens/api-client';
import {
  accepted,
  isSettled,
  itemLabel,
  MAX_POLLS,
  pendingItem,
  pollOutcome,
  progressWhilePolling,
  sending,
  stalled,
  uploadFailed,
} from './upload-queue';

const status = (overrides: Partial<StatementUploadStatus>): StatementUploadStatus => ({
  id: 'u-1',
  status: 'processing',
  aiCategorizationStatus: 'pending',
  transactionsCount: 0,
  newTransactionsCount: 0,
  errorMessage: null,
  ...overrides,
});

describe('upload queue steps (spec section 4)', () => {
  it('goes 0 pending, 25 processing while sending, 50 when the upload call returns', () => {
    const item = pendingItem('k', 'statement.pdf');
    expect(item).toMatchObject({ status: 'pending', progress: 0 });
    expect(itemLabel(item)).toBe('Uploading file...');
    const sent = sending(item);
    expect(sent).toMatchObject({ status: 'processing', progress: 25 });
    expect(itemLabel(sent)).toBe('Extracting transactions...');
    expect(accepted(sent, 'u-1')).toMatchObject({ progress: 50, uploadId: 'u-1' });
  });

  it('moves to min(75 + 2 x polls, 95) while polling', () => {
    expect([1, 2, 5, 10, 11, 29].map(progressWhilePolling)).toEqual([77, 79, 85, 95, 95, 95]);
    expect(pollOutcome(status({ status: 'pending' }), 3)).toEqual({
      status: 'processing',
      progress: 81,
    });
  });

  it('ends at 100 on completed with the count, and on failed with the server message', () => {
    const done = pollOutcome(status({ status: 'completed', transactionsCount: 594 }), 4);
    expect(done).toMatchObject({ status: 'completed', progress: 100, transactionsCount: 594 });
    expect(itemLabel({ ...pendingItem('k', 'a.pdf'), ...done })).toBe(
      '✓ 594 transactions processed',
    );

    const failed = pollOutcome(
      status({ status: 'failed', errorMessage: 'This PDF has no readable text.' }),
      2,
    );
    expect(failed).toMatchObject({ status: 'failed', progress: 100 });
    expect(itemLabel({ ...pendingItem('k', 'a.pdf'), ...failed })).toBe(
      'This PDF has no readable text.',
    );
    expect(pollOutcome(status({ status: 'failed' }), 2).error).toBe('Failed to process PDF.');
  });

  it('times out on the 30th poll without an end state, not before', () => {
    expect(MAX_POLLS).toBe(30);
    expect(pollOutcome(status({}), 29).status).toBe('processing');
    expect(pollOutcome(status({}), 30)).toEqual({
      status: 'failed',
      progress: 100,
      error: 'Processing timeout',
    });
    // An end state on the last poll still counts.
    expect(pollOutcome(status({ status: 'completed' }), 30).status).toBe('completed');
  });

  it('marks a refused upload failed with the message', () => {
    const item = uploadFailed(sending(pendingItem('k', 'a.pdf')), 'a.pdf is not a PDF file.');
    expect(item).toMatchObject({ status: 'failed', progress: 100 });
    expect(itemLabel(item)).toBe('a.pdf is not a PDF file.');
  });

  it('is settled once every item is finished or can no longer be followed', () => {
    const done = uploadFailed(pendingItem('a', 'a.pdf'), 'no');
    const working = accepted(sending(pendingItem('b', 'b.pdf')), 'u-2');
    expect(isSettled([])).toBe(false);
    expect(isSettled([done, working])).toBe(false);
    expect(isSettled([done, stalled(working)])).toBe(true);
  });
});
