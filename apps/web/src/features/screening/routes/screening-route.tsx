import { Alert, Paper, Stack } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type PageSize, pageSizeOptions } from "@tierline/contracts";
import { useEffect, useMemo } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { PageHeader } from "../../../components/page-header";
import { useApiForm } from "../../../lib/use-api-form";
import { usePermissions } from "../../../lib/use-permissions";
import { useQueryFilters } from "../../../lib/use-query-filters";
import { useScreeningLists } from "../api/get-screening-lists";
import {
  type ScreeningSearchFormInput,
  type ScreeningSearchFormValues,
  type ScreeningSearchInput,
  screeningSearchFormSchema,
  searchScreeningExplains,
  useScreeningSearch,
} from "../api/search-screening";
import { ListsPanel } from "../components/lists-panel";
import { ScreeningSearchForm } from "../components/search-form";
import { ScreeningResults } from "../components/search-results";

interface SearchFilters extends Record<string, unknown> {
  name: string;
  country: string;
  list: string;
  source: string;
  mode: string;
  page: number;
  page_size: number;
}
const filterKeys = ["name", "country", "list", "source", "mode", "page", "page_size"] as const;

/** A value read back from the query string as text ("123" comes back from JSON as a number). */
function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === "string" ? value : String(value);
}

/**
 * The search kept in the query string (name, country, list, source, mode, page), so that it can be shared
 * and reloaded. `query` is what to ask the api, null when there is no name or the address breaks the
 * form's rules; a hand-edited page or page size falls back to the defaults.
 */
function useSearchFilters() {
  const { filters, setFilters } = useQueryFilters<SearchFilters>([...filterKeys]);
  const values = useMemo<ScreeningSearchFormInput>(
    () => ({
      name: asText(filters.name) ?? "",
      country: asText(filters.country) ?? "",
      list: asText(filters.list) as ScreeningSearchFormInput["list"],
      source: asText(filters.source) as ScreeningSearchFormInput["source"],
      mode: asText(filters.mode) as ScreeningSearchFormInput["mode"],
    }),
    [filters],
  );
  const page = Number.isInteger(filters.page) && (filters.page as number) > 0 ? (filters.page as number) : 1;
  const pageSize = pageSizeOptions.includes(filters.page_size as PageSize)
    ? (filters.page_size as PageSize)
    : pageSizeOptions[0];
  const parsed = useMemo(() => screeningSearchFormSchema.safeParse(values), [values]);
  const query = useMemo<ScreeningSearchInput | null>(() => {
    if (!values.name || !parsed.success) return null;
    const { name, country, list, source, mode } = parsed.data;
    return {
      name,
      ...(country ? { country } : {}),
      ...(list ? { list } : {}),
      ...(source ? { source } : {}),
      ...(mode === "partial" ? { mode } : {}),
      page,
      page_size: pageSize,
    };
  }, [values.name, parsed, page, pageSize]);
  const invalid =
    Boolean(values.name || values.country || values.list || values.source || values.mode) && !parsed.success;
  return { values, query, invalid, page, pageSize, setFilters };
}

function ScreeningSearch() {
  const { values, query, invalid, page, pageSize, setFilters } = useSearchFilters();
  const search = useScreeningSearch(query);
  const lists = useScreeningLists();
  const nothingLoaded = lists.data?.results.every((source) => source.version === null) ?? false;

  const onSearch = (next: ScreeningSearchFormValues) => {
    const patch = {
      name: next.name,
      country: next.country ?? "",
      list: next.list ?? "",
      source: next.source ?? "",
      mode: next.mode === "partial" ? next.mode : "",
    };
    const unchanged =
      patch.name === values.name &&
      patch.country === (values.country ?? "") &&
      patch.list === (values.list ?? "") &&
      patch.source === (values.source ?? "") &&
      patch.mode === (values.mode ?? "");
    // The same search again: ask again (a list may have been loaded since), the address stays.
    if (unchanged && query) void search.refetch();
    // Another search starts on its first page.
    else setFilters({ ...patch, page: undefined }, { replace: false });
  };

  const searchForm = useApiForm({
    schema: screeningSearchFormSchema,
    values,
    submit: async (next: ScreeningSearchFormValues) => onSearch(next),
    explainStatuses: searchScreeningExplains,
    // A search saves nothing: leaving with a half-typed name needs no question.
    warnUnsaved: false,
    validate: "onSubmit",
  });
  // The search runs as a query of the address rather than as the form's call, so its failure is handed
  // to the form: field messages under the inputs, anything else (such as lists not loaded yet) said
  // here, where the matches go.
  const { showFailure, formError: failure } = searchForm;
  useEffect(() => showFailure(search.error), [search.error, showFailure]);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <ScreeningSearchForm search={searchForm} validateOnShow={invalid} searching={search.isFetching} />
      </Paper>
      {nothingLoaded && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="screening-nothing-loaded"
        >
          No list is loaded yet: searches can run once the first lists are loaded (see Lists in use below).
        </Alert>
      )}
      {failure && <ErrorAlert testId="screening-search-error">{failure}</ErrorAlert>}
      {/* A failed search shows no matches: neither its own page kept from before, nor another search's. */}
      {query && !search.isError && (
        <ScreeningResults
          key={JSON.stringify({ ...query, page: undefined, page_size: undefined })}
          name={query.name}
          answer={search.data}
          loading={search.isFetching}
          page={page}
          pageSize={pageSize}
          onPage={(next) => setFilters({ page: next }, { replace: false })}
          onPageSize={(size) => setFilters({ page_size: size, page: undefined }, { replace: false })}
        />
      )}
    </Stack>
  );
}

/** /screening: an ad hoc restricted-party search, and the lists it runs on. */
export function ScreeningRoute() {
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title="Restricted-party screening"
        description="Search the sanctions and export-control lists for a company or person, and see which list versions are in use."
      />
      {can("vendors.read") ? (
        <Stack gap="lg" data-testid="screening-page">
          <ScreeningSearch />
          <ListsPanel />
        </Stack>
      ) : (
        <ErrorAlert testId="screening-forbidden">
          You do not have access to restricted-party screening.
        </ErrorAlert>
      )}
    </>
  );
}
