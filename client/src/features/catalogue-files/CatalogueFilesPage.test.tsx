import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { setAccessToken } from "../../lib/access-token";
import { IsAdminDocument } from "../../lib/use-is-admin";
import { fakeSession, renderPage } from "../../test/render";
import { mockErrors, mockOperation, type OperationMock } from "../../test/mocks";
import CatalogueFilesPage from "./CatalogueFilesPage";
import type { ImportReport } from "../../lib/import-file";
import { CatalogueFilesExportDocument, CatalogueFilesFitmentExportDocument, CatalogueFilesVehiclesExportDocument } from "./operations";
import { adminUser } from "../../test/admin";

const TOKEN = "access-token-of-the-admin";

/** A file of exactly 200 bytes, so that the server's byte counts give round percentages. */
const csvFile = (name = "catalogue.csv", bytes = 200) => {
  const header = "part_number,brand,name,category,description,price_usd,min_quantity,stock,images\n";
  return new File([header.padEnd(bytes, "x")], name, { type: "text/csv" });
};

/** A streamed NDJSON answer whose lines the test sends one by one. */
function ndjsonAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(stream, { status: 200, headers: { "Content-Type": "application/x-ndjson; charset=utf-8" } }),
    send(line: unknown) {
      controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
    },
    end() {
      controller.close();
    },
  };
}

/** A whole NDJSON answer at once. */
function ndjson(...lines: unknown[]): Response {
  return new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(""), { status: 200, headers: { "Content-Type": "application/x-ndjson" } });
}

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  dryRun: true,
  applied: false,
  rows: 4,
  created: 1,
  updated: 1,
  unchanged: 0,
  invalid: 2,
  errors: [
    { row: 3, message: "price_usd: Price must be a number, such as 24.99." },
    { row: 5, message: 'category: No category has the slug "brake-shoes".' },
  ],
  ...overrides,
});

function renderCatalogue(mocks: OperationMock[] = []) {
  return renderPage(<CatalogueFilesPage />, { path: "/dashboard/catalogue", session: fakeSession({ user: adminUser }), mocks });
}

const fileInput = () => screen.getByLabelText("Catalogue file (CSV)");
/** The catalogue's own Check file button (the fitment and bikes sections have theirs). */
const checkButton = () => within(screen.getByRole("region", { name: "Import" })).getByRole("button", { name: "Check file" });
const importButton = () => screen.getByRole("button", { name: "Import" });
const skipBox = (n: number) => screen.getByRole("checkbox", { name: `Skip the ${n} rows with errors`, hidden: true });

/** The URL, method and headers of the n-th request to the import path. */
function importRequest(fetchMock: jest.SpyInstance, n = 0) {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return { url, method: init.method, headers: init.headers as Record<string, string>, body: init.body };
}

describe("CatalogueFilesPage", () => {
  let fetchMock: jest.SpyInstance;

  beforeEach(() => {
    setAccessToken(TOKEN);
    fetchMock = jest.spyOn(globalThis, "fetch");
  });
  afterEach(() => {
    fetchMock.mockRestore();
    localStorage.clear();
  });

  it("checks a file with its progress streamed, then lists what would change and the bad rows", async () => {
    const u = userEvent.setup();
    const answer = ndjsonAnswer();
    fetchMock.mockResolvedValueOnce(answer.response);
    renderCatalogue();
    expect(screen.getByRole("heading", { name: "Catalogue import and export" })).toBeInTheDocument();
    expect(checkButton()).toBeDisabled();

    const file = csvFile();
    await u.upload(fileInput(), file);
    expect(fileInput()).toHaveAttribute("accept", ".csv,text/csv");
    expect(screen.getByText("catalogue.csv (200 bytes)")).toBeInTheDocument();
    await u.click(checkButton());

    const request = importRequest(fetchMock);
    expect(request).toMatchObject({
      url: "/parts/import?dryRun=true&skipInvalid=false",
      method: "POST",
      headers: { "Content-Type": "text/csv", Accept: "application/x-ndjson", Authorization: `Bearer ${TOKEN}` },
    });
    expect(request.body).toBe(file);

    const status = within(screen.getByRole("region", { name: "Import" })).getAllByRole("status")[0];
    expect(await screen.findByRole("progressbar", { name: "Checking the file" })).toBeInTheDocument();
    answer.send({ progress: { rows: 1000, bytes: 70 } });
    await waitFor(() => expect(status).toHaveTextContent("Read 1,000 rows (35%)"));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "35");
    answer.send({ progress: { rows: 2000, bytes: 200 } });
    await waitFor(() => expect(status).toHaveTextContent("Read 2,000 rows (100%)"));
    answer.send({ report: report() });
    answer.end();

    const section = await screen.findByRole("region", { name: "What the import would do" });
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(status).toHaveTextContent("Check finished: 1 to create, 1 to update, 0 unchanged, 2 with errors.");
    expect(within(section).getByText("The file has 4 rows after the header.")).toBeInTheDocument();
    // Each count is a term of the list and its value.
    const count = (label: string) => within(section).getByText(label).parentElement;
    expect(count("Would create")).toHaveTextContent("1");
    expect(count("Would update")).toHaveTextContent("1");
    expect(count("Would leave unchanged")).toHaveTextContent("0");
    expect(count("Rows with errors")).toHaveTextContent("2");

    const table = within(section).getByRole("table", { name: "Rows with errors (2)" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell").map((c) => c.textContent))).toEqual([
      ["3", "price_usd: Price must be a number, such as 24.99."],
      ["5", 'category: No category has the slug "brake-shoes".'],
    ]);
    // The table's frame scrolls, and a keyboard can reach it to do so.
    expect(screen.getByRole("region", { name: "Rows with errors (2)" })).toHaveAttribute("tabindex", "0");
  });

  it("imports only once the bad rows are knowingly skipped, then says what was written", async () => {
    const u = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(ndjson({ progress: { rows: 4, bytes: 200 } }, { report: report() }))
      .mockResolvedValueOnce(
        ndjson({ progress: { rows: 4, bytes: 200 } }, { report: report({ dryRun: false, applied: true, created: 1, updated: 0, unchanged: 1 }) }),
      );
    renderCatalogue();
    await u.upload(fileInput(), csvFile());
    await u.click(checkButton());
    await screen.findByRole("region", { name: "What the import would do" });

    expect(importButton()).toBeDisabled();
    expect(skipBox(2)).not.toBeChecked();
    expect(skipBox(2)).toHaveAccessibleDescription(/Otherwise nothing is written/);
    await u.click(skipBox(2));
    expect(skipBox(2)).toBeChecked();
    expect(importButton()).toBeEnabled();
    await u.click(importButton());

    expect(importRequest(fetchMock, 1).url).toBe("/parts/import?dryRun=false&skipInvalid=true");
    expect(await screen.findByText("Import done")).toBeInTheDocument();
    expect(screen.getByText("Created 1 part, updated 0, unchanged 1. Skipped 2 rows with errors.")).toBeInTheDocument();
    expect(screen.getAllByRole("status").some((s) => s.textContent === "Created 1 part, updated 0, unchanged 1.")).toBe(true);
    // The check's report is spent: importing again starts from a new check.
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
  });

  it("imports a file without bad rows at once, with no box to tick", async () => {
    const u = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(ndjson({ report: report({ invalid: 0, errors: [], updated: 0, rows: 1 }) }))
      .mockResolvedValueOnce(ndjson({ report: report({ dryRun: false, applied: true, invalid: 0, errors: [], updated: 0, rows: 1 }) }));
    renderCatalogue();
    await u.upload(fileInput(), csvFile());
    await u.click(checkButton());
    await screen.findByRole("region", { name: "What the import would do" });
    expect(screen.queryByRole("checkbox", { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await u.click(importButton());
    expect(importRequest(fetchMock, 1).url).toBe("/parts/import?dryRun=false&skipInvalid=false");
    expect(await screen.findByText("Import done")).toBeInTheDocument();
    expect(screen.getAllByText("Created 1 part, updated 0, unchanged 0.")).toHaveLength(2); // the alert, and the status line
  });

  it("says why nothing was written when bad rows stop the import, and asks to skip them again", async () => {
    const u = userEvent.setup();
    const refused = report({ dryRun: false, applied: false, invalid: 3, errors: [...report().errors, { row: 6, message: "stock: Stock must be a whole number." }] });
    fetchMock.mockResolvedValueOnce(ndjson({ report: report({ invalid: 0, errors: [] }) })).mockResolvedValueOnce(ndjson({ report: refused }));
    renderCatalogue();
    await u.upload(fileInput(), csvFile());
    await u.click(checkButton());
    await screen.findByRole("region", { name: "What the import would do" });
    await u.click(importButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nothing was imported");
    expect(alert).toHaveTextContent("3 rows have errors.");
    expect(screen.getByRole("table", { name: "Rows with errors (3)" })).toBeInTheDocument();
    expect(skipBox(3)).not.toBeChecked();
    expect(importButton()).toBeDisabled();
  });

  it("notes when only the first 1,000 bad rows are listed", async () => {
    const u = userEvent.setup();
    const errors = Array.from({ length: 1000 }, (_, i) => ({ row: i + 2, message: "Missing key: the part number is empty." }));
    fetchMock.mockResolvedValueOnce(ndjson({ report: report({ rows: 2500, created: 0, updated: 0, unchanged: 0, invalid: 2500, errors }) }));
    renderCatalogue();
    await u.upload(fileInput(), csvFile());
    await u.click(checkButton());
    expect(await screen.findByRole("table", { name: "Rows with errors: the first 1,000 of 2,500 are listed" })).toBeInTheDocument();
    // Every row is bad: there is nothing to import.
    expect(screen.getByText("Nothing to import: no part would be created or changed.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
  });

  it("shows the server's message for a file it cannot read, and for a refused request", async () => {
    const u = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(ndjson({ error: { message: 'Unknown column "colour". The columns are: id, part_number, brand.', code: "BAD_USER_INPUT", field: "file" } }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ message: "The file is larger than 100 MB. Split it into smaller files.", code: "BAD_USER_INPUT" }), {
          status: 413,
          headers: { "Content-Type": "application/json" },
        }),
      );
    renderCatalogue();
    await u.upload(fileInput(), csvFile());
    await u.click(checkButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The file could not be checked");
    expect(alert).toHaveTextContent('Unknown column "colour".');
    expect(screen.queryByRole("region", { name: "What the import would do" })).not.toBeInTheDocument();

    await u.click(checkButton());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("The file is larger than 100 MB. Split it into smaller files."));
  });

  it("says so when the connection ends before the report", async () => {
    const u = userEvent.setup();
    fetchMock.mockResolvedValueOnce(ndjson({ progress: { rows: 1000, bytes: 100 } }));
    renderCatalogue();
    await u.upload(fileInput(), csvFile());
    await u.click(checkButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("The connection ended before the check finished. Try again.");
  });

  it("renews the access token once after a 401 and sends the file again", async () => {
    const u = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: "Your session has expired.", code: "UNAUTHENTICATED" }), { status: 401 }))
      .mockResolvedValueOnce(ndjson({ report: report() }));
    const renewal = jest.fn(() => ({ isAdmin: true }));
    renderCatalogue([mockOperation(IsAdminDocument, { email: adminUser.email }, renewal)]);
    await u.upload(fileInput(), csvFile());
    await u.click(checkButton());
    expect(await screen.findByRole("region", { name: "What the import would do" })).toBeInTheDocument();
    expect(renewal).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("refuses a file over the size limit before sending it", async () => {
    const u = userEvent.setup();
    const big = csvFile("huge.csv");
    Object.defineProperty(big, "size", { value: 101 * 1024 * 1024 });
    renderCatalogue();
    await u.upload(fileInput(), big);
    expect(screen.getByText("huge.csv (101 MB)")).toBeInTheDocument();
    await waitFor(() => expect(fileInput()).toHaveAccessibleErrorMessage(/^This file is 101 MB; a catalogue file may be at most 100 MB/));
    expect(checkButton()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("forgets the report when another file is chosen", async () => {
    const u = userEvent.setup();
    fetchMock.mockResolvedValueOnce(ndjson({ report: report() }));
    renderCatalogue();
    await u.upload(fileInput(), csvFile());
    await u.click(checkButton());
    await screen.findByRole("region", { name: "What the import would do" });
    await u.click(skipBox(2));

    await u.upload(fileInput(), csvFile("other.csv", 300));
    expect(screen.getByText("other.csv (300 bytes)")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "What the import would do" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
    expect(checkButton()).toBeEnabled();
  });

  describe("export", () => {
    let clicked: { href: string; download: string }[];
    let clickSpy: jest.SpyInstance;
    beforeEach(() => {
      clicked = [];
      // jsdom does not download: record the link the page clicks instead.
      clickSpy = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.getAttribute("href") ?? "", download: this.download });
      });
    });
    afterEach(() => clickSpy.mockRestore());

    it("asks for a new link on every click and downloads it", async () => {
      const u = userEvent.setup();
      const link = (token: string) => ({
        catalogueExport: { __typename: "CatalogueExportLink", url: `/parts/export.csv?token=${token}`, expiresAt: "2026-11-25T20:05:00.000Z" },
      });
      renderCatalogue([mockOperation(CatalogueFilesExportDocument, {}, link("first")), mockOperation(CatalogueFilesExportDocument, {}, link("second"))]);
      const button = screen.getByRole("button", { name: "Download the catalogue (CSV)" });
      await u.click(button);
      await waitFor(() => expect(clicked).toEqual([{ href: "/parts/export.csv?token=first", download: "" }]));
      expect(await screen.findByText("The download has started.")).toBeInTheDocument();
      await waitFor(() => expect(button).toBeEnabled());
      await u.click(button);
      await waitFor(() => expect(clicked.map((c) => c.href)).toEqual(["/parts/export.csv?token=first", "/parts/export.csv?token=second"]));
      // The temporary link is gone again.
      expect(document.querySelector("a[download]")).toBeNull();
    });

    it("says why when the link cannot be had", async () => {
      const u = userEvent.setup();
      renderCatalogue([mockErrors(CatalogueFilesExportDocument, {}, [new GraphQLError("Admins only.", { extensions: { code: "FORBIDDEN", reason: "NOT_ADMIN" } })])]);
      await u.click(screen.getByRole("button", { name: "Download the catalogue (CSV)" }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("The catalogue could not be downloaded.");
      expect(alert).toHaveTextContent("Admins only.");
      expect(clicked).toEqual([]);
    });
  });

  describe("fitment and bikes", () => {
    const section = (name: "Fitment" | "Bikes") => within(screen.getByRole("region", { name }));

    it("checks a fitment file with its progress, then imports it", async () => {
      const u = userEvent.setup();
      const answer = ndjsonAnswer();
      fetchMock
        .mockResolvedValueOnce(answer.response)
        .mockResolvedValueOnce(ndjson({ report: report({ dryRun: false, applied: true, created: 2, updated: 0, unchanged: 1, invalid: 0, errors: [] }) }));
      renderCatalogue();
      const file = csvFile("fitment.csv");
      await u.upload(section("Fitment").getByLabelText("Fitment file (CSV)"), file);
      await u.click(section("Fitment").getByRole("button", { name: "Check file" }));

      expect(importRequest(fetchMock)).toMatchObject({
        url: "/fitment/import?dryRun=true",
        method: "POST",
        headers: { "Content-Type": "text/csv", Accept: "application/x-ndjson", Authorization: `Bearer ${TOKEN}` },
        body: file,
      });
      expect(await section("Fitment").findByRole("progressbar", { name: "Checking the file" })).toBeInTheDocument();
      answer.send({ progress: { rows: 1000, bytes: 100 } });
      await waitFor(() => expect(section("Fitment").getAllByRole("status")[1]).toHaveTextContent("Read 1,000 rows (50%)"));
      answer.send({ report: report({ created: 2, updated: 0, unchanged: 1, invalid: 0, errors: [] }) });
      answer.end();

      const checked = await screen.findByRole("region", { name: "What the fitment import would do" });
      expect(within(checked).getByText("Would create").parentElement).toHaveTextContent("2");
      await u.click(section("Fitment").getByRole("button", { name: "Import" }));
      expect(importRequest(fetchMock, 1).url).toBe("/fitment/import?dryRun=false");
      expect(await section("Fitment").findByText("Import done")).toBeInTheDocument();
      expect(section("Fitment").getAllByText("Added 2 ranges, updated 0, unchanged 1.")).toHaveLength(2); // the alert, and the status line
      // The catalogue's own import was not touched.
      expect(screen.getByRole("region", { name: "Import" })).not.toHaveTextContent("Import done");
    });

    it("offers no import of a fitment file with bad rows: it would write nothing", async () => {
      const u = userEvent.setup();
      fetchMock.mockResolvedValueOnce(ndjson({ report: report({ errors: [{ row: 3, message: "make: The shop knows no make Yamahaa." }], invalid: 1 }) }));
      renderCatalogue();
      await u.upload(section("Fitment").getByLabelText("Fitment file (CSV)"), csvFile("fitment.csv"));
      await u.click(section("Fitment").getByRole("button", { name: "Check file" }));
      expect(await section("Fitment").findByRole("table", { name: "Rows with errors (1)" })).toBeInTheDocument();
      expect(section("Fitment").getByText(/Fix the 1 row with errors, choose the file again and check it/)).toBeInTheDocument();
      expect(section("Fitment").queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
      expect(section("Fitment").queryByRole("checkbox", { hidden: true })).not.toBeInTheDocument();
    });

    it("checks and imports a bikes file", async () => {
      const u = userEvent.setup();
      fetchMock
        .mockResolvedValueOnce(ndjson({ progress: { rows: 1000, bytes: 200 } }, { report: report({ created: 1, updated: 2, invalid: 0, errors: [] }) }))
        .mockResolvedValueOnce(ndjson({ report: report({ dryRun: false, applied: true, created: 1, updated: 2, invalid: 0, errors: [] }) }));
      renderCatalogue();
      await u.upload(section("Bikes").getByLabelText("Bikes file (CSV)"), csvFile("bikes.csv"));
      await u.click(section("Bikes").getByRole("button", { name: "Check file" }));
      expect(await screen.findByRole("region", { name: "What the bikes import would do" })).toBeInTheDocument();
      expect(importRequest(fetchMock).url).toBe("/vehicles/import?dryRun=true");
      await u.click(section("Bikes").getByRole("button", { name: "Import" }));
      expect(importRequest(fetchMock, 1).url).toBe("/vehicles/import?dryRun=false");
      expect(await section("Bikes").findByText("Import done")).toBeInTheDocument();
      expect(section("Bikes").getAllByText("Added 1 bike, updated 2, unchanged 0.")).toHaveLength(2); // the alert, and the status line
    });

    it("downloads the fitment and the bikes from their own links", async () => {
      const u = userEvent.setup();
      const clicked: string[] = [];
      const clickSpy = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.getAttribute("href") ?? "");
      });
      const expiresAt = "2026-11-25T20:05:00.000Z";
      renderCatalogue([
        mockOperation(CatalogueFilesFitmentExportDocument, {}, { fitmentExport: { __typename: "CatalogueExportLink", url: "/fitment/export.csv?token=f", expiresAt } }),
        mockOperation(CatalogueFilesVehiclesExportDocument, {}, { vehiclesExport: { __typename: "CatalogueExportLink", url: "/vehicles/export.csv?token=v", expiresAt } }),
      ]);
      await u.click(screen.getByRole("button", { name: "Download the fitment (CSV)" }));
      await waitFor(() => expect(clicked).toEqual(["/fitment/export.csv?token=f"]));
      expect(await section("Fitment").findByText("The download has started.")).toBeInTheDocument();
      await u.click(screen.getByRole("button", { name: "Download the bikes (CSV)" }));
      await waitFor(() => expect(clicked).toEqual(["/fitment/export.csv?token=f", "/vehicles/export.csv?token=v"]));
      clickSpy.mockRestore();
    });

    it("says why when the fitment link cannot be had", async () => {
      const u = userEvent.setup();
      renderCatalogue([mockErrors(CatalogueFilesFitmentExportDocument, {}, [new GraphQLError("Admins only.", { extensions: { code: "FORBIDDEN" } })])]);
      await u.click(screen.getByRole("button", { name: "Download the fitment (CSV)" }));
      const alert = await section("Fitment").findByRole("alert");
      expect(alert).toHaveTextContent("The fitment could not be downloaded.");
      expect(alert).toHaveTextContent("Admins only.");
    });
  });
});
