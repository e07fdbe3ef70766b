import { Alert, Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { copy } from "../lib/copy";

interface AdminDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The footer's main button. With `formId` it submits that form; otherwise it calls `onConfirm`. */
  confirmLabel: string;
  onConfirm?: () => void;
  formId?: string;
  busy?: boolean;
  /** The main button cannot be pressed yet (what it acts on is still loading). */
  confirmDisabled?: boolean;
  /** A red (destructive) main button. */
  danger?: boolean;
  cancelLabel?: string;
  /** A message shown above the footer, e.g. the server's refusal. */
  error?: string | null;
  role?: "dialog" | "alertdialog";
  size?: "sm" | "md" | "lg";
}

/**
 * The admin pages' dialogs (Chakra's Dialog: focus moves in and back to where it was, Escape closes,
 * the page behind is inert). While `busy` the dialog cannot be dismissed, so a request is never orphaned.
 */
export function AdminDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  formId,
  busy = false,
  confirmDisabled = false,
  danger = false,
  cancelLabel = copy.common.cancel,
  error,
  role = "dialog",
  size = "md",
}: AdminDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
      role={role}
      size={size}
      placement="center"
      // A long body (a refund of many lines) scrolls inside the dialog: the footer's buttons stay in view.
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {children}
              {error && (
                <Alert.Root status="error" mt="4" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{error}</Alert.Description>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={danger ? "red" : "brand"}
                type={formId ? "submit" : "button"}
                form={formId}
                onClick={formId ? undefined : onConfirm}
                loading={busy}
                disabled={confirmDisabled}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.common.close} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A yes/no question before something that cannot be undone from here. */
export function ConfirmDialog(props: Omit<AdminDialogProps, "children" | "formId" | "role"> & { body: ReactNode }) {
  const { body, ...rest } = props;
  return (
    <AdminDialog {...rest} role="alertdialog">
      {typeof body === "string" ? <Text>{body}</Text> : body}
    </AdminDialog>
  );
}
