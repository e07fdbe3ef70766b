import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderPage } from "../../test/render";
import { Filters } from "./Filters";
import type { SearchChange, SearchState } from "./search-params";

const START: SearchState = { q: "chain", categories: [], brands: [], sort: "relevance", inStock: false, minPrice: undefined, maxPrice: undefined, fits: true };

/**
 * The filters over a URL that changes later than the change asked for, as the browser's router does: each
 * change is kept until `arrive()` applies it, so a test decides when the URL catches up.
 */
function renderWithLateUrl() {
  const asked: SearchChange[] = [];
  let arrive: () => void = () => {};
  function LateUrl() {
    const [state, setState] = useState(START);
    arrive = () => {
      const change = asked.at(-1);
      if (change?.kind === "price") setState((s) => ({ ...s, minPrice: change.min, maxPrice: change.max }));
    };
    return <Filters state={state} categories={[]} brands={[]} showCategories onChange={(change) => asked.push(change)} />;
  }
  renderPage(<LateUrl />);
  return { asked, arrive: () => act(() => arrive()) };
}

describe("Filters' price range", () => {
  it("keeps the maximum being typed when the minimum applied on leaving its field arrives in the URL", async () => {
    const user = userEvent.setup();
    const { asked, arrive } = renderWithLateUrl();
    const min = screen.getByRole("textbox", { name: "Min", hidden: true });
    const max = screen.getByRole("textbox", { name: "Max", hidden: true });

    await user.click(min);
    await user.keyboard("10");
    await user.tab();
    expect(max).toHaveFocus();
    expect(asked).toEqual([{ kind: "price", min: 10, max: undefined }]);

    // The first digit of the maximum is typed before the URL has the minimum.
    await user.keyboard("5");
    arrive();
    await user.keyboard("0");
    expect(min).toHaveValue("10");
    expect(max).toHaveValue("50");

    await user.click(screen.getByRole("button", { name: "Apply", hidden: true }));
    await act(() => Promise.resolve());
    expect(asked.at(-1)).toEqual({ kind: "price", min: 10, max: 50 });
  });
});
