/** What every benchmark script needs: waiting for a server, and a signed-in session cookie. */

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Signs a fixture identity in through the built-in provider; returns the session cookie. */
export async function sessionCookie(base: string, loginHint: string, police = false): Promise<string> {
  let url = `${base}/index.php/app/${police ? 'police/' : ''}login?login_hint=${loginHint}`;
  const cookies = new Map<string, string>();
  for (let hop = 0; hop < 8; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0]!.split('=');
      cookies.set(name!, value!);
    }
    const location = response.headers.get('location');
    if (!location || location.startsWith('/app')) break;
    url = new URL(location, base).href;
  }
  return `pow_session=${cookies.get('pow_session')}`;
}
