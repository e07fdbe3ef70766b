import { Button, Field, Input, Link, Stack, Text } from "@chakra-ui/react";
import { limits, passwordProblem } from "@shared/rules";
import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { fieldErrorColor, FormError } from "./AuthLayout";
import type { useAuthFlow } from "./use-auth-flow";
import { authCopy } from "./copy";

type AuthFlow = ReturnType<typeof useAuthFlow>;

/** The password rules of a form (shared/rules.ts): login keeps the spec's 5 characters, sign-up asks for Firebase's 6. */
export const passwordRules = (form: "logIn" | "signUp") => ({
  validate: (value: string) => passwordProblem(value, form) ?? true,
});

interface CredentialsFormProps {
  flow: AuthFlow;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** `register("email", …)`: each page has its own email rules. */
  email: UseFormRegisterReturn<"email">;
  emailError?: string;
  /** `register("password", passwordRules(form))`. */
  password: UseFormRegisterReturn<"password">;
  passwordError?: string;
  passwordAutoComplete: "current-password" | "new-password";
  submitLabel: string;
  /** Fields before the email (sign-up's name). */
  before?: ReactNode;
  /** What follows the submit button (login's Forget Password). */
  after?: ReactNode;
}

/**
 * The email-and-password form of both auth pages: the email, the password, the submit button, then the
 * last request's failure. Everything is disabled while a request is under way.
 */
export function CredentialsForm(props: CredentialsFormProps) {
  const { flow } = props;
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={props.onSubmit} aria-busy={flow.busy}>
        {props.before}
        <Field.Root invalid={!!props.emailError} disabled={flow.busy}>
          <Field.Label>{authCopy.emailLabel}</Field.Label>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={authCopy.emailPlaceholder}
            maxLength={limits.email}
            {...props.email}
          />
          <Field.ErrorText color={fieldErrorColor}>{props.emailError}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!props.passwordError} disabled={flow.busy}>
          <Field.Label>{authCopy.passwordLabel}</Field.Label>
          <Input type="password" autoComplete={props.passwordAutoComplete} placeholder={authCopy.passwordPlaceholder} {...props.password} />
          <Field.ErrorText color={fieldErrorColor}>{props.passwordError}</Field.ErrorText>
        </Field.Root>

        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          loading={flow.pending === "email"}
          loadingText={props.submitLabel}
          disabled={flow.busy}
        >
          {props.submitLabel}
        </Button>
        {props.after}
        <FormError message={flow.error} />
      </form>
    </Stack>
  );
}

/** Under the form: the way to the other auth page, keeping where the user was going. */
export function OtherAuthPage({ flow, question, link, to }: { flow: AuthFlow; question: string; link: string; to: "/login" | "/signup" }) {
  return (
    <Text textAlign="center" fontSize="sm">
      {question}{" "}
      <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to={to} state={flow.forwardState}>
          {link}
        </RouterLink>
      </Link>
    </Text>
  );
}
