import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { garageBike, mt07, myGarageMock, r1250gs, storedGuestGarage, storeGuestGarage, vehicle } from "../test/garage";
import { mockNetworkError, mockOperation } from "../test/mocks";
import { fakeSession, renderPage } from "../test/render";
import { useGarage, useGuestGarageMerge } from "./garage";
import { AddToGarageDocument, MergeGuestGarageDocument, RemoveFromGarageDocument, SetActiveBikeDocument } from "./garage-operations";
import { SessionContext } from "./session";

const guest = fakeSession({ status: "signedOut", user: null });

/** The garage as a page sees it, with buttons for its changes. */
function Probe() {
  const garage = useGarage();
  const [error, setError] = useState("");
  const act = (change: () => Promise<void>) => () => void change().catch((e: Error) => setError(e.message));
  if (garage.loading) return <p>loading</p>;
  return (
    <div>
      <p>mode {garage.mode}</p>
      <p>active {garage.active?.name ?? "none"}</p>
      <ul aria-label="bikes">
        {garage.bikes.map((b) => (
          <li key={b.vehicle.id}>
            {b.vehicle.name}
            {b.active ? " (active)" : ""}
          </li>
        ))}
      </ul>
      <button type="button" onClick={act(() => garage.add(mt07))}>add mt07</button>
      <button type="button" onClick={act(() => garage.add(r1250gs, false))}>add gs</button>
      <button type="button" onClick={act(() => garage.setActive(r1250gs.id))}>activate gs</button>
      <button type="button" onClick={act(() => garage.remove(mt07.id))}>remove mt07</button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

beforeEach(() => localStorage.clear());

describe("useGarage for a guest", () => {
  it("keeps the bikes and the active one in the browser", async () => {
    const user = userEvent.setup();
    renderPage(<Probe />, { session: guest });
    expect(screen.getByText("mode guest")).toBeInTheDocument();
    expect(screen.getByText("active none")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "add mt07" }));
    expect(screen.getByText("active 2019 Yamaha MT-07")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "add gs" }));
    // Added without making it active: the active bike stays, listed first.
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["2019 Yamaha MT-07 (active)", "2021 BMW R 1250 GS"]);
    expect(storedGuestGarage()).toEqual({
      bikes: [expect.objectContaining({ vehicle: expect.objectContaining({ id: mt07.id }) }), expect.objectContaining({ vehicle: expect.objectContaining({ id: r1250gs.id }) })],
      activeId: mt07.id,
    });

    await user.click(screen.getByRole("button", { name: "activate gs" }));
    expect(screen.getByText("active 2021 BMW R 1250 GS")).toBeInTheDocument();
    expect(storedGuestGarage()?.activeId).toBe(r1250gs.id);

    await user.click(screen.getByRole("button", { name: "remove mt07" }));
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["2021 BMW R 1250 GS (active)"]);
  });

  it("reads what the browser holds, dropping what it cannot read, and refuses an eleventh bike", async () => {
    const user = userEvent.setup();
    const ten = Array.from({ length: 10 }, (_, i) => vehicle(`veh-${i}`, { name: `Bike ${i}` }));
    storeGuestGarage(ten, "veh-3");
    const raw = JSON.parse(localStorage.getItem("motoparts.garage.v1")!) as { bikes: unknown[] };
    localStorage.setItem("motoparts.garage.v1", JSON.stringify({ ...raw, bikes: [...raw.bikes, { vehicle: { id: 7 } }] }));
    renderPage(<Probe />, { session: guest });
    expect(screen.getByText("active Bike 3")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "add mt07" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A garage holds at most 10 bikes");
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
  });

  it("says so when the browser will not store the garage, rather than saying the bike was added", async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    try {
      renderPage(<Probe />, { session: guest });
      await user.click(screen.getByRole("button", { name: "add mt07" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("This browser would not keep your garage (its storage is full or turned off).");
      expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    } finally {
      setItem.mockRestore();
    }
  });
});

describe("useGarage for a signed-in rider", () => {
  it("reads me.garage and writes every mutation's answer back to it", async () => {
    const user = userEvent.setup();
    renderPage(<Probe />, {
      mocks: [
        myGarageMock([garageBike(r1250gs, true)]),
        mockOperation(AddToGarageDocument, { vehicleId: mt07.id, active: true }, { addToGarage: [garageBike(mt07, true), garageBike(r1250gs, false)] }),
        mockOperation(SetActiveBikeDocument, { vehicleId: r1250gs.id }, { setActiveBike: [garageBike(r1250gs, true), garageBike(mt07, false)] }),
        mockOperation(RemoveFromGarageDocument, { vehicleId: mt07.id }, { removeFromGarage: [garageBike(r1250gs, true)] }),
      ],
    });
    expect(await screen.findByText("active 2021 BMW R 1250 GS")).toBeInTheDocument();
    expect(screen.getByText("mode account")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "add mt07" }));
    expect(await screen.findByText("active 2019 Yamaha MT-07")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "activate gs" }));
    expect(await screen.findByText("active 2021 BMW R 1250 GS")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "remove mt07" }));
    await waitFor(() => expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["2021 BMW R 1250 GS (active)"]));
    expect(storedGuestGarage()).toBeNull();
  });
});

/** What the root layout mounts (GuestGarageMerge): the merge, run whatever else is shown. */
function GuestGarageMerge() {
  useGuestGarageMerge();
  return null;
}

/** The merge's failure, as the garage page shows it. */
function MergeFailure() {
  const { error } = useGuestGarageMerge();
  return error ? <p role="alert">merge failed</p> : null;
}

/** The session going from signed out to signed in, as any way of signing in does. */
function SigningIn({ children }: { children?: ReactNode }) {
  const [session, setSession] = useState(() => fakeSession({ status: "signedOut", user: null }));
  return (
    <SessionContext.Provider value={session}>
      <button type="button" onClick={() => setSession(fakeSession())}>
        sign in
      </button>
      <GuestGarageMerge />
      {children}
    </SessionContext.Provider>
  );
}

describe("the guest's garage at sign-in", () => {
  it("merges into the account's once (bikes and active one), then leaves the browser", async () => {
    const user = userEvent.setup();
    storeGuestGarage([mt07, r1250gs], r1250gs.id);
    const merge = jest.fn(() => ({ mergeGuestGarage: [garageBike(r1250gs, true), garageBike(mt07, false)] }));
    renderPage(
      <SigningIn>
        <Probe />
      </SigningIn>,
      {
        mocks: [
          mockOperation(MergeGuestGarageDocument, { vehicleIds: [mt07.id, r1250gs.id], activeVehicleId: r1250gs.id }, merge, { uses: Infinity }),
          myGarageMock([garageBike(r1250gs, true), garageBike(mt07, false)]),
        ],
      },
    );
    expect(screen.getByText("mode guest")).toBeInTheDocument();
    expect(merge).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "sign in" }));
    await waitFor(() => expect(storedGuestGarage()).toBeNull());
    expect(await screen.findByText("mode account")).toBeInTheDocument();
    expect(screen.getByText("active 2021 BMW R 1250 GS")).toBeInTheDocument();
    expect(merge).toHaveBeenCalledTimes(1);
  });

  it("says which of the browser's bikes did not fit in the account's garage", async () => {
    const user = userEvent.setup();
    storeGuestGarage([mt07, r1250gs], mt07.id);
    // The account's garage was nearly full: only the MT-07 joined it.
    const merged = [garageBike(mt07, true)];
    renderPage(<SigningIn />, {
      mocks: [mockOperation(MergeGuestGarageDocument, { vehicleIds: [mt07.id, r1250gs.id], activeVehicleId: mt07.id }, { mergeGuestGarage: merged }), myGarageMock(merged)],
    });
    await user.click(screen.getByRole("button", { name: "sign in" }));
    expect(await screen.findByText("One bike from this browser did not fit in your account's garage")).toBeInTheDocument();
    expect(screen.getByText("A garage holds at most 10 bikes. Not added: 2021 BMW R 1250 GS.")).toBeInTheDocument();
    expect(storedGuestGarage()).toBeNull();
  });

  it("keeps the browser's garage when the merge fails", async () => {
    const user = userEvent.setup();
    storeGuestGarage([mt07], mt07.id);
    renderPage(
      <SigningIn>
        <MergeFailure />
      </SigningIn>,
      { mocks: [mockNetworkError(MergeGuestGarageDocument, () => true, new Error("offline"))] },
    );
    await user.click(screen.getByRole("button", { name: "sign in" }));
    // Once the merge has failed, the browser keeps the bikes, to try again.
    expect(await screen.findByRole("alert")).toHaveTextContent("merge failed");
    expect(storedGuestGarage()?.bikes).toHaveLength(1);
  });
});

/** A page that may change the garage whatever it shows (the top bar's, the part page's buttons). */
function ChangeAnyTime() {
  const garage = useGarage();
  const [error, setError] = useState("");
  return (
    <div>
      <p>{garage.loading ? "loading" : `bikes ${garage.bikes.map((b) => b.vehicle.name).join(", ")}`}</p>
      <button type="button" onClick={() => void garage.add(r1250gs, false).catch((e: Error) => setError(e.message))}>
        add gs now
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

describe("changing the garage while the guest's is merged at sign-in", () => {
  it("changes the browser's garage shown while the merge has failed, not the account's", async () => {
    const user = userEvent.setup();
    storeGuestGarage([mt07], mt07.id);
    // No mock for the account's mutations or garage: calling the server would fail the changes.
    renderPage(
      <SigningIn>
        <Probe />
      </SigningIn>,
      { mocks: [mockNetworkError(MergeGuestGarageDocument, () => true, new Error("offline"))] },
    );
    await user.click(screen.getByRole("button", { name: "sign in" }));
    expect(await screen.findByText("mode account")).toBeInTheDocument();
    expect(screen.getByText("active 2019 Yamaha MT-07")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "add gs" }));
    await waitFor(() => expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["2019 Yamaha MT-07 (active)", "2021 BMW R 1250 GS"]));
    await user.click(screen.getByRole("button", { name: "activate gs" }));
    expect(await screen.findByText("active 2021 BMW R 1250 GS")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "remove mt07" }));
    await waitFor(() => expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["2021 BMW R 1250 GS (active)"]));
    expect(storedGuestGarage()).toEqual({ bikes: [expect.objectContaining({ vehicle: expect.objectContaining({ id: r1250gs.id }) })], activeId: r1250gs.id });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sends a change made while the merge is under way to the account once merged, and shows it", async () => {
    const user = userEvent.setup();
    storeGuestGarage([mt07], mt07.id);
    const merge = jest.fn(() => ({ mergeGuestGarage: [garageBike(mt07, true)] }));
    let mergedBeforeAdd: boolean | undefined;
    const addGs = jest.fn(() => {
      mergedBeforeAdd = merge.mock.calls.length > 0;
      return { addToGarage: [garageBike(mt07, true), garageBike(r1250gs, false)] };
    });
    renderPage(
      <SigningIn>
        <ChangeAnyTime />
      </SigningIn>,
      {
        mocks: [
          { ...mockOperation(MergeGuestGarageDocument, { vehicleIds: [mt07.id], activeVehicleId: mt07.id }, merge), delay: 300 },
          mockOperation(AddToGarageDocument, { vehicleId: r1250gs.id, active: false }, addGs),
          myGarageMock(() => [garageBike(mt07, true), ...(addGs.mock.calls.length ? [garageBike(r1250gs, false)] : [])]),
        ],
      },
    );
    await user.click(screen.getByRole("button", { name: "sign in" }));
    await user.click(screen.getByRole("button", { name: "add gs now" }));
    expect(await screen.findByText("bikes 2019 Yamaha MT-07, 2021 BMW R 1250 GS")).toBeInTheDocument();
    expect(addGs).toHaveBeenCalledTimes(1);
    expect(mergedBeforeAdd).toBe(true);
    expect(storedGuestGarage()).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
