import { client } from '../generated/client.gen';
import { reportsApi } from './reports-api';

const WALLET_ID = '11111111-1111-4111-8111-111111111111';

type SentOptions = { url: string; query: Record<string, unknown>; parseAs: string };

afterEach(() => jest.restoreAllMocks());

function answer(disposition: string | null) {
  const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  const headers = new Headers(disposition ? { 'Content-Disposition': disposition } : {});
  return { blob, reply: { data: blob, response: { headers } } };
}

describe('reportsApi.download', () => {
  it('asks for the format, period and wallet, as a blob named by the server', async () => {
    const { blob, reply } = answer('attachment; filename="sikalens-report-all-time.pdf"');
    const get = jest.spyOn(client, 'get').mockResolvedValue(reply);

    await expect(
      reportsApi.download({ format: 'pdf', period: 'all', walletId: WALLET_ID }),
    ).resolves.toEqual({ blob, fileName: 'sikalens-report-all-time.pdf' });

    const sent = get.mock.calls[0]?.[0] as unknown as SentOptions;
    expect(sent.url).toBe('/api/reports/pdf');
    expect(sent.query).toEqual({ period: 'all', walletId: WALLET_ID });
    expect(sent.parseAs).toBe('blob');
  });

  it('leaves out an empty wallet, and names the file itself when the server did not', async () => {
    const get = jest.spyOn(client, 'get').mockResolvedValue(answer(null).reply);

    const file = await reportsApi.download({ format: 'xlsx', period: 'this-year', walletId: '' });

    const sent = get.mock.calls[0]?.[0] as unknown as SentOptions;
    expect(sent.url).toBe('/api/reports/xlsx');
    expect(sent.query).toEqual({ period: 'this-year' });
    expect(file.fileName).toBe('sikalens-report.xlsx');
  });
});
