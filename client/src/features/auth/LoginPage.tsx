import { Button, Field, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { limits, LOOSE_EMAIL_PATTERN } from "@shared/rules";
import { FullPageSpinner } from "../../components/FullPageSpinner";
import { usePageTitle } from "../../components/PageTitle";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { AuthLayout, fieldErrorColor, FormError, PasswordField, passwordRules, SecondStepCard } from "./AuthLayout";
import { SocialLogin } from "./SocialLogin";
import { loadFirebase, useAuthFlow } from "./use-auth-flow";
import { authCopy } from "./copy";

interface LoginValues {
  email: string;
  password: string;
}

/** /login: Google or Github, or email and password; Forget Password sends Firebase's reset email. */
export default function LoginPage() {
  usePageTitle(authCopy.login.title);
  const flow = useAuthFlow();
  const refusedAdminPage = (useLocation().state as { reason?: unknown } | null)?.reason === "adminOnly";
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: "", password: "" } });

  // Already signed in (and not signing in here): the flow sends the user on; nothing to fill in.
  if (flow.status === "signedIn" && !flow.busy) return <FullPageSpinner />;
  if (flow.secondStepPhone) return <SecondStepCard flow={flow} title={authCopy.login.title} />;

  const onSubmit = handleSubmit(({ email, password }) =>
    flow.signIn("email", async () => (await loadFirebase()).logInWithEmail(email, password)).then(() => undefined),
  );

  const onForgotPassword = () => {
    const email = getValues("email").trim();
    if (!email || !LOOSE_EMAIL_PATTERN.test(email)) {
      flow.showError(null);
      setError("email", { type: "reset", message: authCopy.login.resetNeedsEmail }, { shouldFocus: true });
      return;
    }
    clearErrors("email");
    void flow.perform("reset", async () => {
      await (await loadFirebase()).sendPasswordReset(email);
      toaster.success({ title: authCopy.login.resetSent(email) });
    });
  };

  return (
    <AuthLayout
      header={
        <Heading as="h1" size="2xl">
          {authCopy.login.title}
        </Heading>
      }
    >
      {refusedAdminPage && (
        <Text role="status" bg="blue.50" color="blue.900" borderRadius="md" px="4" py="3" textAlign="center">
          {authCopy.login.adminOnly}
        </Text>
      )}
      <SocialLogin
        pending={flow.pending}
        onSelect={(provider) => void flow.signIn(provider, async () => (await loadFirebase()).logInWithProvider(provider))}
      />

      <Stack asChild gap="4">
        <form noValidate onSubmit={onSubmit} aria-busy={flow.busy}>
          <Field.Root invalid={!!errors.email} disabled={flow.busy}>
            <Field.Label>{authCopy.emailLabel}</Field.Label>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={authCopy.emailPlaceholder}
              maxLength={limits.email}
              {...register("email", {
                setValueAs: (value: string) => value.trim(),
                required: copy.validation.emailRequired,
                pattern: { value: LOOSE_EMAIL_PATTERN, message: copy.validation.emailInvalid },
                // "Type your email, then press Forget Password again" is answered by typing.
                onChange: () => errors.email?.type === "reset" && clearErrors("email"),
              })}
            />
            <Field.ErrorText color={fieldErrorColor}>{errors.email?.message}</Field.ErrorText>
          </Field.Root>

          <PasswordField
            registration={register("password", passwordRules("logIn"))}
            error={errors.password?.message}
            disabled={flow.busy}
            autoComplete="current-password"
          />

          <Button
            type="submit"
            colorPalette="brand"
            width="full"
            loading={flow.pending === "email"}
            loadingText={authCopy.login.submit}
            disabled={flow.busy}
          >
            {authCopy.login.submit}
          </Button>
          <Button
            type="button"
            variant="plain"
            colorPalette="brand"
            color="brand.fg"
            alignSelf="center"
            size="sm"
            loading={flow.pending === "reset"}
            loadingText={authCopy.login.forgotPassword}
            disabled={flow.busy}
            onClick={onForgotPassword}
          >
            {authCopy.login.forgotPassword}
          </Button>
          <FormError message={flow.error} />
        </form>
      </Stack>

      <Text textAlign="center" fontSize="sm">
        {authCopy.login.newHere}{" "}
        <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
          <RouterLink to="/signup" state={flow.forwardState}>
            {authCopy.login.createAccount}
          </RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
