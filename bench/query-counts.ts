/** `npm run bench`: the SQL statements each kind of request runs (tests assert them; the bench prints them). */
import { signUpAndSignIn, startTestShop } from "../server/test/harness";
import { PAGE, CATALOGUE } from "./setup";

// --- SQL statements per request ----------------------------------------------------------------------

export async function queryCounts(emulatorHost: string): Promise<Record<string, number>> {
  process.env.MOTOPARTS_TEST_AUTH_EMULATOR_HOST = emulatorHost;
  const shop = await startTestShop({ seed: true });
  try {
    const user = await signUpAndSignIn(shop);
    const part = await shop.prisma.part.findFirstOrThrow({ where: { name: "Spin-On Oil Filter" } });
    const count = async (run: () => Promise<unknown>) => {
      shop.queries.length = 0;
      await run();
      return shop.queries.length;
    };
    const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => () => shop.graphql(query, variables, token);
    return {
      "catalogue page (GraphQL)": await count(gql(CATALOGUE, { first: PAGE })),
      "catalogue page with totalCount": await count(gql(`{ parts(first: 12) { totalCount edges { node { id } } } }`)),
      "catalogue, 100 parts (GET /parts)": await count(() => fetch(`${shop.url}/parts?first=100&nocache=1`)),
      "home reviews": await count(gql(`{ reviews(last: 6) { id name ratings review picture } }`)),
      "one part": await count(gql(`query($id: ID!) { part(id: $id) { id name avquantity } }`, { id: part.id })),
      "place an order (signed in)": await count(gql(`mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 3 }) { id } }`, { p: part.id }, user.token)),
      "my orders with their parts and buyer": await count(gql(`{ myOrders { id part { id name } buyer { email } } }`, {}, user.token)),
    };
  } finally {
    await shop.close();
  }
}

