import { Button, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { GithubIcon, GoogleIcon } from "../../components/icons";
import { loadFirebase, type useAuthFlow } from "./use-auth-flow";
import { authCopy } from "./copy";

/**
 * "Continue with Google" and "Continue with Github", then an "OR" before the email form. While any request
 * runs (a popup is open, or the form is sending), both buttons are disabled; the one in use shows a spinner.
 */
export function SocialLogin({ flow }: { flow: ReturnType<typeof useAuthFlow> }) {
  const { pending } = flow;
  const providers = [
    { id: "google" as const, label: authCopy.googleButton, icon: <GoogleIcon /> },
    { id: "github" as const, label: authCopy.githubButton, icon: <GithubIcon /> },
  ];
  return (
    <Stack gap="5">
      <Stack gap="3">
        {providers.map(({ id, label, icon }) => (
          <Button
            key={id}
            type="button"
            variant="outline"
            width="full"
            loading={pending === id}
            loadingText={label}
            disabled={pending !== null}
            onClick={() => void flow.signIn(id, async () => (await loadFirebase()).logInWithProvider(id))}
          >
            {icon}
            {label}
          </Button>
        ))}
      </Stack>
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {authCopy.or}
        </Text>
        <Separator flex="1" />
      </HStack>
    </Stack>
  );
}
