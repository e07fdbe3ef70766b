import { act, screen, waitFor, within } from "@testing-library/react";
import { Outlet } from "react-router-dom";
import { usePageTitle } from "../../components/PageTitle";
import MyOrdersPage, { MyOrdersDocument } from "../../features/orders/MyOrdersPage";
import { IsAdminDocument } from "../../lib/use-is-admin";
import { mockOperation } from "../../test/mocks";
import { renderPage, riderUser } from "../../test/render";
import DashboardLayout from "./DashboardLayout";

function ProfileProbe() {
  usePageTitle("My Profile");
  return <p>profile page</p>;
}

function renderDashboard(path: string) {
  return renderPage(<Outlet />, {
    path,
    routePath: "/root-unused",
    routes: [
      {
        path: "/dashboard",
        element: <DashboardLayout />,
        children: [
          { path: "myorder", element: <MyOrdersPage /> },
          { path: "myprofile", element: <ProfileProbe /> },
        ],
      },
    ],
    mocks: [
      mockOperation(IsAdminDocument, { email: riderUser.email }, { isAdmin: false }),
      mockOperation(MyOrdersDocument, {}, { myOrders: [] }),
    ],
  });
}

describe("DashboardLayout", () => {
  beforeEach(() => {
    document.title = "";
  });

  it("leaves the title to the page on first entry to a dashboard page", async () => {
    renderDashboard("/dashboard/myorder");
    expect(await screen.findByRole("heading", { name: "My orderment 0" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "My Order" })).toBeInTheDocument();
    expect(document.title).toBe("My Order | MotoParts USA");
  });

  it("shows each page's title while moving around the dashboard", async () => {
    const { router } = renderDashboard("/dashboard/myprofile");
    expect(await screen.findByText("profile page")).toBeInTheDocument();
    expect(document.title).toBe("My Profile | MotoParts USA");
    await act(() => router.navigate("/dashboard/myorder"));
    await waitFor(() => expect(document.title).toBe("My Order | MotoParts USA"));
  });

  it("lists the Exchange rates page among an admin's pages, after Shipping", async () => {
    renderPage(<Outlet />, {
      path: "/dashboard/myprofile",
      routePath: "/root-unused",
      routes: [{ path: "/dashboard", element: <DashboardLayout />, children: [{ path: "myprofile", element: <ProfileProbe /> }] }],
      mocks: [mockOperation(IsAdminDocument, { email: riderUser.email }, { isAdmin: true })],
    });
    const menu = await screen.findByRole("navigation", { name: "Dashboard" });
    expect(await within(menu).findByRole("link", { name: "Exchange rates" })).toHaveAttribute("href", "/dashboard/rates");
    const labels = within(menu).getAllByRole("link").map((a) => a.textContent);
    expect(labels.indexOf("Exchange rates")).toBe(labels.indexOf("Shipping") + 1);
  });

  it("lists the Moderation page among an admin's pages, after Export screening", async () => {
    renderPage(<Outlet />, {
      path: "/dashboard/myprofile",
      routePath: "/root-unused",
      routes: [{ path: "/dashboard", element: <DashboardLayout />, children: [{ path: "myprofile", element: <ProfileProbe /> }] }],
      mocks: [mockOperation(IsAdminDocument, { email: riderUser.email }, { isAdmin: true })],
    });
    const menu = await screen.findByRole("navigation", { name: "Dashboard" });
    expect(await within(menu).findByRole("link", { name: "Moderation" })).toHaveAttribute("href", "/dashboard/moderation");
    const labels = within(menu).getAllByRole("link").map((a) => a.textContent);
    expect(labels.indexOf("Moderation")).toBe(labels.indexOf("Export screening") + 1);
  });

  it("lists the Returns page after Manage All Orders", async () => {
    renderPage(<Outlet />, {
      path: "/dashboard/myprofile",
      routePath: "/root-unused",
      routes: [{ path: "/dashboard", element: <DashboardLayout />, children: [{ path: "myprofile", element: <ProfileProbe /> }] }],
      mocks: [mockOperation(IsAdminDocument, { email: riderUser.email }, { isAdmin: true })],
    });
    const menu = await screen.findByRole("navigation", { name: "Dashboard" });
    expect(await within(menu).findByRole("link", { name: "Returns" })).toHaveAttribute("href", "/dashboard/returns");
    const labels = within(menu).getAllByRole("link").map((a) => a.textContent);
    expect(labels.indexOf("Returns")).toBe(labels.indexOf("Manage All Orders") + 1);
  });
});
