import { useMutation, useQuery } from "@apollo/client/react";
import type { Reference } from "@apollo/client";
import { Badge, Button, HStack, Heading, Skeleton, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { DisabledButton } from "../../components/DisabledButton";
import { CheckIcon } from "../../components/icons";
import { lazyDialog } from "../../components/lazy-dialog";
import { usePageTitle } from "../../components/PageTitle";
import { copy } from "../../lib/copy";
import { stackOnPhones, stackedFrame, tableRoles } from "../../components/stacked-table";
import { useSession } from "../../lib/session";
import { toaster } from "../../lib/toaster";
import { MakeAdminPromoteDocument, MakeAdminRemoveUserDocument, MakeAdminUsersDocument } from "./operations";
import type { MakeAdminUsersQuery } from "../../gql/graphql";
import { usersAdminCopy } from "./copy";

const t = usersAdminCopy;

const ConfirmDialog = lazyDialog(() => import("../../components/AdminDialog").then((m) => m.ConfirmDialog));

type UserRow = MakeAdminUsersQuery["users"][number];

const sameEmail = (a?: string | null, b?: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

function UsersTableSkeleton() {
  return (
    <Stack gap="2" aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height="10" borderRadius="md" />
      ))}
    </Stack>
  );
}

export default function MakeAdminPage() {
  usePageTitle(copy.dashboard.menu.makeAdmin);
  const { user: me } = useSession();
  const { data, loading, error, refetch } = useQuery(MakeAdminUsersDocument, { fetchPolicy: "cache-and-network" });
  const [promote] = useMutation(MakeAdminPromoteDocument);
  const [removeUser, { loading: removing }] = useMutation(MakeAdminRemoveUserDocument);
  const [promoting, setPromoting] = useState<string | null>(null);
  // The user Remove User was pressed for; kept after closing so the dialog's exit animation keeps its text.
  const [toRemove, setToRemove] = useState<UserRow | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const users = data?.users;

  async function makeAdmin(email: string) {
    setPromoting(email);
    try {
      // The answer carries the user's new role, which updates their row in the cached list.
      await promote({ variables: { email } });
      toaster.success({ title: t.made });
    } catch (e) {
      toaster.error({ title: t.failed, description: errorMessage(e) });
    } finally {
      setPromoting(null);
    }
  }

  async function confirmRemove() {
    if (!toRemove) return;
    const { email, id } = toRemove;
    setRemoveError(null);
    try {
      await removeUser({
        variables: { email },
        update(cache) {
          cache.modify({
            fields: {
              users: (existing: readonly Reference[] = [], { readField }) =>
                existing.filter((ref) => !sameEmail(readField<string>("email", ref), email)),
            },
          });
          cache.evict({ id: cache.identify({ __typename: "User", id }) });
          cache.gc();
        },
      });
      setRemoveOpen(false);
      toaster.success({ title: t.removed(email) });
    } catch (e) {
      setRemoveError(errorMessage(e));
    }
  }

  let body;
  if (!users && loading) {
    body = (
      <>
        <VisuallyHidden role="status">{copy.common.loading}</VisuallyHidden>
        <UsersTableSkeleton />
      </>
    );
  } else if (!users) {
    body = <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />;
  } else if (users.length === 0) {
    body = <Text color="fg.muted">{t.empty}</Text>;
  } else {
    body = (
      <Table.ScrollArea {...stackedFrame} position="relative">
        <Table.Root size="sm" aria-label={t.tableLabel} minW={{ md: "lg" }} css={stackOnPhones} {...tableRoles.table}>
          <Table.Header {...tableRoles.rowgroup}>
            <Table.Row {...tableRoles.row}>
              <Table.ColumnHeader w="20" {...tableRoles.columnheader}>{t.columns.number}</Table.ColumnHeader>
              <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.email}</Table.ColumnHeader>
              <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.options}</Table.ColumnHeader>
              <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body {...tableRoles.rowgroup}>
            {users.map((u, i) => {
              const isMe = sameEmail(u.email, me?.email);
              return (
                <Table.Row key={u.id} {...tableRoles.row}>
                  <Table.Cell data-label={t.columns.number} {...tableRoles.cell}>{i + 1}</Table.Cell>
                  <Table.Cell data-label={t.columns.email} {...tableRoles.cell}>
                    <HStack gap="2" wrap="wrap">
                      <Text wordBreak="break-all">{u.email}</Text>
                      {isMe && <Badge colorPalette="blue">{t.you}</Badge>}
                      <Badge colorPalette={u.twoStepVerification ? "green" : "gray"} variant="subtle">
                        {u.twoStepVerification ? t.twoStepOn : t.twoStepOff}
                      </Badge>
                    </HStack>
                    {u.displayName && (
                      <Text fontSize="xs" color="fg.muted">
                        {u.displayName}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell data-label={t.columns.options} {...tableRoles.cell}>
                    {u.isAdmin ? (
                      // A status more than an action: kept fully legible (white on green.700 passes AA).
                      <Button
                        size="sm"
                        bg="green.700"
                        color="white"
                        disabled
                        _disabled={{ opacity: 1, cursor: "default" }}
                      >
                        <CheckIcon />
                        {t.alreadyAdmin}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        colorPalette="brand"
                        loading={promoting === u.email}
                        disabled={promoting !== null && promoting !== u.email}
                        onClick={() => void makeAdmin(u.email)}
                        aria-label={`${t.makeAdmin}: ${u.email}`}
                      >
                        {t.makeAdmin}
                      </Button>
                    )}
                  </Table.Cell>
                  <Table.Cell data-label={t.columns.actions} {...tableRoles.cell}>
                    {isMe ? (
                      <DisabledButton colorPalette="red" reason={t.cannotRemoveSelf}>
                        {t.removeUser}
                      </DisabledButton>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => {
                          setRemoveError(null);
                          setToRemove(u);
                          setRemoveOpen(true);
                        }}
                        aria-label={`${t.removeUser}: ${u.email}`}
                      >
                        {t.removeUser}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Stack gap="5">
      {users ? (
        <Heading as="h2" size="xl">
          {t.count(users.length)}
        </Heading>
      ) : (
        <Skeleton height="8" width="40" aria-hidden />
      )}
      {body}
      <ConfirmDialog
        open={removeOpen}
        onClose={() => setRemoveOpen(false)}
        title={toRemove ? t.confirmRemoveTitle(toRemove.email) : ""}
        body={t.confirmRemoveBody}
        confirmLabel={t.removeUser}
        onConfirm={() => void confirmRemove()}
        busy={removing}
        danger
        error={removeError}
      />
    </Stack>
  );
}
