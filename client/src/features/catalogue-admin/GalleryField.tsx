import { Box, Button, Field, Fieldset, Flex, Input, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { limits } from "@shared/rules";
import { useRef, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { catalogueAdminCopy } from "./copy";
import { listMessage, usePendingFocus, type ListError, type PartForm } from "./part-fields-shared";
import { PicturePreview } from "./PicturePreview";

const t = catalogueAdminCopy.partForm;

/** More images: a list of web addresses or paths, shown after the main image. */
export function GalleryField<Output>({ form }: { form: PartForm<Output> }) {
  const {
    control,
    register,
    setFocus,
    watch,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "gallery" });
  const g = t.gallery;
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusAfterChange = usePendingFocus(fields);
  const full = fields.length >= limits.galleryImages;
  const error = listMessage(errors.gallery as ListError);
  const urls = watch("gallery");

  function removeRow(index: number) {
    remove(index);
    setAnnouncement(g.removed(index + 1));
    const left = fields.length - 1;
    focusAfterChange(() => (left > 0 ? setFocus(`gallery.${Math.min(index, left - 1)}.url`) : addButton.current?.focus()));
  }

  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="medium">{g.legend}</Fieldset.Legend>
      <Fieldset.HelperText>{g.help(limits.galleryImages)}</Fieldset.HelperText>
      <Fieldset.Content>
        {fields.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {g.empty}
          </Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" ps="0" m="0">
            {fields.map((row, i) => {
              const message = errors.gallery?.[i]?.url?.message ?? errors.gallery?.[i]?.message;
              const n = i + 1;
              return (
                <Flex as="li" key={row.id} gap="3" align="flex-start">
                  <Field.Root invalid={!!message} required flex="1" minW="0">
                    <Field.Label fontSize="xs" color="fg.muted">{g.label(n)}</Field.Label>
                    <Input {...register(`gallery.${i}.url`)} type="text" inputMode="url" autoComplete="off" spellCheck={false} />
                    <Field.ErrorText>{message}</Field.ErrorText>
                  </Field.Root>
                  <Box display={{ base: "none", sm: "block" }} mt="6">
                    <PicturePreview src={urls?.[i]?.url ?? ""} alt={g.previewAlt(n)} size={40} />
                  </Box>
                  <Button size="sm" variant="outline" colorPalette="red" aria-label={g.remove(n)} onClick={() => removeRow(i)} flexShrink={0} mt="6">
                    {g.removeText}
                  </Button>
                </Flex>
              );
            })}
          </Stack>
        )}
        <Box>
          <Button ref={addButton} size="sm" variant="outline" disabled={full} onClick={() => append({ url: "" })}>
            {g.add}
          </Button>
          {full && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {g.full(limits.galleryImages)}
            </Text>
          )}
        </Box>
      </Fieldset.Content>
      {error && <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText>}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Fieldset.Root>
  );
}
