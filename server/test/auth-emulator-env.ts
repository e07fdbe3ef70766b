import http from "node:http";

/**
 * Where the tests' own Firebase Auth emulator runs. Global setup picks free ports for each run (so a
 * dev server on 9099, or another test run, never shares it) and passes them to the test workers here.
 */
export const TEST_PROJECT_ID = "demo-motoparts";

export function testEmulatorHost(): string {
  const host = process.env.MOTOPARTS_TEST_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("The tests' Auth emulator is not running: run the tests with `npm test`.");
  return host;
}

/**
 * `fetch` for the Auth emulator, on a connection of its own that is closed after the answer. Node's
 * `fetch` keeps idle connections for reuse, and the emulator sometimes closes one just as a request goes
 * out on it ("other side closed"); a new connection per call cannot meet a stale one.
 */
export function emulatorFetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const status = res.statusCode ?? 500;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers: { "content-type": String(res.headers["content-type"] ?? "application/json") } }));
      });
    });
    req.on("error", reject);
    req.end(init.body);
  });
}
