import { Input, type InputProps } from "@chakra-ui/react";

/** A file field whose "Choose file" button looks like the shop's outline buttons, not the browser's grey one. */
export function FileInput(props: Omit<InputProps, "type">) {
  return (
    <Input
      type="file"
      h="auto"
      py="1.5"
      css={{
        "&::file-selector-button": {
          marginInlineEnd: "3",
          paddingInline: "3",
          paddingBlock: "1",
          borderRadius: "sm",
          borderWidth: "1px",
          borderColor: "border",
          bg: "bg.muted",
          color: "fg",
          cursor: "pointer",
        },
      }}
      {...props}
    />
  );
}
