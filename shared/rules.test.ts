import { EMAIL_PATTERN, isValidEmail, passwordProblem, ruleMessages } from "./rules";

describe("the email rule of sign-up and of the server", () => {
  it.each([
    "a@b.info",
    "x@shop.store",
    "someone@motoparts.test",
    "rider@example.com",
    "first.last+parts@mail.example.co.uk",
    "o'brien@example.ie",
    "rider@moto-parts.motorcycles",
    "fahrer@bücher.de",
    "rider@xn--bcher-kva.de",
    "RIDER@EXAMPLE.COM",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "plainaddress",
    "@example.com",
    "rider@",
    "rider@example",
    "rider@example.c",
    "rider@.example.com",
    "rider@example..com",
    "rider@-example.com",
    "rider@example-.com",
    "rider@exa mple.com",
    "ri der@example.com",
    "rider@@example.com",
    "rider@example.com.",
    "rider@example.123",
  ])("refuses %j with the spec's message", (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(ruleMessages.emailInvalid).toBe("Please Give a valid Email");
  });

  it("refuses addresses longer than 254 characters", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`;
    expect(long.length).toBe(255);
    expect(EMAIL_PATTERN.test(long)).toBe(true);
    expect(isValidEmail(long)).toBe(false);
  });
});

describe("the password rules", () => {
  it("asks for a password on both forms", () => {
    expect(passwordProblem("", "logIn")).toBe("Password is required");
    expect(passwordProblem("", "signUp")).toBe("Password is required");
  });

  it("keeps the spec's 5 characters at login", () => {
    expect(passwordProblem("abcd", "logIn")).toBe("password must be 5 character or long");
    expect(passwordProblem("abcde", "logIn")).toBeNull();
  });

  it("asks for Firebase's 6 characters at sign-up, in the spec's words", () => {
    expect(passwordProblem("abcde", "signUp")).toBe("password must be 6 character or long");
    expect(passwordProblem("abcdef", "signUp")).toBeNull();
  });
});
