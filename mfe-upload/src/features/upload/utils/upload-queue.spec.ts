import { ApiError, type StatementUploadStatus } from '@sikalens/api-client';
import { aReconciliation } from '../testing/render-page';
import {
  accepted,
  answered,
  canRecheck,
  followed,
  isConnectionError,
  isSettled,
  itemLabel,
  MAX_POLLS,
  needsPassword,
  NOT_POLLED_YET,
  PASSWORD_PROMPT,
  pendingItem,
  pollOutcome,
  pollsAgain,
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
  errorCode: null,
  reconciliation: null,
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

  it('never shows a plain tick for skipped rows, differing totals or an empty statement', () => {
    const item = pendingItem('k', 'a.pdf');
    const warned = pollOutcome(
      status({
        status: 'completed',
        transactionsCount: 588,
        reconciliation: aReconciliation({
          status: 'warning',
          skippedRows: 6,
          mismatches: ['moneyOut'],
        }),
      }),
      3,
    );
    expect(itemLabel({ ...item, ...warned })).toBe(
      '588 transactions processed · 6 rows skipped · totals do not match the statement',
    );
    const empty = pollOutcome(
      status({
        status: 'completed',
        transactionsCount: 0,
        reconciliation: aReconciliation({ rowsChecked: 0, summary: '0 transactions' }),
      }),
      3,
    );
    expect(itemLabel({ ...item, ...empty })).toBe('No transactions found in this statement');
    const matched = pollOutcome(
      status({ status: 'completed', transactionsCount: 594, reconciliation: aReconciliation() }),
      3,
    );
    expect(itemLabel({ ...item, ...matched })).toBe('✓ 594 transactions processed');
  });

  it('asks for the password of a protected statement, and says when it was wrong', () => {
    const item = pendingItem('k', 'a.pdf');
    const locked = {
      ...item,
      ...pollOutcome(
        status({
          status: 'failed',
          errorCode: 'PDF_PASSWORD_PROTECTED',
          errorMessage: 'This statement PDF is protected with a password.',
        }),
        2,
      ),
    };
    expect(needsPassword(locked)).toBe(true);
    expect(itemLabel(locked)).toBe(PASSWORD_PROMPT);
    expect(PASSWORD_PROMPT).toBe('This statement is password-protected. Enter its password');

    const wrong = {
      ...item,
      ...pollOutcome(
        status({
          status: 'failed',
          errorCode: 'PDF_PASSWORD_INCORRECT',
          errorMessage: 'That password did not open the statement.',
        }),
        2,
      ),
    };
    expect(needsPassword(wrong)).toBe(true);
    expect(itemLabel(wrong)).toBe('That password did not open the statement.');

    // Other failures, and a retry under way, ask for nothing.
    const other = pollOutcome(status({ status: 'failed', errorCode: 'PDF_NO_TEXT' }), 2);
    expect(needsPassword({ ...item, ...other })).toBe(false);
    expect(needsPassword(sending(locked))).toBe(false);
    expect(sending(locked)).toMatchObject({ error: null, errorCode: null, uploadId: null });
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
    // Waiting on the connection: the overlay may be closed, the upload list follows it.
    expect(isSettled([done, { ...working, connectionLost: true }])).toBe(true);
  });

  it('tells a check that got no answer from one the API refused (issue 29, item 9)', () => {
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(true);
    // The client's failed fetch: an ApiError without a status.
    expect(isConnectionError(new ApiError(0, 'Unknown error', null, '0: {}'))).toBe(true);
    // A proxy's answer for an API that is restarting or unreachable: no answer from the API.
    for (const status of [502, 503, 504]) {
      expect(isConnectionError(new ApiError(status, 'Bad gateway', null, ''))).toBe(true);
    }
    expect(isConnectionError(new ApiError(500, 'Something went wrong.', null, ''))).toBe(false);
    expect(isConnectionError(new ApiError(404, 'Upload not found.', 'UPLOAD_NOT_FOUND', ''))).toBe(
      false,
    );
  });

  it('says the connection is lost while checks go on, and that it could not check once they gave up', () => {
    const item = accepted(sending(pendingItem('k', 'a.pdf')), 'u-1');
    const second = answered(answered(NOT_POLLED_YET, status({})), status({}));
    const lost = followed(item, second, false, true);
    expect(lost).toMatchObject({ status: 'processing', progress: 79, connectionLost: true });
    expect(itemLabel(lost)).toBe('Connection lost, still checking…');
    expect(canRecheck(lost)).toBe(false);

    const gaveUp = followed(item, second, true, true);
    expect(gaveUp).toMatchObject({ stalled: true, connectionLost: false });
    expect(itemLabel(gaveUp)).toBe('Could not check on this statement.');
    expect(canRecheck(gaveUp)).toBe(true);

    // An end is an end, whatever the connection.
    const done = answered(second, status({ status: 'completed', transactionsCount: 9 }));
    expect(followed(item, done, false, true)).toMatchObject({
      status: 'completed',
      connectionLost: false,
    });
  });

  it('reads an item from its status polls, and polls again only while it is processing', () => {
    const item = accepted(sending(pendingItem('k', 'a.pdf')), 'u-1');
    // Not polled yet: as the upload call left it, and due a first poll.
    expect(followed(item, NOT_POLLED_YET, false)).toEqual(item);
    expect(pollsAgain(NOT_POLLED_YET, false)).toBe(true);

    const second = answered(answered(NOT_POLLED_YET, status({ status: 'pending' })), status({}));
    expect(second.count).toBe(2);
    expect(followed(item, second, false)).toMatchObject({ status: 'processing', progress: 79 });
    expect(pollsAgain(second, false)).toBe(true);
    // A poll that could not reach the server: the last answer stays, nothing more is asked.
    expect(followed(item, second, true)).toMatchObject({ progress: 79, stalled: true });
    expect(pollsAgain(second, true)).toBe(false);

    const done = answered(second, status({ status: 'completed', transactionsCount: 9 }));
    expect(followed(item, done, false)).toMatchObject({ status: 'completed', progress: 100 });
    expect(pollsAgain(done, false)).toBe(false);
    expect(pollsAgain(answered(second, status({ status: 'failed' })), false)).toBe(false);

    const thirtieth = { answer: status({}), count: MAX_POLLS };
    expect(followed(item, thirtieth, false)).toMatchObject({ error: 'Processing timeout' });
    expect(pollsAgain(thirtieth, false)).toBe(false);
    expect(pollsAgain({ answer: status({}), count: MAX_POLLS - 1 }, false)).toBe(true);
  });
});
