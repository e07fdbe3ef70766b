import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { copy } from "../../lib/copy";

const t = copy.orders;

/** Asks before cancelling one of my orders. */
export function ConfirmCancelDialog({
  open,
  order,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  order: { productname: string; quantity: number } | null;
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
              <Dialog.Title>{t.confirmCancel}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {order && (
                <Text>{t.confirmCancelBody(order.productname, order.quantity)}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>{t.keepOrder}</Button>
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
