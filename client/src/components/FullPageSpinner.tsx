import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";
import { copy } from "../lib/copy";

export function FullPageSpinner({ label = copy.common.loading }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
