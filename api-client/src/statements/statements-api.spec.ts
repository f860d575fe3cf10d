import { client } from '../generated/client.gen';
import { statementsApi } from './statements-api';

const WALLET_ID = '11111111-1111-4111-8111-111111111111';

type SentOptions = {
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
  bodySerializer: (body: unknown) => unknown;
  throwOnError: boolean;
};

afterEach(() => jest.restoreAllMocks());

// jsdom has no fetch or Request, so the request itself is checked in the e2e upload test; here
// the options the generated call hands to the client show the body becomes multipart form data.
describe('statementsApi.upload', () => {
  it('sends the file and walletId as multipart form fields, with no JSON content type', async () => {
    const post = jest.spyOn(client, 'post').mockResolvedValue({ data: { uploadId: 'u-1' } });
    const file = new File(['%PDF-1.7 statement'], 'statement.pdf', { type: 'application/pdf' });

    await expect(statementsApi.upload(file, WALLET_ID)).resolves.toEqual({ uploadId: 'u-1' });

    const sent = post.mock.calls[0]?.[0] as unknown as SentOptions;
    expect(sent.url).toBe('/api/upload-pdf');
    expect(sent.throwOnError).toBe(true);
    // null removes the client's default JSON type; the browser adds the multipart boundary.
    expect(sent.headers['Content-Type']).toBeNull();
    const form = sent.bodySerializer(sent.body);
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('walletId')).toBe(WALLET_ID);
    const pdf = (form as FormData).get('pdf');
    expect(pdf).toBeInstanceOf(File);
    expect((pdf as File).name).toBe('statement.pdf');
  });

  it("adds a protected statement's password as a form field, and leaves it out when empty", async () => {
    const post = jest.spyOn(client, 'post').mockResolvedValue({ data: { uploadId: 'u-2' } });
    const file = new File(['%PDF-1.7 statement'], 'locked.pdf', { type: 'application/pdf' });

    await statementsApi.upload(file, WALLET_ID, 'Correct-Horse-7391');
    await statementsApi.upload(file, WALLET_ID, '');

    const forms = post.mock.calls.map(([options]) => {
      const sent = options as unknown as SentOptions;
      return sent.bodySerializer(sent.body) as FormData;
    });
    expect(forms[0]?.get('password')).toBe('Correct-Horse-7391');
    expect(forms[0]?.get('walletId')).toBe(WALLET_ID);
    expect(forms[1]?.has('password')).toBe(false);
    expect(forms[1]?.get('walletId')).toBe(WALLET_ID);
  });
});

describe('statementsApi JSON calls', () => {
  it('reads a status by id through the generated path', async () => {
    const get = jest
      .spyOn(client, 'get')
      .mockResolvedValue({ data: { id: 'u-1', status: 'processing' } });

    await expect(statementsApi.status('u-1')).resolves.toMatchObject({ status: 'processing' });
    expect(get.mock.calls[0]?.[0]).toMatchObject({
      url: '/api/upload-status/{uploadId}',
      path: { uploadId: 'u-1' },
    });
  });
});
