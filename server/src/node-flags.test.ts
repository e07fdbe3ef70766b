import fs from "node:fs";
import path from "node:path";
import { SHOP_NODE_FLAGS } from "./node-flags";

describe("the shop's node flags", () => {
  it("are the ones npm start passes", () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node scripts/build-server.mjs --if-stale && node ${SHOP_NODE_FLAGS} --enable-source-maps server/dist/index.js`);
  });
});
