import { Button, Dialog, Portal, Text } from "@chakra-ui/react";

/**
 * Asks before a buyer undoes something of theirs (cancelling an order, or a return): a title, what it
 * means, a way to keep it, and the confirmation, which waits while `busy`.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  keepLabel,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** Nothing while there is nothing to ask about yet. */
  body: string | null;
  keepLabel: string;
  confirmLabel: string;
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
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body && <Text>{body}</Text>}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {keepLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
