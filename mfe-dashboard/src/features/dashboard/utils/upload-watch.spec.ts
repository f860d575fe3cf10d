import type { StatementUpload } from '@sikalens/api-client';
import { compareUploads, isCategorising } from './upload-watch';

const upload = (
  id: string,
  status: StatementUpload['status'],
  aiCategorizationStatus: StatementUpload['aiCategorizationStatus'] = 'pending',
) => ({ id, status, aiCategorizationStatus }) as StatementUpload;

describe('upload watch', () => {
  it('only records on the first poll', () => {
    expect(compareUploads(null, [upload('a', 'completed', 'completed')]).completed).toBe(false);
  });

  it('sees an upload finish, once', () => {
    const first = compareUploads(null, [upload('a', 'processing')]);
    const categorising = compareUploads(first.states, [upload('a', 'completed', 'categorizing')]);
    expect(categorising.completed).toBe(false);
    const done = compareUploads(categorising.states, [upload('a', 'completed', 'completed')]);
    expect(done.completed).toBe(true);
    expect(compareUploads(done.states, [upload('a', 'completed', 'completed')]).completed).toBe(
      false,
    );
  });

  it('sees one that finished between two polls, and not a failure', () => {
    const first = compareUploads(null, []);
    expect(compareUploads(first.states, [upload('b', 'completed', 'completed')]).completed).toBe(
      true,
    );
    expect(compareUploads(first.states, [upload('c', 'failed')]).completed).toBe(false);
  });

  it('says when any upload is being categorised', () => {
    expect(isCategorising([upload('a', 'completed', 'completed')])).toBe(false);
    expect(
      isCategorising([upload('a', 'completed'), upload('b', 'completed', 'categorizing')]),
    ).toBe(true);
  });
});
