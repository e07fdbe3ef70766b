import { previewText } from "./preview";

describe("previewText", () => {
  it("keeps a text of up to 90 characters as it is, with no ellipsis", () => {
    const exactly90 = "x".repeat(90);
    expect(previewText(exactly90)).toBe(exactly90);
    expect(previewText("Short.")).toBe("Short.");
  });

  it("cuts a longer text to its first 90 characters and adds an ellipsis", () => {
    const text = "a".repeat(95);
    expect(previewText(text)).toBe(`${"a".repeat(90)}…`);
  });

  it("does not leave a space or a full stop right before the ellipsis", () => {
    expect(previewText(`${"a".repeat(88)}. More text follows here`)).toBe(`${"a".repeat(88)}…`);
    expect(previewText(`${"a".repeat(89)} more words`)).toBe(`${"a".repeat(89)}…`);
  });

  it("does not split a character made of two code units", () => {
    const text = `${"a".repeat(89)}🏍️ and more`;
    expect(previewText(text).startsWith(`${"a".repeat(89)}🏍`)).toBe(true);
  });
});
