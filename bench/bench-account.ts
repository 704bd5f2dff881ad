import { z } from 'zod';

/** Signs up the benchmarks' one account on a running server and returns its ID token and auth header. */
export async function signUpBenchAccount(
  base: string,
): Promise<{ idToken: string; auth: { authorization: string } }> {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'Bench!Passw0rd' }),
  });
  const { idToken } = z.object({ idToken: z.string() }).parse(await signup.json());
  return { idToken, auth: { authorization: `Bearer ${idToken}` } };
}
