import { Box, Button, Field, Flex, Input } from "@chakra-ui/react";
import { limits } from "@shared/rules";
import { useFieldArray, useWatch } from "react-hook-form";
import { catalogueAdminCopy } from "./copy";
import { ListFieldset, useListRows } from "./ListFieldset";
import { listMessage, type ListError, type PartForm } from "./part-fields-shared";
import { PicturePreview } from "./PicturePreview";

const t = catalogueAdminCopy.partForm;

/** More images: a list of web addresses or paths, shown after the main image. */
export function GalleryField<Output>({ form }: { form: PartForm<Output> }) {
  const {
    control,
    register,
    setFocus,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "gallery" });
  const g = t.gallery;
  const rows = useListRows(fields, { remove, removed: g.removed, focusRow: (i) => setFocus(`gallery.${i}.url`) });
  // Only the list follows its addresses: `watch` would render the whole form again on every keystroke.
  const urls = useWatch({ control, name: "gallery" });

  return (
    <ListFieldset
      legend={g.legend}
      help={g.help(limits.galleryImages)}
      empty={g.empty}
      count={fields.length}
      error={listMessage(errors.gallery as ListError)}
      addLabel={g.add}
      onAdd={() => append({ url: "" })}
      addButton={rows.addButton}
      full={fields.length >= limits.galleryImages}
      fullText={g.full(limits.galleryImages)}
      announcement={rows.announcement}
    >
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
            <Button size="sm" variant="outline" colorPalette="red" aria-label={g.remove(n)} onClick={() => rows.removeRow(i)} flexShrink={0} mt="6">
              {g.removeText}
            </Button>
          </Flex>
        );
      })}
    </ListFieldset>
  );
}
