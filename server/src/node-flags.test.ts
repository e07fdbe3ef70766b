import fs from "node:fs";
import path from "node:path";
import { SHOP_NODE_FLAGS } from "./node-flags";

describe("the shop's node flags", () => {
  it("are the ones npm start passes", () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`tsx ${SHOP_NODE_FLAGS} server/src/index.ts`);
  });
});
