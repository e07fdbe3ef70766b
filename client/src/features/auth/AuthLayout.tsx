import { Card, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { SecondStepForm } from "../../components/SecondStepForm";
import { authCopy } from "./copy";
import { destinationFrom } from "./destination";
import type { useAuthFlow } from "./use-auth-flow";

/**
 * Why the page asks for a sign-in, when checkout sent the shopper here (the route guard's `state.from`,
 * passed on between the login and sign-up pages): the guest's cart waits in the browser and joins the account.
 */
export function SignInReason() {
  const destination = destinationFrom(useLocation().state);
  if (destination === "/" || destination.pathname !== "/checkout") return null;
  return (
    <Text role="status" bg="blue.50" color="blue.900" borderRadius="md" px="4" py="3" textAlign="center">
      {authCopy.checkoutNeedsAccount}
    </Text>
  );
}

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

/** The second step of either auth page, in the same card: the code sent to the account's phone. */
export function SecondStepCard({ title, flow }: { title: string; flow: ReturnType<typeof useAuthFlow> }) {
  const pending = flow.pending === "code" || flow.pending === "resend" ? flow.pending : null;
  return (
    <AuthLayout
      header={
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      }
    >
      <SecondStepForm
        maskedPhone={flow.secondStepPhone ?? ""}
        pending={pending}
        error={flow.error}
        onVerify={flow.verifyCode}
        onResend={flow.resendCode}
        onCancel={flow.cancelSecondStep}
      />
    </AuthLayout>
  );
}
