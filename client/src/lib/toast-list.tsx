import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from "@chakra-ui/react";
import { copy } from "./copy";
import { toasters } from "./toaster";

type Store = (typeof toasters)["wide"];

function Toasts({ store, phone }: { store: Store; phone?: boolean }) {
  return (
    <ChakraToaster toaster={store} insetInline={phone ? "4" : { mdDown: "4" }}>
      {(toast) => (
        <Toast.Root width={phone ? "full" : { md: "sm" }}>
          {toast.type === "loading" ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
          {toast.closable && <Toast.CloseTrigger aria-label={copy.common.dismiss} />}
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}

export default function ToastList() {
  return (
    <Portal>
      <Toasts store={toasters.wide} />
      <Toasts store={toasters.phone} phone />
    </Portal>
  );
}
