import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, Flex, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { errorMessage } from "../../components/ErrorState";
import { PagedList } from "../../components/PagedList";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import { PartImage } from "../../components/PartImage";
import { copy } from "../../lib/copy";
import { stackOnPhones, stackedFrame, tableRoles } from "../../components/stacked-table";
import { toaster } from "../../lib/toaster";
import { useLoadMore } from "../../lib/use-load-more";
import { lazyDialog } from "../../components/lazy-dialog";
import type { ManageProductsListQuery } from "../../gql/graphql";
import { ManageProductsDeleteDocument, ManageProductsListDocument } from "./operations";
import { catalogueAdminCopy } from "./copy";

const t = catalogueAdminCopy.manageProducts;

const ConfirmDialog = lazyDialog(() => import("../../components/AdminDialog").then((m) => m.ConfirmDialog));
const EditPartDialog = lazyDialog(() => import("./EditPartDialog").then((m) => m.EditPartDialog));
const RestockDialog = lazyDialog(() => import("./RestockDialog").then((m) => m.RestockDialog));
const FitmentDialog = lazyDialog(() => import("./FitmentDialog").then((m) => m.FitmentDialog));
const AddCategoryDialog = lazyDialog(() => import("./AddCategoryDialog").then((m) => m.AddCategoryDialog));

type DialogKind = "edit" | "restock" | "fitment" | "delete";

/** A row of the table; the dialogs read their own fragments of it. */
type ProductRow = ManageProductsListQuery["parts"]["edges"][number]["node"];

export default function ManageProductsPage() {
  usePageTitle(copy.dashboard.menu.manageProduct);
  const { data, loading, error, refetch, fetchMore } = useQuery(ManageProductsListDocument, {
    // Fresh stock figures on every visit; later cache updates (fetchMore, edits) stay local.
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const [deletePart, { loading: deleting }] = useMutation(ManageProductsDeleteDocument);
  // The part a dialog is about and which dialog; `opening` remounts the form dialogs on every opening.
  const [selected, setSelected] = useState<ProductRow | null>(null);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [opening, setOpening] = useState(0);
  const [addingCategory, setAddingCategory] = useState(false);
  const [categoryOpening, setCategoryOpening] = useState(0);

  const connection = data?.parts;
  const { loadMore, loadingMore } = useLoadMore(connection?.pageInfo.endCursor, fetchMore, (e) =>
    toaster.error({ title: t.loadError, description: errorMessage(e) }),
  );
  const parts: ProductRow[] = connection?.edges.map((e) => e.node) ?? [];

  function open(kind: DialogKind, part: ProductRow) {
    setSelected(part);
    setDialog(kind);
    setOpening((n) => n + 1);
  }
  const close = () => setDialog(null);

  async function confirmDelete() {
    if (!selected) return;
    const { id, name } = selected;
    try {
      await deletePart({
        variables: { id },
        // The part leaves every cached list: the catalogue lists are re-requested (home page, this page).
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: "Part", id }) });
          cache.evict({ fieldName: "parts" });
          cache.gc();
        },
      });
      toaster.success({ title: t.deleted(name) });
    } catch (e) {
      toaster.error({ title: t.deleteFailed, description: errorMessage(e) });
    } finally {
      setDialog(null);
    }
  }

  const body = (
    <PagedList
      connection={connection}
      shown={parts.length}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => {})}
      text={t}
      rowHeight="14"
      onLoadMore={() => void loadMore()}
      loadingMore={loadingMore}
    >
      <Table.ScrollArea {...stackedFrame} position="relative">
        <Table.Root size="sm" aria-label={t.tableLabel} minW={{ md: "3xl" }} css={stackOnPhones} {...tableRoles.table}>
          <Table.Header {...tableRoles.rowgroup}>
            <Table.Row {...tableRoles.row}>
              <Table.ColumnHeader w="16" {...tableRoles.columnheader}>{t.columns.picture}</Table.ColumnHeader>
              <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.name}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" {...tableRoles.columnheader}>{t.columns.price}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" {...tableRoles.columnheader}>{t.columns.minquantity}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" {...tableRoles.columnheader}>{t.columns.avquantity}</Table.ColumnHeader>
              <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body {...tableRoles.rowgroup}>
            {parts.map((part) => (
              <Table.Row key={part.id} {...tableRoles.row}>
                <Table.Cell data-label={t.columns.picture} {...tableRoles.cell}>
                  <PartImage
                    src={part.picture}
                    name={part.name}
                    alt={t.thumbnailAlt(part.name)}
                    category={part.category}
                    htmlWidth={48}
                    htmlHeight={48}
                    boxSize="12"
                    loading="lazy"
                    borderRadius="md"
                    borderWidth="1px"
                    bg="white"
                    objectFit="contain"
                  />
                </Table.Cell>
                <Table.Cell data-label={t.columns.name} {...tableRoles.cell}>
                  <Box>
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {part.name}
                    </Text>
                    {(part.brand || part.partNumber) && (
                      <Flex as="p" fontSize="xs" color="fg.muted" columnGap="2" wrap="wrap">
                        {part.brand && <span>{t.brand(part.brand)}</span>}
                        {part.partNumber && (
                          <Text as="span" fontFamily="mono" overflowWrap="anywhere">
                            {t.partNumber(part.partNumber)}
                          </Text>
                        )}
                      </Flex>
                    )}
                    {part.productCategory && (
                      <Text fontSize="xs" color="fg.muted">
                        {part.productCategory.label}
                      </Text>
                    )}
                  </Box>
                </Table.Cell>
                <Table.Cell data-label={t.columns.price} textAlign="end" whiteSpace="nowrap" {...tableRoles.cell}>
                  {copy.common.dollars(part.price)}
                </Table.Cell>
                <Table.Cell data-label={t.columns.minquantity} textAlign="end" {...tableRoles.cell}>{part.minquantity}</Table.Cell>
                <Table.Cell data-label={t.columns.avquantity} textAlign="end" {...tableRoles.cell}>{part.avquantity}</Table.Cell>
                <Table.Cell data-label={t.columns.actions} {...tableRoles.cell}>
                  <HStack gap="2" wrap="wrap">
                    <Button size="sm" variant="outline" onClick={() => open("edit", part)} aria-label={t.editLabel(part.name)}>
                      {t.edit}
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="blue" onClick={() => open("restock", part)} aria-label={t.restockLabel(part.name)}>
                      {t.restock}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => open("fitment", part)} aria-label={catalogueAdminCopy.fitment.openLabel(part.name)}>
                      {catalogueAdminCopy.fitment.open}
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => open("delete", part)} aria-label={t.deleteLabel(part.name)}>
                      {t.delete}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </PagedList>
  );

  return (
    <Stack gap="5">
      <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
        <PageHeading title={t.heading} intro={connection ? t.total(connection.totalCount) : null} live />
        <Button
          variant="outline"
          onClick={() => {
            setAddingCategory(true);
            setCategoryOpening((n) => n + 1);
          }}
        >
          {t.addCategory.open}
        </Button>
      </Flex>
      {body}
      <AddCategoryDialog key={`category-${categoryOpening}`} open={addingCategory} onClose={() => setAddingCategory(false)} />
      {selected && (
        <>
          <EditPartDialog key={`edit-${opening}`} part={selected} open={dialog === "edit"} onClose={close} />
          <RestockDialog key={`restock-${opening}`} part={selected} open={dialog === "restock"} onClose={close} />
          <FitmentDialog key={`fitment-${opening}`} part={selected} open={dialog === "fitment"} onClose={close} />
          <ConfirmDialog
            open={dialog === "delete"}
            onClose={close}
            title={t.confirmDeleteTitle(selected.name)}
            body={t.confirmDeleteBody}
            confirmLabel={t.confirmDelete}
            onConfirm={() => void confirmDelete()}
            busy={deleting}
            danger
          />
        </>
      )}
    </Stack>
  );
}
