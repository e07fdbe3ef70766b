import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MyAddressesDocument } from "../components/AddressForm";
import { DestinationPicker } from "../components/DestinationPicker";
import { garageBike, myGarageMock, storeGuestGarage, vehicle } from "../test/garage";
import { mockOperation, type OperationMock } from "../test/mocks";
import { fakeSession, renderPage } from "../test/render";
import { CurrenciesDocument } from "./currency";
import { countryOfMarket, regionCountry, ShippingDestinationsDocument, useDestination, useShippingCountries } from "./destination";
import { beginHydration, endHydration } from "./hydration";

const zones = {
  deliveryZones: [
    {
      __typename: "DeliveryZone" as const,
      name: "Europe",
      countries: [
        { __typename: "DeliveryCountry" as const, code: "FR", name: "France" },
        { __typename: "DeliveryCountry" as const, code: "DE", name: "Germany" },
        { __typename: "DeliveryCountry" as const, code: "GB", name: "United Kingdom" },
      ],
      methods: [{ __typename: "DeliveryMethod" as const, label: "Standard international", minDays: 7, maxDays: 14, fromPrice: 24.95 }],
    },
    {
      __typename: "DeliveryZone" as const,
      name: "United States",
      countries: [{ __typename: "DeliveryCountry" as const, code: "US", name: "United States" }],
      methods: [{ __typename: "DeliveryMethod" as const, label: "US domestic", minDays: 2, maxDays: 5, fromPrice: 6.95 }],
    },
  ],
};
const zonesMock = mockOperation(ShippingDestinationsDocument, {}, zones, { uses: Infinity });
// A browser in France prices in euros: no rates here, so prices stay in US dollars.
const noRates = mockOperation(CurrenciesDocument, {}, { currencies: [] }, { uses: Infinity });

/** The destination as a page reads it, with the picker. */
function Probe() {
  const { country, choose, ready } = useDestination();
  const { countries } = useShippingCountries();
  return (
    <section aria-label="destination">
      <p>to {country}</p>
      <p>{ready ? "ready" : "not ready"}</p>
      <DestinationPicker country={country} countries={countries} onChoose={choose} />
      <button type="button" onClick={() => choose("Narnia")}>
        Choose nonsense
      </button>
    </section>
  );
}

const guest = fakeSession({ status: "signedOut", user: null });
const renderProbe = (mocks: OperationMock[] = [], session = guest) => renderPage(<Probe />, { session, mocks: [zonesMock, noRates, ...mocks] });

let language: jest.SpyInstance | undefined;
const browserLanguage = (tag: string) => (language = jest.spyOn(window.navigator, "language", "get").mockReturnValue(tag));

beforeEach(() => localStorage.clear());
afterEach(() => language?.mockRestore());

describe("the shopper's destination", () => {
  it("reads the browser's region, and the United States without one", () => {
    expect(regionCountry("de-DE")).toBe("DE");
    expect(regionCountry("pt-br")).toBe("BR");
    expect(regionCountry("de")).toBeNull();
    expect(regionCountry("es-419")).toBeNull();
    expect(regionCountry("")).toBeNull();
  });

  it("maps a bike's market to a country: the EU's to the browser's region when it is in the EU, else Germany", () => {
    expect(["US", "CA", "UK", "JP", "AU", "BR", "IN"].map((m) => countryOfMarket(m, null))).toEqual(["US", "CA", "GB", "JP", "AU", "BR", "IN"]);
    expect(countryOfMarket("EU", "FR")).toBe("FR");
    expect(countryOfMarket("EU", "US")).toBe("DE");
    expect(countryOfMarket("EU", null)).toBe("DE");
    expect(countryOfMarket("XX", "FR")).toBeNull();
  });

  it("is the United States in an en-US browser, the region's country in another, and the shopper's pick once chosen", async () => {
    const user = userEvent.setup();
    const { unmount } = renderProbe();
    expect(screen.getByText("to US")).toBeInTheDocument();
    unmount();

    browserLanguage("fr-FR");
    renderProbe();
    expect(screen.getByText("to FR")).toBeInTheDocument();
    const picker = screen.getByRole("combobox", { name: "Deliver to" });
    expect(await screen.findByRole("option", { name: "Germany" })).toBeInTheDocument();
    expect(picker).toHaveValue("FR");
    await user.selectOptions(picker, "Germany");
    expect(screen.getByText("to DE")).toBeInTheDocument();
    expect(localStorage.getItem("motoparts.destination.v1")).toBe('"DE"');
    // Only a country is kept.
    await user.click(screen.getByRole("button", { name: "Choose nonsense" }));
    expect(screen.getByText("to DE")).toBeInTheDocument();
  });

  it("comes from the market of a guest's active bike before the browser's region", () => {
    browserLanguage("fr-FR");
    storeGuestGarage([vehicle("veh-jp", { market: "JP" })], "veh-jp");
    const { unmount } = renderProbe();
    expect(screen.getByText("to JP")).toBeInTheDocument();
    unmount();

    storeGuestGarage([vehicle("veh-eu", { market: "EU" })], "veh-eu");
    const french = renderProbe();
    expect(screen.getByText("to FR")).toBeInTheDocument();
    french.unmount();

    browserLanguage("en-US");
    renderProbe();
    expect(screen.getByText("to DE")).toBeInTheDocument();
  });

  it("comes from a signed-in rider's default address before their bike, and never before their own pick", async () => {
    const address = (id: string, country: string, isDefault: boolean) => ({
      __typename: "Address" as const,
      id,
      fullName: "Rita Rider",
      line1: "1 High Street",
      line2: null,
      city: "Town",
      region: null,
      regionName: null,
      postalCode: "12345",
      country,
      countryName: country,
      phone: "+44 20 7946 0958",
      isDefault,
    });
    const mocks = [myGarageMock([garageBike(vehicle("veh-jp", { market: "JP" }), true)]), mockOperation(MyAddressesDocument, {}, { myAddresses: [address("a1", "FR", false), address("a2", "GB", true)] }, { uses: Infinity })];
    const { unmount } = renderProbe(mocks, fakeSession());
    // Not ready until the address book and the garage have answered: dates asked before would be another country's.
    expect(screen.getByText("not ready")).toBeInTheDocument();
    expect(await screen.findByText("to GB")).toBeInTheDocument();
    expect(screen.getByText("ready")).toBeInTheDocument();
    unmount();

    // Without an address book, the active bike's market.
    const bikeOnly = renderProbe([mocks[0], mockOperation(MyAddressesDocument, {}, { myAddresses: [] }, { uses: Infinity })], fakeSession());
    expect(await screen.findByText("to JP")).toBeInTheDocument();
    bikeOnly.unmount();

    localStorage.setItem("motoparts.destination.v1", '"DE"');
    renderProbe(mocks, fakeSession());
    expect(screen.getByText("to DE")).toBeInTheDocument();
    expect(await screen.findByRole("option", { name: "Germany" })).toBeInTheDocument();
    expect(screen.getByText("to DE")).toBeInTheDocument();
  });

  it("keeps a server-rendered page as it was sent while it hydrates, then reads the shopper's country", () => {
    localStorage.setItem("motoparts.destination.v1", '"FR"');
    beginHydration();
    renderProbe();
    expect(screen.getByText("to US")).toBeInTheDocument();
    expect(screen.getByText("not ready")).toBeInTheDocument();
    act(() => endHydration());
    expect(screen.getByText("to FR")).toBeInTheDocument();
    expect(screen.getByText("ready")).toBeInTheDocument();
  });

  it("lists a chosen country the shop does not ship to, so that the picker shows it", async () => {
    browserLanguage("es-CU");
    renderProbe();
    expect(await screen.findByRole("option", { name: "Germany" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Deliver to" })).toHaveValue("CU");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Cuba", "France", "Germany", "United Kingdom", "United States"]);
  });
});
