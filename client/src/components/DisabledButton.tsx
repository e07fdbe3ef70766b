import { Button, VisuallyHidden, type ButtonProps } from "@chakra-ui/react";
import { lazy, Suspense, useId } from "react";

// Positioning a tooltip takes a library of its own: the button shows first, its tooltip right after.
const ReasonTooltip = lazy(() => import("./ReasonTooltip"));

/** A button that cannot act here: focusable, never acting, with the reason as its description and tooltip. */
export function DisabledButton({ reason, ...props }: ButtonProps & { reason: string }) {
  const reasonId = useId();
  const button = (
    <Button
      size="sm"
      variant="outline"
      aria-disabled="true"
      aria-describedby={reasonId}
      opacity={0.5}
      cursor="not-allowed"
      onClick={(e) => e.preventDefault()}
      {...props}
    />
  );
  return (
    <>
      <Suspense fallback={button}>
        <ReasonTooltip reason={reason}>{button}</ReasonTooltip>
      </Suspense>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
