import { Box, Field, Heading, Input } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { isValidEmail, limits } from "@shared/rules";
import { FullPageSpinner } from "../../components/FullPageSpinner";
import { usePageTitle } from "../../components/PageTitle";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { AuthLayout, fieldErrorColor, SecondStepCard, SignInReason } from "./AuthLayout";
import { CredentialsForm, OtherAuthPage, passwordRules } from "./CredentialsForm";
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
      <SignInReason />
      <SocialLogin flow={flow} />

      <CredentialsForm
        flow={flow}
        onSubmit={onSubmit}
        before={
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
        }
        email={register("email", {
          setValueAs: (value: string) => value.trim(),
          required: copy.validation.emailRequired,
          validate: (value: string) => isValidEmail(value) || copy.validation.emailInvalid,
        })}
        emailError={errors.email?.message}
        password={register("password", passwordRules("signUp"))}
        passwordError={errors.password?.message}
        passwordAutoComplete="new-password"
        submitLabel={authCopy.signup.submit}
      />

      <OtherAuthPage flow={flow} question={authCopy.signup.haveAccount} link={authCopy.signup.logIn} to="/login" />
    </AuthLayout>
  );
}
