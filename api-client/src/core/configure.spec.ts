import { authorizationHeader, initApiClient } from './configure';
import { writeToken } from './token';

const OPTIONS = Symbol.for('sikalens.api-client.options');

describe('initApiClient', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[OPTIONS];
    writeToken(null);
  });

  it('reads the stored session until the shell sets the client up', () => {
    expect(authorizationHeader()).toBeNull();
    writeToken('stored');
    expect(authorizationHeader()).toBe('Bearer stored');
  });

  it("sends the token the shell's getToken gives, asked at each request", () => {
    let token: string | null = 'first';
    initApiClient({ getToken: () => token });
    expect(authorizationHeader()).toBe('Bearer first');
    token = null;
    expect(authorizationHeader()).toBeNull();
  });

  it('keeps the setup on the page, where a copy of the client bundled by a remote finds it', () => {
    const getToken = () => 'shared';
    initApiClient({ getToken });
    const page = globalThis as Record<symbol, { getToken: () => string } | undefined>;
    expect(page[OPTIONS]?.getToken).toBe(getToken);
  });
});
