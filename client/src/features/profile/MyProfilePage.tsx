import {
  Button,
  Card,
  chakra,
  DataList,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useMemo, type ReactElement, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { profileInput } from "@shared/schemas";
import { useForm } from "react-hook-form";
import { PersonAvatar } from "../../components/Avatar";
import { ErrorState } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import { graphql } from "../../gql";
import type { MyProfileQuery } from "../../gql/graphql";
import { applyServerError } from "../../lib/forms";
import { errorCode } from "../../lib/graphql-errors";
import { copy } from "../../lib/copy";
import { useSession } from "../../lib/session";
import { toaster } from "../../lib/toaster";
import { AddressBookSection } from "./AddressBookSection";
import { TwoStepSection } from "./TwoStepSection";
import { profileCopy } from "./copy";

const t = profileCopy;

export const MyProfileDocument = graphql(`
  query MyProfile {
    me {
      id
      email
      displayName
      photoUrl
      linkedin
      twitter
      location
      education
      number
    }
  }
`);

export const MyProfileUpdateDocument = graphql(`
  mutation MyProfileUpdate($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      linkedin
      twitter
      location
      education
      number
    }
  }
`);

const FIELDS = ["education", "location", "linkedin", "twitter", "number"] as const;
type ProfileField = (typeof FIELDS)[number];
type ProfileForm = Record<ProfileField, string>;

type Profile = NonNullable<MyProfileQuery["me"]>;

function toForm(p: Pick<Profile, ProfileField>): ProfileForm {
  return {
    education: p.education ?? "",
    location: p.location ?? "",
    linkedin: p.linkedin ?? "",
    twitter: p.twitter ?? "",
    number: p.number ?? "",
  };
}

function ExternalLink({ href }: { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="navy.500" textDecoration="underline" wordBreak="break-all">
      {href}
    </Link>
  );
}

function Fallback({ children }: { children: string }) {
  return <Text as="span" color="fg.muted" fontStyle="italic">{children}</Text>;
}

function ProfileSummary({ profile }: { profile: Profile }) {
  const { user } = useSession();
  const name = user?.displayName || profile.displayName || profile.email;
  const rows: { label: string; value: ReactNode }[] = [
    { label: t.linkedin, value: profile.linkedin ? <ExternalLink href={profile.linkedin} /> : <Fallback>{t.giveLink}</Fallback> },
    { label: t.twitter, value: profile.twitter ? <ExternalLink href={profile.twitter} /> : <Fallback>{t.giveLink}</Fallback> },
    { label: t.location, value: profile.location || <Fallback>{t.giveLocation}</Fallback> },
    { label: t.education, value: profile.education || <Fallback>{t.giveEducation}</Fallback> },
    { label: t.number, value: profile.number || <Fallback>{t.giveNumber}</Fallback> },
  ];
  return (
    <Card.Root variant="outline">
      <Card.Body gap="6">
        <HStack gap="4" align="center">
          <PersonAvatar src={user?.photoURL || profile.photoUrl} name={copy.nav.avatarAlt(name)} size="2xl" />
          <Stack gap="0" minW="0">
            <Text fontSize="xl" fontWeight="bold">{name}</Text>
            <Text color="fg.muted" wordBreak="break-all">{profile.email}</Text>
          </Stack>
        </HStack>
        <DataList.Root orientation="horizontal" gap="3">
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel minW="28">{row.label}</DataList.ItemLabel>
              <DataList.ItemValue>{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function ProfileFormCard({ profile }: { profile: Profile }) {
  const [updateProfile, { loading }] = useMutation(MyProfileUpdateDocument);
  const values = useMemo<ProfileForm>(() => toForm(profile), [profile]);
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(profileInput),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { data } = await updateProfile({ variables: { input } });
      // The form now shows exactly what the server saved (trimmed, cleared).
      if (data) reset(toForm(data.updateProfile));
      toaster.success({ title: t.updated });
    } catch (err) {
      const message = applyServerError(err, FIELDS, setError);
      if (!message) return;
      // The spec's message for a profile update with nobody signed in.
      if (errorCode(err) === "UNAUTHENTICATED") toaster.error({ title: t.noUser });
      else toaster.error({ title: message });
    }
  });

  const field = (name: ProfileField, label: string, input: ReactElement) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      {input}
      <Field.ErrorText color="red.700">{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Heading as="h3" size="lg" mb="4">{t.formTitle}</Heading>
        <chakra.form onSubmit={onSubmit} noValidate>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field("education", t.education, <Input placeholder={t.educationPlaceholder} {...register("education")} />)}
            {field("location", t.location, <Input autoComplete="address-level2" placeholder={t.locationPlaceholder} {...register("location")} />)}
            {field("linkedin", t.linkedin, <Input type="url" inputMode="url" placeholder="https://www.linkedin.com/in/…" {...register("linkedin")} />)}
            {field("twitter", t.twitter, <Input type="url" inputMode="url" placeholder="https://x.com/…" {...register("twitter")} />)}
            {field(
              "number",
              t.number,
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                placeholder="+15551234567"
                {...register("number")}
              />,
            )}
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" mt="6" loading={loading}>
            {t.update}
          </Button>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

function LoadingState() {
  return (
    <Stack gap="6" role="status" aria-label={copy.common.loading}>
      <HStack gap="4">
        <Skeleton boxSize="20" borderRadius="full" />
        <SkeletonText noOfLines={2} w="48" />
      </HStack>
      <SkeletonText noOfLines={5} />
      <Skeleton h="48" borderRadius="md" />
    </Stack>
  );
}

export default function MyProfilePage() {
  usePageTitle(copy.dashboard.menu.myProfile);
  const { data, error, refetch } = useQuery(MyProfileDocument);
  const profile = data?.me;
  return (
    <Stack gap="6">
      <Heading as="h2" size="xl">{copy.dashboard.menu.myProfile}</Heading>
      {profile ? (
        <>
          <ProfileSummary profile={profile} />
          <ProfileFormCard profile={profile} />
          <AddressBookSection />
          <TwoStepSection email={profile.email} />
        </>
      ) : error ? (
        <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}
