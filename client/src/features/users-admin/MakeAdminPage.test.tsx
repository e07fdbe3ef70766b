import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage } from "../../test/render";
import MakeAdminPage from "./MakeAdminPage";
import { MakeAdminPromoteDocument, MakeAdminRemoveUserDocument, MakeAdminUsersDocument } from "./operations";
import { adminUser } from "../../test/admin";
import type { MakeAdminUsersQuery } from "../../gql/graphql";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";

const user = (id: string, email: string, isAdmin: boolean, displayName: string | null = null, twoStepVerification = isAdmin) => ({
  __typename: "User" as const,
  id,
  email,
  displayName,
  role: isAdmin ? ("admin" as const) : ("user" as const),
  isAdmin,
  twoStepVerification,
}) satisfies Answer<MakeAdminUsersQuery>["users"][number];

const admin = user("u-1", adminUser.email, true, "Ada Admin");
const rider = user("u-2", "rider@motoparts.test", false, "Riley Rider");
const newbie = user("u-3", "newbie@motoparts.test", false);

const usersMock = (users = [admin, rider, newbie]) => mockOperation(MakeAdminUsersDocument, {}, { users });

function renderMakeAdmin(mocks: OperationMock[]) {
  return renderPage(<MakeAdminPage />, { path: "/dashboard/makeadmin", session: fakeSession({ user: adminUser }), mocks });
}

const rowOf = (email: string) => screen.getByRole("row", { name: new RegExp(email) });

describe("MakeAdminPage", () => {
  beforeEach(() => toaster.remove());

  it("counts the users and lists them with their admin status", async () => {
    renderMakeAdmin([usersMock()]);
    expect(await screen.findByRole("heading", { name: "all users: 3" })).toBeInTheDocument();
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Number", "Email", "Options", "Actions"]);
    const already = within(rowOf(adminUser.email)).getByRole("button", { name: /already admin/ });
    expect(already).toBeDisabled();
    expect(within(rowOf("rider@motoparts.test")).getByRole("button", { name: /Make Admin/ })).toBeEnabled();
    expect(within(rowOf("rider@motoparts.test")).queryByRole("button", { name: /already admin/ })).not.toBeInTheDocument();
    // Who has two-step verification on.
    expect(within(rowOf(adminUser.email)).getByText("Two-step on")).toBeInTheDocument();
    expect(within(rowOf("rider@motoparts.test")).getByText("Two-step off")).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    renderMakeAdmin([usersMock([])]);
    expect(await screen.findByText("No users yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "all users: 0" })).toBeInTheDocument();
  });

  it("shows the server's error with a retry", async () => {
    renderMakeAdmin([mockErrors(MakeAdminUsersDocument, {}, [new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } })])]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You are not allowed to do this.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("makes a user admin, says so and refreshes the row", async () => {
    const u = userEvent.setup();
    const makeAdmin = jest.fn(() => ({ makeAdmin: { __typename: "RoleChange", changed: true, user: { ...rider, role: "admin" as const, isAdmin: true } } }));
    renderMakeAdmin([usersMock(), mockOperation(MakeAdminPromoteDocument, { email: rider.email }, makeAdmin)]);
    await screen.findByRole("heading", { name: "all users: 3" });
    await u.click(within(rowOf(rider.email)).getByRole("button", { name: /Make Admin/ }));
    expect(await screen.findByText("successfully admin maked")).toBeInTheDocument();
    expect(makeAdmin).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rowOf(rider.email)).getByRole("button", { name: /already admin/ })).toBeDisabled());
  });

  it("says 'failed to make admin' when the server refuses", async () => {
    const u = userEvent.setup();
    renderMakeAdmin([
      usersMock(),
      mockErrors(MakeAdminPromoteDocument, { email: rider.email }, [new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } })]),
    ]);
    await screen.findByRole("heading", { name: "all users: 3" });
    await u.click(within(rowOf(rider.email)).getByRole("button", { name: /Make Admin/ }));
    expect(await screen.findByText("failed to make admin")).toBeInTheDocument();
    expect(screen.queryByText("successfully admin maked")).not.toBeInTheDocument();
    expect(within(rowOf(rider.email)).getByRole("button", { name: /Make Admin/ })).toBeEnabled();
  });

  it("asks before removing a user, then removes them", async () => {
    const u = userEvent.setup();
    const removeUser = jest.fn(() => ({ removeUser: { __typename: "RemovedUser", email: rider.email } }));
    renderMakeAdmin([usersMock(), mockOperation(MakeAdminRemoveUserDocument, { email: rider.email }, removeUser)]);
    await screen.findByRole("heading", { name: "all users: 3" });
    const trigger = within(rowOf(rider.email)).getByRole("button", { name: /Remove User/ });
    await u.click(trigger);

    const dialog = await screen.findByRole("alertdialog", { name: `Remove ${rider.email}?` });
    expect(within(dialog).getByText(/Their orders stay on record/)).toBeInTheDocument();
    expect(removeUser).not.toHaveBeenCalled();

    // Escape closes without removing; focus goes back to the button that opened it.
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(removeUser).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await u.click(trigger);
    const again = await screen.findByRole("alertdialog");
    await u.click(within(again).getByRole("button", { name: "Remove User" }));
    expect(await screen.findByText(`${rider.email} was removed.`)).toBeInTheDocument();
    expect(removeUser).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("heading", { name: "all users: 2" })).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: new RegExp(rider.email) })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const u = userEvent.setup();
    renderMakeAdmin([
      usersMock(),
      mockErrors(MakeAdminRemoveUserDocument, { email: rider.email }, [new GraphQLError("No user has this email.", { extensions: { code: "NOT_FOUND" } })]),
    ]);
    await screen.findByRole("heading", { name: "all users: 3" });
    await u.click(within(rowOf(rider.email)).getByRole("button", { name: /Remove User/ }));
    const dialog = await screen.findByRole("alertdialog");
    await u.click(within(dialog).getByRole("button", { name: "Remove User" }));
    expect(await within(dialog).findByText("No user has this email.")).toBeInTheDocument();
    // Still listed (behind the open dialog, so hidden from the accessibility tree for now).
    expect(screen.getByRole("row", { name: new RegExp(rider.email), hidden: true })).toBeInTheDocument();
  });

  it("never lets you remove yourself", async () => {
    const u = userEvent.setup();
    const removeUser = jest.fn(() => ({ removeUser: { __typename: "RemovedUser", email: adminUser.email } }));
    renderMakeAdmin([usersMock(), mockOperation(MakeAdminRemoveUserDocument, { email: adminUser.email }, removeUser)]);
    await screen.findByRole("heading", { name: "all users: 3" });
    const own = within(rowOf(adminUser.email)).getByRole("button", { name: /Remove User/ });
    expect(own).toHaveAttribute("aria-disabled", "true");
    expect(own).toHaveAccessibleDescription("You cannot remove your own account.");
    await u.click(own);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(removeUser).not.toHaveBeenCalled();
  });
});
