import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  apiMessages,
  fieldMessages,
  rateLimitMessages,
  type ScreeningMatchWire,
  type ScreeningSearchResponse,
  type ScreeningSource,
  statusMessages,
} from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { pickOption } from "../../../test/combobox";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes } from "../../../test/workspace-fixtures";

function source(
  overrides: Partial<ScreeningSource> & Pick<ScreeningSource, "source" | "title">,
): ScreeningSource {
  return {
    publisher: "Publisher",
    origins: ["https://example.test/list.csv"],
    version: null,
    published_at: null,
    loaded_at: null,
    entry_count: null,
    lists: [],
    last_refresh_at: null,
    last_success_at: null,
    last_error: null,
    last_error_at: null,
    ...overrides,
  };
}

const sources: ScreeningSource[] = [
  source({
    source: "ofac_sdn",
    title: "OFAC Specially Designated Nationals (SDN) list",
    publisher: "U.S. Department of the Treasury, Office of Foreign Assets Control",
    version: 3,
    published_at: "2024-05-02",
    loaded_at: "2024-05-03T08:00:00.000Z",
    entry_count: 18_432,
    lists: [
      { list: "SDNs", label: "Specially Designated Nationals (SDN)", count: 18_000 },
      { list: "altNames", label: "SDN Alternate Names", count: 432 },
    ],
    last_refresh_at: "2024-05-03T08:00:00.000Z",
    last_success_at: "2024-05-03T08:00:00.000Z",
  }),
  source({
    source: "uk",
    title: "UK Consolidated List of Financial Sanctions Targets",
    version: 7,
    published_at: "2024-04-30",
    loaded_at: "2024-05-01T06:00:00.000Z",
    entry_count: 5_100,
    lists: [{ list: "ukConsolidatedSanctionsList", label: "UK Consolidated Sanctions List", count: 5_100 }],
    last_refresh_at: "2024-05-03T06:00:00.000Z",
    last_success_at: "2024-05-01T06:00:00.000Z",
    last_error: "GET https://ofsistorage.blob.core.windows.net/ConList.csv answered 503",
    last_error_at: "2024-05-03T06:00:00.000Z",
  }),
  source({ source: "eu", title: "EU Consolidated Financial Sanctions List" }),
  source({
    source: "un",
    title: "UN Security Council Consolidated List",
    last_refresh_at: "2024-05-03T06:00:00.000Z",
    last_error: "un: consolidated.xml is not the UN list",
    last_error_at: "2024-05-03T06:00:00.000Z",
  }),
];

const bancoNacional: ScreeningMatchWire = {
  list: "SDNs",
  list_label: "Specially Designated Nationals (SDN)",
  id: "306",
  source: "ofac_sdn",
  source_label: "OFAC SDN",
  name: "BANCO NACIONAL DE CUBA",
  matched_name: "BANCO NACIONAL DE CUBA",
  matched_name_kind: "primary",
  query_name: "Banco Nacional de Cuba",
  score: 1,
  partial: false,
  parts: {
    name: 0.96,
    country: 0.04,
    identifier: 0,
    tokens: [
      { query: "BANCO", listed: "BANCO", similarity: 1, weight: 1.2 },
      { query: "NACIONAL", listed: "NACIONAL", similarity: 1, weight: 1.5 },
      { query: "CUBA", listed: "KUBA", similarity: 0.88, weight: 2 },
    ],
  },
  entry: {
    schema: "Company",
    aliases: [{ name: "NATIONAL BANK OF CUBA", kind: "aka" }],
    countries: ["CU", "ES"],
    addresses: [
      {
        street: "Zweierstrasse 35",
        city: "Zurich",
        region: null,
        postal_code: "CH-8022",
        country: "CH",
        country_name: "Switzerland",
      },
    ],
    identifiers: [{ type: "SWIFT/BIC", value: "BNCUCUHH", country: "CU" }],
    programs: ["CUBA"],
    listed_on: "1963-07-08",
    remarks: "Also operates in Madrid.",
    archive_date: null,
  },
  group: "ofac_sdn:SDNs:306",
};

const aliasMatch: ScreeningMatchWire = {
  ...bancoNacional,
  list: "foreignSanctionsEvaders",
  list_label: "Foreign Sanctions Evaders (FSE)",
  id: "9001",
  source: "ofac_nonsdn",
  source_label: "OFAC non-SDN",
  name: "BNC TRADING LTD",
  matched_name: "BANCO NACIONAL CUBA TRADING",
  matched_name_kind: "aka",
  score: 0.87,
  group: "ofac_nonsdn:foreignSanctionsEvaders:9001",
};

/** The CSL's copy of the SDN's bank: the same party, published again. */
const bancoNacionalCsl: ScreeningMatchWire = {
  ...bancoNacional,
  id: "c306",
  source: "csl",
  source_label: "US Consolidated Screening List",
};

/** A search's answer: one page holding `results`, every source searched unless `sources` says otherwise. */
function searchAnswer(
  results: ScreeningMatchWire[],
  more: Partial<Omit<ScreeningSearchResponse, "results">> = {},
): ScreeningSearchResponse {
  return {
    results,
    count: results.length,
    count_exact: true,
    next: null,
    previous: null,
    sources: [
      {
        source: "ofac_sdn",
        label: "OFAC SDN",
        status: "searched",
        version: 3,
        last_success_at: "2024-05-03T02:00:00.000Z",
        last_error_at: null,
      },
    ],
    lists_not_searched: [],
    max_list_age_hours: 48,
    ...more,
  };
}

function screeningApi(search: RouteHandler = () => json(searchAnswer([]))) {
  return fakeRoutes({
    ...baseRoutes,
    "GET /screening/lists": () => json({ results: sources }),
    "GET /screening/search": search,
  });
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

afterEach(() => {
  act(() => authStore.clearSession());
});

describe("screening lists panel", () => {
  it("shows each source's version, counts and refresh state", async () => {
    useFakeApi(screeningApi());
    renderApp("/screening");

    const sdn = await screen.findByTestId("screening-source-ofac_sdn");
    expect(sdn.dataset.loaded).toBe("true");
    expect(within(sdn).getByText("OFAC Specially Designated Nationals (SDN) list")).toBeTruthy();
    expect(within(sdn).getByTestId("screening-source-version").textContent).toContain("3");
    expect(within(sdn).getByTestId("screening-source-entries").textContent).toContain("18,432");
    expect(within(sdn).getByText("05/02/2024")).toBeTruthy();
    const sdnBar = within(sdn).getByTestId("screening-list-ofac_sdn-SDNs");
    expect(sdnBar.textContent).toContain("Specially Designated Nationals (SDN)");
    expect(sdnBar.textContent).toContain("18,000");
    // Bars are proportional to the source's largest list.
    const bars = within(sdn).getAllByRole("progressbar");
    expect(bars.map((bar) => Number(bar.getAttribute("aria-valuenow")))).toEqual([100, 2.4]);
    expect(within(sdn).queryByRole("alert")).toBeNull();

    const eu = screen.getByTestId("screening-source-eu");
    expect(eu.dataset.loaded).toBe("false");
    expect(within(eu).getByTestId("screening-source-not-loaded").textContent).toContain("Not loaded yet");
    expect(within(eu).queryAllByRole("progressbar")).toHaveLength(0);

    expect(screen.getByTestId("screening-lists-summary").textContent).toBe("2 of 4 sources loaded");
  });

  it("shows a failed refresh in red, and says the last good version is still in use", async () => {
    useFakeApi(screeningApi());
    renderApp("/screening");

    const ukError = await screen.findByTestId("screening-source-error-uk");
    expect(ukError.getAttribute("role")).toBe("alert");
    expect(ukError.textContent).toContain("answered 503");
    expect(ukError.textContent).toContain("The last refresh failed");
    expect(ukError.textContent).toContain("version 7");
    expect(ukError.textContent).toContain("is still in use");

    // Never loaded: the error, and nothing in use.
    const unError = screen.getByTestId("screening-source-error-un");
    expect(unError.textContent).toContain("is not the UN list");
    expect(unError.textContent).not.toContain("still in use");
    expect(
      within(screen.getByTestId("screening-source-un")).getByTestId("screening-source-not-loaded")
        .textContent,
    ).toContain("Not loaded yet");
  });

  it("is in the main navigation", async () => {
    useFakeApi(screeningApi());
    const { router } = renderApp("/");
    fireEvent.click(await screen.findByTestId("nav-screening"));
    await screen.findByTestId("screening-lists");
    expect(router.state.location.pathname).toBe("/screening");
  });
});

describe("screening search", () => {
  it("searches by name, country and list, keeps the search in the address, and explains a match", async () => {
    const fake = useFakeApi(screeningApi(() => json(searchAnswer([bancoNacional, aliasMatch]))));
    const { router } = renderApp("/screening");

    fireEvent.change(await screen.findByTestId("screening-name"), {
      target: { value: "Banco Nacional de Cuba" },
    });
    fireEvent.change(screen.getByTestId("screening-country"), { target: { value: "Cuba" } });
    await pickOption("screening-list", "Specially Designated Nationals (SDN)");
    await waitFor(() =>
      expect((screen.getByTestId("screening-list") as HTMLInputElement).value).toBe(
        "Specially Designated Nationals (SDN)",
      ),
    );
    fireEvent.click(screen.getByTestId("screening-submit"));

    const row = await screen.findByTestId("screening-result-SDNs-306");
    const call = fake.calls.find((c) => c.path === "/screening/search");
    const query = new URL(call?.url ?? "", "http://localhost").searchParams;
    expect(Object.fromEntries(query)).toEqual({
      name: "Banco Nacional de Cuba",
      country: "Cuba",
      list: "SDNs",
      page: "1",
      page_size: "10",
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(JSON.parse(params.get("name") ?? "null")).toBe("Banco Nacional de Cuba");
    expect(JSON.parse(params.get("country") ?? "null")).toBe("Cuba");
    expect(JSON.parse(params.get("list") ?? "null")).toBe("SDNs");

    expect(within(row).getByTestId("screening-score").textContent).toContain("100%");
    expect(within(row).getByTestId("screening-score").dataset.color).toBe("red");
    expect(within(row).getByText("Specially Designated Nationals (SDN)")).toBeTruthy();
    expect(within(row).getByTestId("screening-result-id").textContent).toBe("306");
    // The publishing source beside the list.
    expect(within(row).getByTestId("screening-result-source").textContent).toBe("OFAC SDN");
    expect(within(row).getByText("CU, ES")).toBeTruthy();
    expect(screen.getByTestId("screening-results-count").textContent).toContain("2 possible matches");

    const alias = screen.getByTestId("screening-result-foreignSanctionsEvaders-9001");
    expect(within(alias).getByTestId("screening-score").dataset.color).toBe("orange");
    expect(within(alias).getByText("a.k.a.")).toBeTruthy();
    expect(within(alias).getByTestId("screening-result-source").textContent).toBe("OFAC non-SDN");
    expect(screen.queryByTestId("screening-result-partial")).toBeNull();
    expect(screen.queryByTestId("screening-not-searched")).toBeNull();

    expect(screen.queryByTestId("screening-explanation")).toBeNull();
    fireEvent.click(within(row).getByTestId("screening-result-SDNs-306-toggle"));
    const details = await screen.findByTestId("screening-result-SDNs-306-details");
    expect(within(details).getByTestId("screening-part-name").textContent).toContain("96%");
    expect(within(details).getByTestId("screening-part-country").textContent).toContain("+4 pts");
    expect(within(details).getByTestId("screening-part-identifier").textContent).toContain("0 pts");
    const tokens = within(details).getAllByTestId("screening-token");
    expect(tokens.map((token) => token.textContent)).toEqual([
      "BANCO→ BANCO100%1.2",
      "NACIONAL→ NACIONAL100%1.5",
      "CUBA→ KUBA88%2",
    ]);
    const entry = within(details).getByTestId("screening-entry");
    expect(entry.textContent).toContain("NATIONAL BANK OF CUBA");
    expect(entry.textContent).toContain("Zweierstrasse 35, Zurich, CH-8022, Switzerland");
    expect(entry.textContent).toContain("BNCUCUHH");
    expect(entry.textContent).toContain("CUBA");
    expect(entry.textContent).toContain("07/08/1963");
    expect(entry.textContent).toContain("Also operates in Madrid.");

    // Clicking the row again folds it.
    fireEvent.click(row);
    await waitFor(() => expect(screen.queryByTestId("screening-result-SDNs-306-details")).toBeNull());
  });

  it("runs the search in the address on load, and says when nothing matches", async () => {
    const fake = useFakeApi(screeningApi());
    renderApp(`/screening?name=${encodeURIComponent(JSON.stringify("Northwind Widgets Inc"))}`);

    expect((await screen.findByTestId("screening-empty")).textContent).toContain(
      "No possible matches at the default threshold",
    );
    expect((screen.getByTestId("screening-name") as HTMLInputElement).value).toBe("Northwind Widgets Inc");
    const call = fake.calls.find((c) => c.path === "/screening/search");
    expect(new URL(call?.url ?? "", "http://localhost").searchParams.get("name")).toBe(
      "Northwind Widgets Inc",
    );
  });

  it("shows the server's field message under the country input, without a snackbar", async () => {
    useFakeApi(
      screeningApi(() =>
        apiErrorResponse(400, "VALIDATION", statusMessages[400], {
          country: fieldMessages.screeningCountryInvalid,
        }),
      ),
    );
    renderApp("/screening");

    fireEvent.change(await screen.findByTestId("screening-name"), { target: { value: "Acme" } });
    const country = screen.getByTestId("screening-country");
    fireEvent.change(country, { target: { value: "Atlantis" } });
    fireEvent.click(screen.getByTestId("screening-submit"));

    expect(await screen.findByText(fieldMessages.screeningCountryInvalid)).toBeTruthy();
    await waitFor(() => expect(country.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByTestId("screening-name").getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.queryByTestId("screening-results")).toBeNull();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
  });

  it("says where the results go when no list is loaded yet (503), once and without a snackbar", async () => {
    const fake = useFakeApi(
      screeningApi(() => apiErrorResponse(503, "SERVICE_UNAVAILABLE", apiMessages.screeningListsNotLoaded)),
    );
    renderApp(`/screening?name=${encodeURIComponent(JSON.stringify("Banco Nacional de Cuba"))}`);

    expect((await screen.findByTestId("screening-search-error")).textContent).toBe(
      apiMessages.screeningListsNotLoaded,
    );
    expect(screen.queryByTestId("screening-results")).toBeNull();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
    expect(fake.calls.filter((c) => c.path === "/screening/search")).toHaveLength(1);
  });

  it("says a refused search's wait (429) where the results go, without a snackbar", async () => {
    const wait = rateLimitMessages.requests(20);
    useFakeApi(screeningApi(() => apiErrorResponse(429, "RATE_LIMITED", wait)));
    renderApp(`/screening?name=${encodeURIComponent(JSON.stringify("Banco Nacional de Cuba"))}`);

    expect((await screen.findByTestId("screening-search-error")).textContent).toBe(wait);
    expect(screen.queryByTestId("screening-results")).toBeNull();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
  });

  it("requires a name, and asks nothing of the api without one", async () => {
    const fake = useFakeApi(screeningApi());
    const { router } = renderApp("/screening");

    fireEvent.change(await screen.findByTestId("screening-country"), { target: { value: "CU" } });
    fireEvent.click(screen.getByTestId("screening-submit"));

    expect(await screen.findByText(fieldMessages.nameRequired)).toBeTruthy();
    expect(screen.getByTestId("screening-name").getAttribute("aria-invalid")).toBe("true");
    expect(fake.calls.filter((c) => c.path === "/screening/search")).toHaveLength(0);
    expect(router.state.location.search).toBe("");
  });
});

/** `count` matches of one name, as the api pages them. */
function manyMatches(count: number): ScreeningMatchWire[] {
  return Array.from({ length: count }, (_, i) => ({
    ...bancoNacional,
    id: String(5000 + i),
    name: `PETROV, Ivan ${i}`,
    score: 0.99 - i / 100,
  }));
}

/** The search api over `all` matches: the page asked for, with the true count. */
function pagedSearch(all: ScreeningMatchWire[]): RouteHandler {
  return ({ query }) => {
    const page = Number(query.get("page") ?? 1);
    const size = Number(query.get("page_size") ?? 10);
    return json(searchAnswer(all.slice((page - 1) * size, page * size), { count: all.length }));
  };
}

const searchCalls = (fake: { calls: { path: string; url: string }[] }) =>
  fake.calls
    .filter((c) => c.path === "/screening/search")
    .map((c) => Object.fromEntries(new URL(c.url, "http://localhost").searchParams));

const searchFor = (name: string, extra = "") =>
  `/screening?name=${encodeURIComponent(JSON.stringify(name))}${extra}`;

describe("screening search: pages", () => {
  it("shows the true count and pages through every match, keeping the page in the address", async () => {
    const all = manyMatches(23);
    const fake = useFakeApi(screeningApi(pagedSearch(all)));
    const { router } = renderApp(searchFor("Ivan Petrov"));

    await screen.findByTestId("screening-result-SDNs-5000");
    expect(screen.getByTestId("screening-results-count").textContent).toBe(
      "23 possible matches for “Ivan Petrov”",
    );
    expect(screen.getByTestId("screening-pages-count").textContent).toBe("1–10 of 23 parties");
    expect(screen.getAllByTestId("screening-result-id")).toHaveLength(10);

    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    await screen.findByTestId("screening-result-SDNs-5020");
    expect(screen.getAllByTestId("screening-result-id").map((cell) => cell.textContent)).toEqual([
      "5020",
      "5021",
      "5022",
    ]);
    expect(screen.getByTestId("screening-pages-count").textContent).toBe("21–23 of 23 parties");
    expect(searchCalls(fake).at(-1)).toMatchObject({ name: "Ivan Petrov", page: "3", page_size: "10" });
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get("page") ?? "null")).toBe(3);

    // A larger page starts again at the first.
    await pickOption("screening-pages-page-size", "50");
    await waitFor(() => expect(screen.getAllByTestId("screening-result-id")).toHaveLength(23));
    expect(searchCalls(fake).at(-1)).toMatchObject({ page: "1", page_size: "50" });
    expect(screen.queryByRole("button", { name: "Page 2" })).toBeNull();
  });

  it("says when the count is only a lower bound", async () => {
    useFakeApi(screeningApi(() => json(searchAnswer([bancoNacional], { count: 2000, count_exact: false }))));
    renderApp(searchFor("Muhammad"));
    expect((await screen.findByTestId("screening-results-count")).textContent).toBe(
      "At least 2,000 possible matches for “Muhammad”",
    );
  });

  it("a new search starts on its first page", async () => {
    const fake = useFakeApi(screeningApi(pagedSearch(manyMatches(23))));
    renderApp(searchFor("Ivan Petrov", "&page=2"));
    await screen.findByTestId("screening-result-SDNs-5010");
    fireEvent.change(screen.getByTestId("screening-name"), { target: { value: "Petrov" } });
    fireEvent.click(screen.getByTestId("screening-submit"));
    await waitFor(() => expect(searchCalls(fake).at(-1)).toMatchObject({ name: "Petrov", page: "1" }));
  });
});

describe("screening search: lists not searched", () => {
  const failed = {
    source: "uk" as const,
    label: "UK OFSI",
    status: "failed" as const,
    version: null,
    last_success_at: null,
    last_error_at: "2024-05-03T06:00:00.000Z",
  };
  const stale = {
    source: "ofac_sdn" as const,
    label: "OFAC SDN",
    status: "stale" as const,
    version: 3,
    last_success_at: "2024-04-29T02:00:00.000Z",
    last_error_at: "2024-05-03T06:00:00.000Z",
  };
  const missing = {
    source: "un" as const,
    label: "UN Security Council",
    status: "missing" as const,
    version: null,
    last_success_at: null,
    last_error_at: null,
  };
  const notSearched = {
    sources: [stale, failed, missing],
    lists_not_searched: [
      {
        list: "SDNs" as const,
        label: "Specially Designated Nationals (SDN)",
        status: "stale" as const,
        sources: ["ofac_sdn" as const, "csl" as const],
      },
      {
        list: "ukConsolidatedSanctionsList" as const,
        label: "UK Consolidated Sanctions List",
        status: "failed" as const,
        sources: ["uk" as const],
      },
    ],
  };

  it("shows a warning instead of the green mark naming each list missing, failed or stale", async () => {
    useFakeApi(screeningApi(() => json(searchAnswer([], notSearched))));
    renderApp(searchFor("Northwind Widgets Inc"));

    const empty = await screen.findByTestId("screening-empty");
    expect(empty.dataset.complete).toBe("false");
    expect(empty.textContent).toContain("No possible matches on the lists searched");
    expect(empty.textContent).toContain("this is no all-clear");
    expect(empty.textContent).not.toContain("at the default threshold");
    const warning = screen.getByTestId("screening-not-searched");
    expect(within(warning).getByText("Some lists were not searched in full")).toBeTruthy();
    expect(
      within(warning).getByTestId("screening-not-searched-ukConsolidatedSanctionsList").textContent,
    ).toMatch(/^UK Consolidated Sanctions List: not searched, loading it failed \(May 3, 2024/);
    expect(within(warning).getByTestId("screening-not-searched-SDNs").textContent).toMatch(
      /^Specially Designated Nationals \(SDN\): searched on a copy not refreshed for over 48 hours \(last refreshed Apr 29, 2024/,
    );
    // A source no list names (the UN's listings go under the EU key): named by itself.
    expect(within(warning).getByTestId("screening-not-searched-un").textContent).toBe(
      "UN Security Council: not searched, not loaded",
    );
    expect(within(warning).queryByTestId("screening-not-searched-uk")).toBeNull();
  });

  it("keeps the green mark when every list was searched", async () => {
    useFakeApi(screeningApi());
    renderApp(searchFor("Northwind Widgets Inc"));
    const empty = await screen.findByTestId("screening-empty");
    expect(empty.dataset.complete).toBe("true");
    expect(screen.queryByTestId("screening-not-searched")).toBeNull();
  });

  it("names the lists not searched above matches too", async () => {
    useFakeApi(screeningApi(() => json(searchAnswer([bancoNacional], notSearched))));
    renderApp(searchFor("Banco Nacional de Cuba"));
    await screen.findByTestId("screening-result-SDNs-306");
    expect(screen.getByTestId("screening-not-searched").textContent).toContain(
      "UK Consolidated Sanctions List",
    );
  });

  it("marks a match from an archived copy of its list with the copy's date", async () => {
    const archived = { ...bancoNacional, entry: { ...bancoNacional.entry, archive_date: "2022-05" } };
    useFakeApi(screeningApi(() => json(searchAnswer([archived]))));
    renderApp(searchFor("Banco Nacional de Cuba"));
    const row = await screen.findByTestId("screening-result-SDNs-306");
    expect(within(row).getByTestId("screening-archive-badge").textContent).toBe("Archive 2022-05");
    fireEvent.click(within(row).getByTestId("screening-result-SDNs-306-toggle"));
    expect((await screen.findByTestId("screening-entry-archive")).textContent).toContain(
      "An archived copy of the list dated 2022-05",
    );
  });
});

describe("screening search: failures, Enter, sources and partial names", () => {
  it("clears the previous matches when a search fails, and says why where they were", async () => {
    let fail = false;
    useFakeApi(
      screeningApi(() =>
        fail
          ? apiErrorResponse(503, "SERVICE_UNAVAILABLE", apiMessages.screeningListsNotLoaded)
          : json(searchAnswer([bancoNacional])),
      ),
    );
    renderApp(searchFor("Banco Nacional de Cuba"));
    await screen.findByTestId("screening-result-SDNs-306");

    fail = true;
    // Another search, then the same one asked again: neither leaves the old matches on screen.
    fireEvent.change(screen.getByTestId("screening-name"), { target: { value: "Cimex" } });
    fireEvent.click(screen.getByTestId("screening-submit"));
    expect((await screen.findByTestId("screening-search-error")).textContent).toBe(
      apiMessages.screeningListsNotLoaded,
    );
    expect(screen.queryByTestId("screening-results")).toBeNull();
    expect(screen.queryByTestId("screening-result-SDNs-306")).toBeNull();

    fail = false;
    fireEvent.click(screen.getByTestId("screening-submit"));
    await screen.findByTestId("screening-result-SDNs-306");
    fail = true;
    fireEvent.click(screen.getByTestId("screening-submit"));
    await screen.findByTestId("screening-search-error");
    expect(screen.queryByTestId("screening-result-SDNs-306")).toBeNull();
  });

  it("runs the search on Enter in the name (a search box), and not on Enter in another input", async () => {
    const fake = useFakeApi(screeningApi());
    renderApp("/screening");
    const name = await screen.findByTestId("screening-name");
    expect(name.getAttribute("type")).toBe("search");

    fireEvent.change(screen.getByTestId("screening-country"), { target: { value: "CU" } });
    fireEvent.keyDown(screen.getByTestId("screening-country"), { key: "Enter" });
    fireEvent.change(name, { target: { value: "Banco Nacional de Cuba" } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchCalls(fake)).toHaveLength(0);

    fireEvent.keyDown(name, { key: "Enter" });
    await screen.findByTestId("screening-empty");
    expect(searchCalls(fake)).toEqual([
      { name: "Banco Nacional de Cuba", country: "CU", page: "1", page_size: "10" },
    ]);
  });

  it("filters by the publishing source and searches partial names, and marks partial matches", async () => {
    const partial: ScreeningMatchWire = {
      ...bancoNacional,
      list: "euConsolidatedSanctionsList",
      list_label: "UN Security Council Consolidated List",
      id: "QDi.001",
      source: "un",
      source_label: "UN Security Council",
      name: "PETROV, Ivan Sergeyevich",
      score: 0.5,
      partial: true,
    };
    const fake = useFakeApi(screeningApi(() => json(searchAnswer([partial]))));
    const { router } = renderApp("/screening");

    fireEvent.change(await screen.findByTestId("screening-name"), { target: { value: "Petrov" } });
    await pickOption("screening-source", "UN Security Council");
    await waitFor(() =>
      expect((screen.getByTestId("screening-source") as HTMLInputElement).value).toBe("UN Security Council"),
    );
    fireEvent.click(screen.getByTestId("screening-partial"));
    fireEvent.click(screen.getByTestId("screening-submit"));

    const row = await screen.findByTestId("screening-result-euConsolidatedSanctionsList-QDi.001");
    expect(searchCalls(fake)).toEqual([
      { name: "Petrov", source: "un", mode: "partial", page: "1", page_size: "10" },
    ]);
    const params = new URLSearchParams(router.state.location.search);
    expect(JSON.parse(params.get("source") ?? "null")).toBe("un");
    expect(JSON.parse(params.get("mode") ?? "null")).toBe("partial");
    // Filed under the EU key (the spec has no UN key), named as the UN's own list.
    expect(within(row).getByText("UN Security Council Consolidated List")).toBeTruthy();
    expect(within(row).queryByText("EU Consolidated Sanctions List")).toBeNull();
    expect(within(row).getByTestId("screening-result-source").textContent).toBe("UN Security Council");
    expect(within(row).getByTestId("screening-result-partial").textContent).toBe("Partial name");
    fireEvent.click(within(row).getByTestId("screening-result-euConsolidatedSanctionsList-QDi.001-toggle"));
    expect((await screen.findByTestId("screening-part-name")).textContent).toContain("every word searched");
  });
});

describe("one party's copies on several lists", () => {
  it("shows them together as one party: the first-hand copy, then the others marked as the same party", async () => {
    useFakeApi(screeningApi(() => json(searchAnswer([bancoNacional, bancoNacionalCsl, aliasMatch]))));
    renderApp(`/screening?name=${encodeURIComponent('"Banco Nacional de Cuba"')}`);

    const first = await screen.findByTestId("screening-result-SDNs-306");
    expect(first.dataset.copy).toBe("false");
    expect(within(first).getByTestId("screening-result-copies").textContent).toBe("On 2 lists");
    const copy = screen.getByTestId("screening-result-SDNs-c306");
    expect(copy.dataset.copy).toBe("true");
    expect(copy.dataset.group).toBe(first.dataset.group);
    expect(within(copy).getByTestId("screening-result-copy").textContent).toBe("Same party, another list");
    const other = screen.getByTestId("screening-result-foreignSanctionsEvaders-9001");
    expect(other.dataset.copy).toBe("false");
    expect(within(other).queryByTestId("screening-result-copies")).toBeNull();
  });

  it("names a UN listing as the UN's list, in its row and in the lists panel, though it is filed under the EU key", async () => {
    const un: ScreeningMatchWire = {
      ...bancoNacional,
      list: "euConsolidatedSanctionsList",
      list_label: "UN Security Council Consolidated List",
      id: "CUe.001",
      source: "un",
      source_label: "UN Security Council",
      group: "un:euConsolidatedSanctionsList:CUe.001",
    };
    const sdnCopy = { ...bancoNacional, group: un.group };
    const loadedUn = source({
      source: "un",
      title: "UN Security Council Consolidated List",
      version: 2,
      entry_count: 1_003,
      lists: [
        { list: "euConsolidatedSanctionsList", label: "UN Security Council Consolidated List", count: 1_003 },
      ],
    });
    useFakeApi(
      fakeRoutes({
        ...baseRoutes,
        "GET /screening/lists": () => json({ results: [...sources.slice(0, 3), loadedUn] }),
        "GET /screening/search": () => json(searchAnswer([un, sdnCopy])),
      }),
    );
    renderApp(`/screening?name=${encodeURIComponent('"Banco Nacional de Cuba"')}`);

    const first = await screen.findByTestId("screening-result-euConsolidatedSanctionsList-CUe.001");
    expect(within(first).getByText("UN Security Council Consolidated List")).toBeTruthy();
    expect(within(first).getByTestId("screening-result-copies").textContent).toBe("On 2 lists");
    const bar = await screen.findByTestId("screening-list-un-euConsolidatedSanctionsList");
    expect(bar.textContent).toContain("UN Security Council Consolidated List");
    expect(
      within(screen.getByTestId("screening-source-un")).queryByText("EU Consolidated Sanctions List"),
    ).toBeNull();
  });

  it("counts a party one list repeats (once per address) as entries, not as lists", async () => {
    const dpl = (id: string, city: string): ScreeningMatchWire => ({
      ...bancoNacional,
      list: "deniedPersons",
      list_label: "Denied Persons List",
      id,
      source: "bis_dpl",
      source_label: "BIS Denied Persons",
      name: "KESTREL AVIA SUPPLY",
      entry: {
        ...bancoNacional.entry,
        schema: "Unknown",
        addresses: [{ ...bancoNacional.entry.addresses[0]!, city }],
      },
      group: "bis_dpl:deniedPersons:k1",
    });
    useFakeApi(screeningApi(() => json(searchAnswer([dpl("k1", "Moscow"), dpl("k2", "Yerevan")]))));
    renderApp(`/screening?name=${encodeURIComponent('"Kestrel Avia Supply"')}`);

    const first = await screen.findByTestId("screening-result-deniedPersons-k1");
    expect(within(first).getByTestId("screening-result-copies").textContent).toBe("2 entries");
    const second = screen.getByTestId("screening-result-deniedPersons-k2");
    expect(within(second).getByTestId("screening-result-copy").textContent).toBe("Same party, another entry");
  });

  it("marks a second entry on a list the party is already on as another entry, though the head is on another list", async () => {
    const entityList = (id: string): ScreeningMatchWire => ({
      ...bancoNacional,
      list: "bisEntities",
      list_label: "Entity List",
      id,
      source: "csl",
      source_label: "US Consolidated Screening List",
    });
    useFakeApi(screeningApi(() => json(searchAnswer([bancoNacional, entityList("e1"), entityList("e2")]))));
    renderApp(`/screening?name=${encodeURIComponent('"Banco Nacional de Cuba"')}`);

    const head = await screen.findByTestId("screening-result-SDNs-306");
    expect(within(head).getByTestId("screening-result-copies").textContent).toBe("On 2 lists, 3 entries");
    const copyText = (id: string) =>
      within(screen.getByTestId(`screening-result-bisEntities-${id}`)).getByTestId("screening-result-copy")
        .textContent;
    expect(copyText("e1")).toBe("Same party, another list");
    expect(copyText("e2")).toBe("Same party, another entry");
  });
});
