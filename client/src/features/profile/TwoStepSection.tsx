import { Badge, Button, Card, Field, Heading, HStack, Input, NativeSelect, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { MyAddressesDocument } from "../../components/AddressForm";
import { SecondStepForm } from "../../components/SecondStepForm";
import { authErrorMessage } from "../../lib/auth-errors";
import { copy } from "../../lib/copy";
import type { EnrolledPhone, SecondStep } from "../../lib/firebase";
import { useSession } from "../../lib/session";
import { toaster } from "../../lib/toaster";
import { DIAL_CODES, internationalNumber, likelyDialCountry } from "./dial-codes";
import { twoStepCopy } from "./copy";

const t = twoStepCopy;
const loadFirebase = () => import("../../lib/firebase");

type Status = Awaited<ReturnType<Awaited<ReturnType<typeof loadFirebase>>["twoStepStatus"]>>;

/** What the section is doing: one request at a time. */
type Pending = "code" | "resend" | "send" | "reauth" | "verifyEmail" | null;

/** A code on its way: to enrol a new phone, or to prove a fresh sign-in before removing one. */
type CodeStep =
  | { kind: "enrol"; maskedPhone: string; resend(): Promise<void>; finish(code: string): Promise<void> }
  | { kind: "remove"; maskedPhone: string; resend(): Promise<void>; finish(code: string): Promise<void> };

const PROVIDER_NAMES = { google: "Google", github: "Github" } as const;

/**
 * My Profile's "Two-step verification": the phones enrolled with Firebase as a second factor, adding one
 * (country, number, then the SMS code), and removing one after a fresh sign-in. Enrolling needs a
 * verified email address; the section says so and offers the verification email again.
 */
export function TwoStepSection({ email }: { email: string }) {
  const { completeSignIn } = useSession();
  const [status, setStatus] = useState<Status | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<EnrolledPhone | null>(null);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);

  const refresh = useCallback(
    () =>
      loadFirebase()
        .then((firebase) => firebase.twoStepStatus())
        .then(
          (next) => {
            setStatus(next);
            setLoadFailed(false);
          },
          () => setLoadFailed(true),
        ),
    [],
  );
  useEffect(() => void refresh(), [refresh]);

  /** Runs one request; its failure shows in the section. Resolves true on success. */
  const run = async (what: Exclude<Pending, null>, work: () => Promise<void>): Promise<boolean> => {
    setPending(what);
    setError(null);
    try {
      await work();
      return true;
    } catch (err) {
      setError(authErrorMessage(err));
      return false;
    } finally {
      setPending(null);
    }
  };

  /** After a change of factors: the shop's session is exchanged again, so the server knows. */
  const changed = async (message: string) => {
    setCodeStep(null);
    setAdding(false);
    setRemoving(null);
    toaster.success({ title: message });
    await refresh();
    await completeSignIn().catch(() => undefined);
  };

  const startEnrolment = (phoneNumber: string, label: string) =>
    run("send", async () => {
      const firebase = await loadFirebase();
      let enrolment = await firebase.startPhoneEnrollment(phoneNumber);
      setCodeStep({
        kind: "enrol",
        maskedPhone: firebase.maskPhone(phoneNumber),
        resend: async () => {
          enrolment = await firebase.startPhoneEnrollment(phoneNumber);
        },
        finish: async (code) => {
          await enrolment.enroll(code, label);
          await changed(t.enrolled);
        },
      });
    });

  const startRemoval = (phone: EnrolledPhone, method: { password: string } | { provider: "google" | "github" }) =>
    run("reauth", async () => {
      const firebase = await loadFirebase();
      const remove = async () => {
        await firebase.removePhone(phone.uid);
        await changed(t.removed);
      };
      const step: SecondStep | null = await firebase.signInAgain(method);
      if (!step) return remove();
      await step.sendCode();
      setCodeStep({
        kind: "remove",
        maskedPhone: step.maskedPhone,
        resend: () => step.sendCode(),
        finish: async (code) => {
          await step.verify(code);
          await remove();
        },
      });
    });

  const cancel = () => {
    setCodeStep(null);
    setAdding(false);
    setRemoving(null);
    setError(null);
  };

  const phones = status?.phones ?? [];
  const on = phones.length > 0;

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="two-step-title">
      <Card.Body gap="5">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="md" id="two-step-title">
            {t.title}
          </Heading>
          {status && (
            <Badge colorPalette={on ? "green" : "gray"} size="md">
              {on ? t.on : t.off}
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted">{t.intro}</Text>

        {!status && !loadFailed && <SkeletonText noOfLines={2} />}
        {loadFailed && (
          <HStack wrap="wrap">
            <Text role="alert" color="red.600">{t.loadError}</Text>
            <Button size="sm" variant="outline" onClick={() => void refresh()}>
              {copy.common.retry}
            </Button>
          </HStack>
        )}

        {status && codeStep && (
          <SecondStepForm
            maskedPhone={codeStep.maskedPhone}
            pending={pending === "code" || pending === "resend" ? pending : null}
            error={error}
            cancelLabel={t.cancel}
            onVerify={(code) => run("code", () => codeStep.finish(code))}
            onResend={() => run("resend", () => codeStep.resend())}
            onCancel={cancel}
          />
        )}

        {status && !codeStep && (
          <>
            {on && (
              <Stack as="ul" gap="2" aria-label={t.phones} listStyleType="none">
                {phones.map((phone) => (
                  <HStack as="li" key={phone.uid} justify="space-between" wrap="wrap" gap="2" borderWidth="1px" borderRadius="md" px="3" py="2">
                    <Stack gap="0">
                      <Text fontWeight="semibold">{phone.maskedPhone}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {[phone.label, t.enrolledOn(new Date(phone.enrolledAt).toLocaleDateString())].filter(Boolean).join(" · ")}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`${t.remove} ${phone.maskedPhone}`}
                      disabled={pending !== null}
                      onClick={() => {
                        setError(null);
                        setAdding(false);
                        setRemoving(phone);
                      }}
                    >
                      {t.remove}
                    </Button>
                  </HStack>
                ))}
              </Stack>
            )}

            {removing && (
              <RemovePanel
                phone={removing}
                signInMethod={status.signInMethod}
                busy={pending !== null}
                onSignInAgain={(method) => void startRemoval(removing, method)}
                onCancel={cancel}
              />
            )}

            {!status.emailVerified ? (
              <VerifyEmailFirst
                busy={pending !== null}
                onResend={() =>
                  void run("verifyEmail", async () => {
                    await (await loadFirebase()).resendVerificationEmail();
                    toaster.success({ title: t.verificationSent(email) });
                  })
                }
                onCheckAgain={() => void refresh()}
              />
            ) : adding ? (
              <AddPhoneForm busy={pending !== null} sending={pending === "send"} onSend={(number, label) => void startEnrolment(number, label)} onCancel={cancel} />
            ) : (
              !removing && (
                <Button alignSelf="start" colorPalette="brand" onClick={() => setAdding(true)} disabled={pending !== null}>
                  {t.add}
                </Button>
              )
            )}

            {error && (
              <Text role="alert" color="red.600" fontWeight="medium">
                {error}
              </Text>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function VerifyEmailFirst({ busy, onResend, onCheckAgain }: { busy: boolean; onResend: () => void; onCheckAgain: () => void }) {
  return (
    <Stack gap="3" bg="orange.50" color="orange.900" borderRadius="md" p="4">
      <Text>{t.needsVerifiedEmail}</Text>
      <HStack wrap="wrap" gap="2">
        <Button size="sm" variant="outline" onClick={onResend} disabled={busy}>
          {t.resendVerification}
        </Button>
        <Button size="sm" variant="plain" onClick={onCheckAgain} disabled={busy}>
          {t.checkAgain}
        </Button>
      </HStack>
    </Stack>
  );
}

interface AddPhoneValues {
  country: string;
  number: string;
  label: string;
}

function AddPhoneForm({ busy, sending, onSend, onCancel }: { busy: boolean; sending: boolean; onSend: (phoneNumber: string, label: string) => void; onCancel: () => void }) {
  // The address book My Profile has already read (from the cache), or the browser's region: a UK rider starts on +44.
  const { data: book } = useQuery(MyAddressesDocument);
  const addresses = book?.myAddresses ?? [];
  const likely = likelyDialCountry((addresses.find((a) => a.isDefault) ?? addresses[0])?.country, typeof navigator === "undefined" ? [] : navigator.languages);
  const {
    register,
    handleSubmit,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<AddPhoneValues>({ defaultValues: { country: likely, number: "", label: t.labelDefault } });
  // The book may arrive after the form: follow it until the rider picks a country.
  useEffect(() => {
    if (!getFieldState("country").isDirty) setValue("country", likely);
  }, [likely, getFieldState, setValue]);
  const submit = handleSubmit(({ country, number, label }) => {
    const dial = DIAL_CODES.find((c) => c.country === country)?.dial ?? "1";
    const phoneNumber = internationalNumber(dial, number);
    if (phoneNumber) onSend(phoneNumber, label.trim() || t.labelDefault);
  });
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit} aria-busy={busy} aria-label={t.add}>
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Field.Root disabled={busy} maxW={{ sm: "56" }}>
            <Field.Label>{t.countryLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register("country")}>
                {DIAL_CODES.map((c) => (
                  <option key={c.country} value={c.country}>
                    {`${c.name} (+${c.dial})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!errors.number} disabled={busy}>
            <Field.Label>{t.phoneLabel}</Field.Label>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={24}
              {...register("number", { validate: (value: string) => internationalNumber("1", value) !== null || t.phoneInvalid })}
            />
            {errors.number ? <Field.ErrorText color="red.600">{errors.number.message}</Field.ErrorText> : <Field.HelperText>{t.phoneHelp}</Field.HelperText>}
          </Field.Root>
        </Stack>
        <Field.Root disabled={busy}>
          <Field.Label>{t.labelLabel}</Field.Label>
          <Input maxLength={40} {...register("label")} />
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={sending} loadingText={t.sendCode} disabled={busy}>
            {t.sendCode}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

function RemovePanel({
  phone,
  signInMethod,
  busy,
  onSignInAgain,
  onCancel,
}: {
  phone: EnrolledPhone;
  signInMethod: "password" | "google" | "github";
  busy: boolean;
  onSignInAgain: (method: { password: string } | { provider: "google" | "github" }) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ password: string }>({ defaultValues: { password: "" } });
  return (
    <Stack asChild gap="3" borderWidth="1px" borderColor="red.200" borderRadius="md" p="4">
      <form
        noValidate
        aria-label={`${t.removeTitle} ${phone.maskedPhone}`}
        onSubmit={handleSubmit(({ password }) => onSignInAgain(signInMethod === "password" ? { password } : { provider: signInMethod }))}
      >
        <Text fontWeight="semibold">{`${t.removeTitle}: ${phone.maskedPhone}`}</Text>
        <Text>{t.removeExplain}</Text>
        {signInMethod === "password" && (
          <Field.Root invalid={!!errors.password} disabled={busy}>
            <Field.Label>{t.passwordLabel}</Field.Label>
            <Input type="password" autoComplete="current-password" {...register("password", { required: copy.validation.passwordRequired })} />
            <Field.ErrorText color="red.600">{errors.password?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="red" loading={busy} disabled={busy}>
            {signInMethod === "password" ? t.removeWithPassword : t.removeWithProvider(PROVIDER_NAMES[signInMethod])}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
