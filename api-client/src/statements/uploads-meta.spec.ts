import { hasUnfinishedWork } from '../core/query-client';
import { UPLOADS_META } from './hooks';

const upload = (status: string, aiCategorizationStatus: string) => ({
  id: `${status}-${aiCategorizationStatus}`,
  status,
  aiCategorizationStatus,
});
const unfinished = (data: unknown) => hasUnfinishedWork({ meta: UPLOADS_META, state: { data } });

describe('the upload list says when an upload is unfinished', () => {
  it('while one is read or its rows categorised', () => {
    expect(unfinished([upload('pending', 'pending')])).toBe(true);
    expect(unfinished([upload('processing', 'pending')])).toBe(true);
    expect(unfinished([upload('completed', 'categorizing')])).toBe(true);
    expect(unfinished([upload('completed', 'completed'), upload('completed', 'pending')])).toBe(
      true,
    );
  });

  it('not once every one is done or failed, nor with nothing yet', () => {
    expect(unfinished([upload('completed', 'completed'), upload('failed', 'pending')])).toBe(false);
    expect(unfinished([upload('completed', 'failed')])).toBe(false);
    expect(unfinished([])).toBe(false);
    expect(unfinished(undefined)).toBe(false);
  });
});
