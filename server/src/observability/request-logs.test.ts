import { signUpAndSignIn, startTestShop, type SignedInUser, type TestShop } from "../../test/harness";
import { waitUntil } from "../../test/wait";

/**
 * Structured JSON logs: every line logged while a request is served carries its request id, whichever
 * logger logged it (the services log through the process's), and concurrent requests never mix theirs.
 */

interface LogLine {
  level: number;
  time: number;
  msg: string;
  requestId?: string;
  orderId?: string;
  path?: string;
  [key: string]: unknown;
}

describe("request logs", () => {
  let shop: TestShop;
  let buyer: SignedInUser;
  let partId: string;
  const raw: string[] = [];
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, logTo: { write: (line) => void raw.push(...line.split("\n").filter(Boolean)) } });
    buyer = await signUpAndSignIn(shop);
    const parts = (await (await fetch(`${shop.url}/parts?first=1`)).json()) as { _id: string }[];
    partId = parts[0]._id;
  });
  afterAll(() => shop?.close());

  async function placeOrder(requestId: string): Promise<string> {
    const res = await fetch(`${shop.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${buyer.token}`, "x-request-id": requestId },
      body: JSON.stringify({ query: `mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 1 }) { id } }`, variables: { p: partId } }),
    });
    expect(res.headers.get("x-request-id")).toBe(requestId);
    const body = (await res.json()) as { data: { placeOrder: { id: string } } };
    return body.data.placeOrder.id;
  }

  it("are one JSON object a line, and a service's line carries the id of the request it served", async () => {
    const orderId = await placeOrder("logs-order-1");
    const placed = lines().find((l) => l.msg === "order placed" && l.orderId === orderId);
    // Logged by the checkout service through the process's logger, which knows nothing of requests.
    expect(placed).toMatchObject({ requestId: "logs-order-1", service: "motoparts", level: 30 });
    expect(typeof placed!.time).toBe("number");
    // The request's own line is written once its answer has finished, which may be after the client has it.
    const requestLine = (id: string) => lines().find((l) => l.msg === "request" && l.requestId === id);
    await waitUntil(() => requestLine("logs-order-1") !== undefined, "the request's line is written");
    expect(requestLine("logs-order-1")).toMatchObject({ method: "POST", path: "/graphql", status: 200 });
    // The id appears once on a line, not once from the scope and again from a child logger.
    for (const line of raw.filter((l) => l.includes("logs-order-1"))) expect(line.match(/"requestId"/g)).toHaveLength(1);
  });

  it("keeps concurrent requests' ids apart", async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `logs-concurrent-${i}`);
    const orders = await Promise.all(ids.map((id) => placeOrder(id)));
    for (const [i, orderId] of orders.entries()) {
      expect(lines().filter((l) => l.msg === "order placed" && l.orderId === orderId).map((l) => l.requestId)).toEqual([ids[i]]);
    }
  });

  it("gives a request without a usable X-Request-Id a new one, on its lines and its answer", async () => {
    const res = await fetch(`${shop.url}/parts/${partId}`, { headers: { "x-request-id": "not a valid id!" } });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const requestLine = () => lines().find((l) => l.msg === "request" && l.requestId === id);
    await waitUntil(() => requestLine() !== undefined, "the request's line is written");
    expect(requestLine()).toMatchObject({ method: "GET", path: `/parts/${partId}`, status: 200 });
  });
});
