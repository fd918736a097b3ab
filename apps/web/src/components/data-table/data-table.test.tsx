import { Button, MantineProvider, TextInput } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Paginated } from "@tierline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { theme } from "../../app/theme";
import { pickOption } from "../../test/combobox";
import { phoneWidth } from "../../test/phone-width";
import { DataTable, type DataTableSource } from "./data-table";
import { useTableQuery } from "./use-table-query";

interface Person {
  id: string;
  name: string;
  country: string;
}

const people: Person[] = Array.from({ length: 230 }, (_, index) => ({
  id: `p${index + 1}`,
  name: `Person ${String(index + 1).padStart(3, "0")}`,
  country: index % 3 === 0 ? "DE" : "US",
}));

const columns: ColumnDef<Person, unknown>[] = [
  {
    id: "name",
    header: "Name",
    enableHiding: false,
    meta: { sortKey: "name" },
    cell: ({ row }) => row.original.name,
  },
  { id: "country", header: "Country", meta: { label: "Country" }, cell: ({ row }) => row.original.country },
];

/** The server of the tests: filters by country, sorts by name, pages. */
function serve(params: {
  page: number;
  page_size: number;
  ordering?: string;
  country?: string;
}): Paginated<Person> {
  let rows = params.country ? people.filter((person) => person.country === params.country) : [...people];
  if (params.ordering === "-name") rows = rows.reverse();
  const start = (params.page - 1) * params.page_size;
  return {
    results: rows.slice(start, start + params.page_size),
    count: rows.length,
    next: null,
    previous: null,
  };
}

interface HarnessProps {
  source?: Partial<DataTableSource<Person>>;
  onBulk?: (selected: Person[]) => void;
  columns?: ColumnDef<Person, unknown>[];
}

function Harness({ source, onBulk, columns: shown = columns }: HarnessProps) {
  const query = useTableQuery<{ country: string }>({
    filters: { country: z.enum(["DE", "US"]) },
    sortable: ["name"],
  });
  const data = serve(query.params);
  return (
    <DataTable
      id="people"
      label="People"
      columns={shown}
      source={{ data, isError: false, error: null, isFetching: false, refetch: () => {}, ...source }}
      query={query}
      getRowId={(person) => person.id}
      rowTestId={(person) => `row-${person.id}`}
      empty="No people match."
      toolbar={
        <TextInput
          label="Country"
          value={query.filters.country ?? ""}
          onChange={(event) => query.setFilters({ country: event.currentTarget.value as "DE" })}
        />
      }
      bulkActions={
        onBulk
          ? (selected, clear) => (
              <Button
                onClick={() => {
                  onBulk(selected);
                  clear();
                }}
              >
                Export
              </Button>
            )
          : undefined
      }
    />
  );
}

function renderTable(path = "/people", props: HarnessProps = {}) {
  const router = createMemoryRouter([{ path: "/people", element: <Harness {...props} /> }], {
    initialEntries: [path],
  });
  const view = render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, search };
}

const renderedRows = () => screen.queryAllByTestId(/^row-p/);

describe("data table: paging", () => {
  it("pages on the server's count, keeps page and size in the query string as JSON text", async () => {
    const { search } = renderTable();
    expect(renderedRows()).toHaveLength(10);
    expect(screen.getByTestId("people-count").textContent).toBe("1–10 of 230");
    expect(search().toString()).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(search().get("page")).toBe("2"));
    expect(screen.getByTestId("row-p11")).toBeTruthy();
    expect(screen.getByTestId("people-count").textContent).toBe("11–20 of 230");

    // Another size starts again at page 1 (the default, so no `page` key).
    await pickOption("people-page-size", "20");
    await waitFor(() => expect(search().get("page_size")).toBe("20"));
    expect(search().has("page")).toBe(false);
    expect(renderedRows()).toHaveLength(20);
  });

  it("offers the spec's sizes and ignores values a hand-edited address breaks", async () => {
    renderTable("/people?page=%22x%22&page_size=7");
    expect(renderedRows()).toHaveLength(10);
    expect(screen.getByTestId("people-count").textContent).toBe("1–10 of 230");
    fireEvent.click(screen.getByTestId("people-page-size"));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["10", "20", "50", "100"]);
  });

  it("opens on the page and size the address names", () => {
    renderTable("/people?page=3&page_size=20");
    expect(screen.getByTestId("row-p41")).toBeTruthy();
    expect(screen.getByTestId("people-count").textContent).toBe("41–60 of 230");
  });
});

describe("data table: sorting", () => {
  it("cycles a sortable column through ascending, descending and unsorted, in the query string", async () => {
    const { search } = renderTable("/people?page=2");
    const header = () => screen.getByRole("columnheader", { name: /Name/ });
    expect(header().getAttribute("aria-sort")).toBe("none");
    // Only columns with a server sort key sort.
    expect(screen.getByRole("columnheader", { name: "Country" }).hasAttribute("aria-sort")).toBe(false);

    fireEvent.click(screen.getByTestId("people-sort-name"));
    await waitFor(() => expect(search().get("ordering")).toBe('"name"'));
    expect(search().has("page")).toBe(false);
    expect(header().getAttribute("aria-sort")).toBe("ascending");

    fireEvent.click(screen.getByTestId("people-sort-name"));
    await waitFor(() => expect(search().get("ordering")).toBe('"-name"'));
    expect(header().getAttribute("aria-sort")).toBe("descending");
    expect(renderedRows()[0]?.textContent).toContain("Person 230");

    fireEvent.click(screen.getByTestId("people-sort-name"));
    await waitFor(() => expect(search().has("ordering")).toBe(false));
    expect(header().getAttribute("aria-sort")).toBe("none");
  });

  it("ignores a sort key the server does not offer", () => {
    renderTable('/people?ordering="-country"');
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("none");
    expect(renderedRows()[0]?.textContent).toContain("Person 001");
  });
});

describe("data table: filters", () => {
  it("writes a filter as JSON text, back to page 1, and removes it when emptied", async () => {
    const { search } = renderTable("/people?page=4");
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "DE" } });
    await waitFor(() => expect(search().get("country")).toBe('"DE"'));
    expect(search().has("page")).toBe(false);
    expect(screen.getByTestId("people-count").textContent).toBe("1–10 of 77");

    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "" } });
    await waitFor(() => expect(search().has("country")).toBe(false));
    expect(screen.getByTestId("people-count").textContent).toBe("1–10 of 230");
  });

  it("drops a filter value that breaks its rule", () => {
    renderTable('/people?country="XX"');
    expect(screen.getByTestId("people-count").textContent).toBe("1–10 of 230");
  });
});

describe("data table: column choice", () => {
  it("hides and shows optional columns and remembers the choice on this device", async () => {
    const first = renderTable();
    fireEvent.click(screen.getByRole("button", { name: "Choose columns" }));
    const country = await screen.findByRole("checkbox", { name: "Country" });
    expect(screen.queryByRole("checkbox", { name: "Name" })).toBeNull();
    fireEvent.click(country);
    await waitFor(() => expect(screen.queryByRole("columnheader", { name: "Country" })).toBeNull());
    first.unmount();

    renderTable();
    expect(screen.queryByRole("columnheader", { name: "Country" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Choose columns" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Country" }));
    await waitFor(() => expect(screen.getByRole("columnheader", { name: "Country" })).toBeTruthy());
    expect(JSON.parse(window.localStorage.getItem("tierline:table-columns:people") ?? "null")).toEqual([]);
  });
});

describe("data table: selection", () => {
  it("selects rows for a bulk action, all of a page at once, and starts afresh on another page", async () => {
    const onBulk = vi.fn();
    const { search } = renderTable("/people", { onBulk });
    expect(screen.queryByTestId("people-bulk-bar")).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: "Select row-p2" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select row-p5" }));
    expect(screen.getByTestId("people-selected-count").textContent).toBe("2 selected");
    expect(screen.getByTestId("row-p2").getAttribute("aria-selected")).toBe("true");
    const all = screen.getByRole("checkbox", { name: "Select all rows on this page" }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);

    fireEvent.click(within(screen.getByTestId("people-bulk-bar")).getByRole("button", { name: "Export" }));
    expect(onBulk).toHaveBeenCalledWith([people[1], people[4]]);
    expect(screen.queryByTestId("people-bulk-bar")).toBeNull();

    fireEvent.click(all);
    expect(screen.getByTestId("people-selected-count").textContent).toBe("10 selected");

    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(search().get("page")).toBe("2"));
    expect(screen.queryByTestId("people-bulk-bar")).toBeNull();
    expect(screen.queryAllByRole("checkbox", { checked: true })).toHaveLength(0);
  });
});

describe("data table: states", () => {
  it("shows skeleton rows while the first page loads", () => {
    renderTable("/people?page_size=50", { source: { data: undefined } });
    expect(screen.getAllByTestId("people-skeleton")).toHaveLength(10);
    expect(screen.getByRole("table", { name: "People" }).getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByTestId("people-count")).toBeNull();
  });

  it("says so when the list is empty", () => {
    renderTable("/people", { source: { data: { results: [], count: 0, next: null, previous: null } } });
    expect(screen.getByTestId("people-empty").textContent).toBe("No people match.");
    expect(screen.queryByTestId("people-pagination")).toBeNull();
  });

  it("shows the error in place with a way to try again", () => {
    const refetch = vi.fn();
    renderTable("/people", {
      source: { data: undefined, isError: true, error: new Error("The list could not be loaded."), refetch },
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("The list could not be loaded.");
    expect(screen.queryByRole("table")).toBeNull();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe("data table: long pages", () => {
  it("renders only the rows in view of a page of 100, keeping the table's row count", () => {
    // happy-dom lays nothing out: give the scroll area and the rows the heights a browser would.
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(57);
    renderTable("/people?page_size=100");
    const table = screen.getByRole("table", { name: "People" });
    expect(table.getAttribute("aria-rowcount")).toBe("101");
    const rows = renderedRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.getAttribute("aria-rowindex")).toBe("2");
  });

  it("renders a short page whole", () => {
    renderTable("/people?page_size=20");
    expect(renderedRows()).toHaveLength(20);
    expect(screen.getByRole("table", { name: "People" }).hasAttribute("aria-rowcount")).toBe(false);
  });
});

describe("data table: on a phone", () => {
  const card = (personId: string) => screen.getByTestId(`row-${personId}`);

  it("shows each row as a card: the first column its heading, the others label and value", async () => {
    phoneWidth(true);
    const { search } = renderTable();
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "People" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(within(card("p1")).getByRole("heading", { level: 2 }).textContent).toBe("Person 001");
    expect(within(card("p1")).getByRole("term").textContent).toBe("Country");
    expect(within(card("p1")).getByRole("definition").textContent).toBe("DE");

    // Paging and the page size work as on a wider screen.
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(search().get("page")).toBe("2"));
    expect(card("p11")).toBeTruthy();
    await pickOption("people-page-size", "20");
    await waitFor(() => expect(renderedRows()).toHaveLength(20));
  });

  it("places columns by their meta.phone: title, line, actions or left out", async () => {
    phoneWidth(true);
    renderTable("/people", {
      columns: [
        { id: "id", header: "Number", meta: { phone: "hidden" }, cell: ({ row }) => row.original.id },
        { id: "name", header: "Name", meta: { phone: "line" }, cell: ({ row }) => row.original.name },
        {
          id: "country",
          header: "Country",
          meta: { phone: "title" },
          cell: ({ row }) => row.original.country,
        },
        {
          id: "options",
          header: "Options",
          meta: { hideHeader: true },
          cell: ({ row }) => <Button aria-label={`Options for ${row.original.name}`}>…</Button>,
        },
      ],
    });
    const first = card("p1");
    expect(within(first).getByRole("heading").textContent).toBe("DE");
    expect(
      within(first)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Name"]);
    expect(first.textContent).not.toContain("p1");
    // A hidden header's column is a control beside the heading, not a labelled line; it exists once.
    expect(within(first).getAllByRole("button", { name: "Options for Person 001" })).toHaveLength(1);
    // The chooser does not offer what a phone leaves out.
    fireEvent.click(screen.getByRole("button", { name: "Choose columns" }));
    await screen.findByRole("checkbox", { name: "Name" });
    expect(screen.queryByRole("checkbox", { name: "Number" })).toBeNull();
  });

  it("hides a column the user turned off, and shows it again", async () => {
    phoneWidth(true);
    renderTable();
    fireEvent.click(screen.getByRole("button", { name: "Choose columns" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Country" }));
    await waitFor(() => expect(within(card("p1")).queryByRole("term")).toBeNull());
    // happy-dom hides the menu after a change (a browser keeps it open): the box is still there.
    fireEvent.click(screen.getByTestId("people-columns-country"));
    await waitFor(() => expect(within(card("p1")).getByRole("term").textContent).toBe("Country"));
  });

  it("keeps each row's checkbox, select all and the sort buttons", async () => {
    phoneWidth(true);
    const onBulk = vi.fn();
    const { search } = renderTable("/people", { onBulk });
    fireEvent.click(within(card("p2")).getByRole("checkbox", { name: "Select row-p2" }));
    expect(screen.getByTestId("people-selected-count").textContent).toBe("1 selected");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    expect(screen.getByTestId("people-selected-count").textContent).toBe("10 selected");
    fireEvent.click(within(screen.getByTestId("people-bulk-bar")).getByRole("button", { name: "Export" }));
    expect(onBulk).toHaveBeenCalledWith(people.slice(0, 10));

    const sort = within(screen.getByRole("group", { name: "Sort by" }));
    fireEvent.click(sort.getByRole("button", { name: /^Name/ }));
    await waitFor(() => expect(search().get("ordering")).toBe('"name"'));
    expect(sort.getByRole("button").textContent).toContain("sorted ascending");
    fireEvent.click(sort.getByRole("button", { name: /^Name/ }));
    await waitFor(() => expect(search().get("ordering")).toBe('"-name"'));
    expect(renderedRows()[0]?.textContent).toContain("Person 230");
  });

  it("keeps the loading, empty and error states", () => {
    phoneWidth(true);
    const loading = renderTable("/people?page_size=50", { source: { data: undefined } });
    expect(screen.getAllByTestId("people-skeleton")).toHaveLength(10);
    expect(screen.getByRole("list", { name: "People" }).getAttribute("aria-busy")).toBe("true");
    loading.unmount();

    const empty = renderTable("/people", {
      source: { data: { results: [], count: 0, next: null, previous: null } },
    });
    expect(screen.getByTestId("people-empty").textContent).toBe("No people match.");
    expect(screen.queryByRole("list")).toBeNull();
    empty.unmount();

    renderTable("/people", { source: { data: undefined, isError: true, error: new Error("Down.") } });
    expect(screen.getByRole("alert").textContent).toContain("Down.");
  });

  it("renders a long page whole: the page itself scrolls, not a box inside it", () => {
    phoneWidth(true);
    renderTable("/people?page_size=100");
    expect(renderedRows()).toHaveLength(100);
  });

  it("draws the table above the phone breakpoint", () => {
    phoneWidth(false);
    renderTable();
    expect(screen.getByRole("table", { name: "People" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "People" })).toBeNull();
  });
});
