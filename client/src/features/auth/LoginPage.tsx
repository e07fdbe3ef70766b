import { Button, Heading, Text } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router-dom";
import { LOOSE_EMAIL_PATTERN } from "@shared/rules";
import { FullPageSpinner } from "../../components/FullPageSpinner";
import { usePageTitle } from "../../components/PageTitle";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { AuthLayout, SecondStepCard, SignInReason } from "./AuthLayout";
import { CredentialsForm, OtherAuthPage, passwordRules } from "./CredentialsForm";
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
      try {
        await (await loadFirebase()).sendPasswordReset(email);
      } catch (err) {
        // An unknown address is answered as a known one is.
        if ((err as { code?: unknown } | null)?.code !== "auth/user-not-found") throw err;
      }
      toaster.success({ title: authCopy.login.resetSent });
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
      <SignInReason />
      <SocialLogin flow={flow} />

      <CredentialsForm
        flow={flow}
        onSubmit={onSubmit}
        email={register("email", {
          setValueAs: (value: string) => value.trim(),
          required: copy.validation.emailRequired,
          pattern: { value: LOOSE_EMAIL_PATTERN, message: copy.validation.emailInvalid },
          // "Type your email, then press Forget Password again" is answered by typing.
          onChange: () => errors.email?.type === "reset" && clearErrors("email"),
        })}
        emailError={errors.email?.message}
        password={register("password", passwordRules("logIn"))}
        passwordError={errors.password?.message}
        passwordAutoComplete="current-password"
        submitLabel={authCopy.login.submit}
        after={
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
        }
      />

      <OtherAuthPage flow={flow} question={authCopy.login.newHere} link={authCopy.login.createAccount} to="/signup" />
    </AuthLayout>
  );
}
