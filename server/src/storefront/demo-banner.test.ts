import { DEMO_BANNER, withDemoBanner, type StorefrontSource } from "./pages";

describe("the demonstration shop's banner", () => {
  const html = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
  const source: StorefrontSource = {
    template: async () => html,
    pageTemplate: async () => html.replace('<div id="root"></div>', '<div id="root">rendered</div>'),
    renderer: async () => {
      throw new Error("not asked");
    },
  };

  it("opens every page, rendered or not, outside the React root", async () => {
    const demo = withDemoBanner(source);
    for (const page of [await demo.template("/"), await demo.pageTemplate("/product/x")]) {
      expect(page).toMatch(new RegExp(`<p role="note"[^>]*>${DEMO_BANNER}</p><div id="root">`));
      expect(page.match(/role="note"/g)).toHaveLength(1);
    }
    expect(await source.template("/")).not.toContain(DEMO_BANNER);
  });
});
