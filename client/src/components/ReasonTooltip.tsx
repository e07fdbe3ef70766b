import { Portal, Tooltip } from "@chakra-ui/react";
import type { ReactElement } from "react";

/** DisabledButton's tooltip, in a chunk of its own. */
export default function ReasonTooltip({ reason, children }: { reason: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={100} positioning={{ placement: "top" }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {reason}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
