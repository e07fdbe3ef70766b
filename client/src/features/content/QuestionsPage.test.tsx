import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "../../test/render";
import QuestionsPage from "./QuestionsPage";

const trigger = (name: RegExp) => screen.getByRole("button", { name });

describe("QuestionsPage", () => {
  it("has the centered heading and the spec's five questions, the first one open", async () => {
    renderPage(<QuestionsPage />, { path: "/questions" });
    expect(await screen.findByRole("heading", { level: 1, name: "Some Questions Answer" })).toBeInTheDocument();
    expect(document.title).toBe("Some Questions Answer | MotoParts USA");

    const questions = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(questions).toHaveLength(5);
    expect(questions[0]).toMatch(/performance of a React application/);
    expect(questions[1]).toMatch(/manage a state/);
    expect(questions[2]).toMatch(/prototypical inheritance/);
    expect(questions[3]).toMatch(/setter/);
    expect(questions[4]).toMatch(/unit test/);

    expect(trigger(/performance/)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/Measure before changing anything/)).toBeVisible();
    for (const name of [/manage a state/, /prototypical/, /setter/, /unit test/]) {
      expect(trigger(name)).toHaveAttribute("aria-expanded", "false");
    }
    expect(screen.queryByText(/Local component state is the starting point/)).not.toBeVisible();
  });

  it("opens and closes each item independently", async () => {
    const user = userEvent.setup();
    renderPage(<QuestionsPage />, { path: "/questions" });

    await user.click(trigger(/unit test/));
    expect(trigger(/unit test/)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/A unit test is a small automated test/)).toBeVisible();
    // the first stays open: several can be open at once
    expect(trigger(/performance/)).toHaveAttribute("aria-expanded", "true");

    await user.click(trigger(/performance/));
    expect(trigger(/performance/)).toHaveAttribute("aria-expanded", "false");
    expect(trigger(/unit test/)).toHaveAttribute("aria-expanded", "true");

    await user.click(trigger(/unit test/));
    expect(trigger(/unit test/)).toHaveAttribute("aria-expanded", "false");
  });
});
