// For tests (here and in the apps): answers the generated client's requests per operation, so a
// page's real hooks, keys and invalidation run over answers the test controls. The hooks send
// their requests through the generated query and mutation options, which call the generated SDK
// directly: there is no wrapper of ours left to spy on, so the client's methods are spied on and
// each request is given to the mock of the operation it belongs to.
//
//   const list = mockApi('listWallets').mockResolvedValue([WALLET]);
//   expect(list).toHaveBeenCalledWith({});
//   const page = mockApi('listTransactions').mockResolvedValue(PAGE);
//   expect(page).toHaveBeenLastCalledWith({ query: { page: 2 } });
//
// A mock receives the request's `path`, `query` and `body` (those it has) and answers the
// response's data, or rejects with the error the request fails with (an ApiError, as the client
// throws). Until given an answer, a mock lets the request through. Restored with the other spies
// (jest.restoreAllMocks).
import { client } from '../generated/client.gen';
import * as sdk from '../generated/sdk.gen';

type Sdk = typeof sdk;
export type Operation = keyof Sdk;

type Options<K extends Operation> = NonNullable<Parameters<Sdk[K]>[0]>;

// What a mock is called with.
type ApiRequest<K extends Operation> = Partial<
  Pick<Options<K>, Extract<keyof Options<K>, 'path' | 'query' | 'body'>>
>;

// What it answers: the response's data.
type ApiAnswer<K extends Operation> = Exclude<Awaited<ReturnType<Sdk[K]>>['data'], undefined>;

export type ApiMock<K extends Operation> = jest.Mock<Promise<ApiAnswer<K>>, [ApiRequest<K>]>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];
type Sent = {
  url: string;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

// Which operation a request is: found once by calling each operation with a client that only
// notes the method and URL template it is sent with.
let routes: Map<string, Operation> | null = null;
function operationOf(method: Method, url: string): Operation | undefined {
  if (!routes) {
    const found = new Map<string, Operation>();
    for (const operation of Object.keys(sdk) as Operation[]) {
      const noting = Object.fromEntries(
        METHODS.map((verb) => [verb, (sent: Sent) => found.set(`${verb} ${sent.url}`, operation)]),
      );
      void (sdk[operation] as (options: unknown) => unknown)({ client: noting });
    }
    routes = found;
  }
  return routes.get(`${method} ${url}`);
}

const PASS = Symbol('pass the request through');

// The answer's response: what the hand-written calls read besides the data (a header).
const RESPONSE = { ok: true, status: 200, headers: new Headers() } as Response;

// Any operation's mock, as the spies call it.
type AnyMock = jest.Mock<Promise<unknown> | typeof PASS, [Record<string, unknown>]>;

let installed: { spy: unknown; mocks: Map<Operation, AnyMock> } | null = null;

function mocks(): Map<Operation, AnyMock> {
  if (installed && client.get === installed.spy) return installed.mocks;
  const registered = new Map<Operation, AnyMock>();
  for (const method of METHODS) {
    const original = client[method];
    jest.spyOn(client, method).mockImplementation(async (options: Sent) => {
      const operation = operationOf(method, options.url);
      const mock = operation ? registered.get(operation) : undefined;
      const request = Object.fromEntries(
        (['path', 'query', 'body'] as const).flatMap((part) =>
          options[part] === undefined ? [] : [[part, options[part]]],
        ),
      );
      const answer: unknown = mock ? await mock(request) : PASS;
      if (answer === PASS) return original(options);
      return { data: answer, request: undefined, response: RESPONSE };
    });
  }
  installed = { spy: client.get, mocks: registered };
  return registered;
}

// The mock of one operation: the same one when asked again, until the spies are restored.
export function mockApi<K extends Operation>(operation: K): ApiMock<K> {
  const registered = mocks();
  const existing = registered.get(operation);
  if (existing) return existing as unknown as ApiMock<K>;
  const mock: AnyMock = jest.fn((_request: Record<string, unknown>) => PASS);
  registered.set(operation, mock);
  return mock as unknown as ApiMock<K>;
}
