import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { orderPageCopy } from "./copy";

const t = orderPageCopy.returns;

/** Asks before cancelling one of my returns. */
export function ConfirmCancelReturnDialog({
  open,
  number,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  number: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t.confirmTitle(number)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t.confirmBody}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {t.keep}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={busy} onClick={onConfirm}>
                {t.confirmYes}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
