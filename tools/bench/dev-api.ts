// Helpers for scripts that drive the built API over HTTP on its embedded defaults (the benchmarks,
// npm run perf:lighthouse): wait for it to listen, and sign a person in through the real code flow,
// reading the code from the dev outbox as a person reads their phone.

export async function waitForApi(base: string): Promise<void> {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type DevPerson = { phone: string; email: string; firstName: string; lastName: string };

// Registers (or signs in) the person and returns their session token.
export async function signInThroughOutbox(base: string, person: DevPerson): Promise<string> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  await post('/api/auth/send-otp', person);
  const outbox = await fetch(`${base}/api/dev/outbox?kind=code`);
  const codes = (await outbox.json()) as { to: string; code: string }[];
  const sent = codes.find((entry) => entry.to.toLowerCase() === person.email.toLowerCase());
  if (!sent) throw new Error(`no code for ${person.email} in the dev outbox`);
  const { token } = await post<{ token: string }>('/api/auth/verify-otp', {
    phone: person.phone,
    email: person.email,
    code: sent.code,
  });
  return token;
}
