import { Alert, Box, Button, Card, chakra, Field, Input, Stack, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { LOOSE_EMAIL_PATTERN, limits } from "@shared/rules";
import { errorMessage } from "../../components/ErrorState";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { HomeSendContactMessageDocument } from "./operations";
import { Section } from "./Section";

interface ContactValues {
  email: string;
  name: string;
  message: string;
}

const notBlank = (message: string) => (value: string) => value.trim() !== "" || message;

export function ContactForm() {
  const [send, { loading }] = useMutation(HomeSendContactMessageDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ defaultValues: { email: "", name: "", message: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { data } = await send({
        variables: { input: { email: values.email.trim(), name: values.name.trim(), message: values.message.trim() } },
      });
      toaster.success({ title: data?.sendContactMessage.message ?? copy.home.contact.sent });
      reset();
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });

  const c = copy.home.contact;
  return (
    <Section id="contact" title={c.title} subtitle={c.subtitle}>
      <Card.Root maxW="2xl" mx="auto">
        <Card.Body>
          <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="contact-heading">
            <Stack gap="5">
              <Field.Root invalid={!!errors.email} required>
                <Field.Label>
                  {c.emailLabel}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder={c.emailPlaceholder}
                  {...register("email", {
                    validate: notBlank(copy.validation.emailRequired),
                    pattern: { value: LOOSE_EMAIL_PATTERN, message: copy.validation.emailInvalid },
                    maxLength: { value: limits.email, message: copy.validation.emailInvalid },
                  })}
                />
                <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.name} required>
                <Field.Label>
                  {c.nameLabel}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  autoComplete="name"
                  placeholder={c.namePlaceholder}
                  {...register("name", {
                    validate: notBlank(copy.validation.nameRequired),
                    maxLength: { value: limits.displayName, message: c.nameTooLong(limits.displayName) },
                  })}
                />
                <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.message} required>
                <Field.Label>
                  {c.messageLabel}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  rows={5}
                  placeholder={c.messagePlaceholder}
                  {...register("message", {
                    validate: notBlank(c.messageRequired),
                    maxLength: { value: limits.contactMessage, message: c.messageTooLong(limits.contactMessage) },
                  })}
                />
                <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
              </Field.Root>
              {serverError && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{c.failed}</Alert.Title>
                    <Alert.Description>{serverError}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <Box>
                <Button type="submit" colorPalette="brand" size="lg" loading={loading}>
                  {c.submit}
                </Button>
              </Box>
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>
    </Section>
  );
}
