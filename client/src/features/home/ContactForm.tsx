import { Alert, Box, Button, Card, chakra, Field, Input, Stack, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../components/ErrorState";
import { copy } from "../../lib/copy";
import { rulesFrom, useSimpleForm } from "../../lib/simple-form";
import { toaster } from "../../lib/toaster";
import { HomeSendContactMessageDocument } from "./operations";
import { Section } from "./Section";
import { homeCopy } from "./copy";

const c = homeCopy.contact;

/** The server's rules for a message (shared/schemas.ts), downloaded when the form is first used. */
const loadRules = () => import("@shared/schemas").then(({ contactMessageInput }) => rulesFrom(contactMessageInput));

/**
 * The contact form. A link may prefill its message (`/?message=…#contact`, as the part page's "Ask us
 * whether it fits your bike" does); `#contact` scrolls to it.
 */
export function ContactForm() {
  const [send, { loading }] = useMutation(HomeSendContactMessageDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const prefill = useSearchParams()[0].get("message") ?? "";
  const { hash } = useLocation();
  const { field, errors, handleSubmit, reset } = useSimpleForm({ email: "", name: "", message: prefill }, loadRules);
  useEffect(() => {
    if (hash === "#contact") document.getElementById("contact")?.scrollIntoView();
  }, [hash]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { data } = await send({
        variables: { input: { email: values.email.trim(), name: values.name.trim(), message: values.message.trim() } },
      });
      toaster.success({ title: data?.sendContactMessage.message ?? c.sent });
      reset();
    } catch (err) {
      setServerError(errorMessage(err));
    }
  }, () => setServerError(copy.common.networkError));

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
                <Input type="email" autoComplete="email" placeholder={c.emailPlaceholder} {...field("email")} />
                <Field.ErrorText>{errors.email}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.name} required>
                <Field.Label>
                  {c.nameLabel}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input autoComplete="name" placeholder={c.namePlaceholder} {...field("name")} />
                <Field.ErrorText>{errors.name}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.message} required>
                <Field.Label>
                  {c.messageLabel}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea rows={5} placeholder={c.messagePlaceholder} {...field("message")} />
                <Field.ErrorText>{errors.message}</Field.ErrorText>
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
