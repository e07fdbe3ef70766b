import { Box, Button, Field, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { isValidEmail, limits } from "@shared/rules";
import { FullPageSpinner } from "../../components/FullPageSpinner";
import { usePageTitle } from "../../components/PageTitle";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { AuthLayout, fieldErrorColor, FormError, PasswordField, passwordRules, SecondStepCard } from "./AuthLayout";
import { SocialLogin } from "./SocialLogin";
import { loadFirebase, useAuthFlow } from "./use-auth-flow";
import { authCopy } from "./copy";

interface SignupValues {
  name: string;
  email: string;
  password: string;
}

/** /signup: Google or Github, or a new account with name, email and password (a verification email follows). */
export default function SignupPage() {
  usePageTitle(authCopy.signup.title);
  const flow = useAuthFlow();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues>({ defaultValues: { name: "", email: "", password: "" } });

  if (flow.status === "signedIn" && !flow.busy) return <FullPageSpinner />;
  if (flow.secondStepPhone) return <SecondStepCard flow={flow} title={authCopy.signup.title} />;

  const onSubmit = handleSubmit(({ name, email, password }) =>
    flow
      .signIn(
        "email",
        async () => (await loadFirebase()).signUpWithEmail(name, email, password),
        () => toaster.success({ title: authCopy.signup.done, description: authCopy.signup.verificationSent }),
      )
      .then(() => undefined),
  );

  return (
    <AuthLayout
      header={
        <Heading as="h1" size="2xl">
          <Box as="span" display="block" color="navy.700">
            {authCopy.signup.heading}
          </Box>
          <Box as="span" display="block" fontSize="lg" fontWeight="medium" color="fg.muted" mt="1">
            {authCopy.signup.subheading}
          </Box>
        </Heading>
      }
    >
      <SocialLogin
        pending={flow.pending}
        onSelect={(provider) => void flow.signIn(provider, async () => (await loadFirebase()).logInWithProvider(provider))}
      />

      <Stack asChild gap="4">
        <form noValidate onSubmit={onSubmit} aria-busy={flow.busy}>
          <Field.Root invalid={!!errors.name} disabled={flow.busy}>
            <Field.Label>{authCopy.nameLabel}</Field.Label>
            <Input
              autoComplete="name"
              placeholder={authCopy.namePlaceholder}
              maxLength={limits.displayName}
              {...register("name", {
                setValueAs: (value: string) => value.trim(),
                required: copy.validation.nameRequired,
              })}
            />
            <Field.ErrorText color={fieldErrorColor}>{errors.name?.message}</Field.ErrorText>
          </Field.Root>

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
                validate: (value: string) => isValidEmail(value) || copy.validation.emailInvalid,
              })}
            />
            <Field.ErrorText color={fieldErrorColor}>{errors.email?.message}</Field.ErrorText>
          </Field.Root>

          <PasswordField
            registration={register("password", passwordRules("signUp"))}
            error={errors.password?.message}
            disabled={flow.busy}
            autoComplete="new-password"
          />

          <Button
            type="submit"
            colorPalette="brand"
            width="full"
            loading={flow.pending === "email"}
            loadingText={authCopy.signup.submit}
            disabled={flow.busy}
          >
            {authCopy.signup.submit}
          </Button>
          <FormError message={flow.error} />
        </form>
      </Stack>

      <Text textAlign="center" fontSize="sm">
        {authCopy.signup.haveAccount}{" "}
        <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
          <RouterLink to="/login" state={flow.forwardState}>
            {authCopy.signup.logIn}
          </RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
