import { Card, Container, Field, Input, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_MIN_LENGTH } from "@shared/rules";
import { copy } from "../../lib/copy";

/** Both auth pages: one centered card, full width on a phone, 28rem at most. */
export function AuthLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="md" px={{ base: "4", sm: "6" }} py={{ base: "8", md: "14" }}>
      <Card.Root variant="elevated" size={{ base: "sm", sm: "md" }}>
        <Card.Header textAlign="center" gap="1">
          {header}
        </Card.Header>
        <Card.Body gap="5">{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}

/**
 * The failure of the last request, in red under the form, announced to screen readers.
 * red.600 keeps a 4.5:1 contrast on the white card (the theme's fg.error, red.500, does not).
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text role="alert" color="red.600" fontWeight="medium" textAlign="center">
      {message}
    </Text>
  );
}

/** Field error text with the same readable red. */
export const fieldErrorColor = "red.600";

/** The password rules of both forms: required, at least PASSWORD_MIN_LENGTH characters. */
export const passwordRules = {
  required: copy.validation.passwordRequired,
  minLength: { value: PASSWORD_MIN_LENGTH, message: copy.validation.passwordTooShort },
};

/** The password field of both forms; `registration` is `register("password", passwordRules)`. */
export function PasswordField({
  registration,
  error,
  disabled,
  autoComplete,
}: {
  registration: UseFormRegisterReturn<"password">;
  error?: string;
  disabled: boolean;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label>{copy.auth.passwordLabel}</Field.Label>
      <Input type="password" autoComplete={autoComplete} placeholder={copy.auth.passwordPlaceholder} {...registration} />
      <Field.ErrorText color={fieldErrorColor}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
