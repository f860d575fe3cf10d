import type { InsightsSummary, StatementUpload } from '@sikalens/api-client';
import { latestImportId, latestMonthNote } from './latest-month-note';

const upload = (id: string, status: StatementUpload['status']) =>
  ({ id, status }) as StatementUpload;
const summary = (overrides: Partial<InsightsSummary> = {}) =>
  ({
    period: { key: 'latest', label: 'September 2024', from: '2024-09-01', to: '2024-10-01' },
    transactionCount: 40,
    ...overrides,
  }) as InsightsSummary;
const shown = {
  chosen: 'latest',
  summary: summary(),
  latestImport: 'u-2',
  dismissed: null,
} as const;

describe('latestImportId', () => {
  it('is the newest completed upload (the list is newest first)', () => {
    expect(
      latestImportId([
        upload('u-3', 'processing'),
        upload('u-2', 'completed'),
        upload('u-1', 'completed'),
      ]),
    ).toBe('u-2');
    expect(latestImportId([upload('u-1', 'failed')])).toBeNull();
    expect(latestImportId(undefined)).toBeNull();
  });
});

describe('latestMonthNote', () => {
  it('names the month on the default period until that import’s note is dismissed', () => {
    expect(latestMonthNote(shown)).toBe('September 2024');
    expect(latestMonthNote({ ...shown, dismissed: 'u-1' })).toBe('September 2024');
    expect(latestMonthNote({ ...shown, dismissed: 'u-2' })).toBeNull();
  });

  it('says nothing on another period, before the figures, without an import or transactions', () => {
    expect(latestMonthNote({ ...shown, chosen: 'all' })).toBeNull();
    expect(latestMonthNote({ ...shown, summary: undefined })).toBeNull();
    expect(latestMonthNote({ ...shown, latestImport: null })).toBeNull();
    expect(latestMonthNote({ ...shown, summary: summary({ transactionCount: 0 }) })).toBeNull();
  });

  it('says nothing in the server’s render, which cannot know what was dismissed', () => {
    expect(latestMonthNote({ ...shown, dismissed: undefined })).toBeNull();
  });
});
