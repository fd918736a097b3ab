import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  fieldMessages,
  type VendorImportWire,
  type VendorListMetaData,
  vendorColumnMappingRules,
  vendorImportFieldLabels,
  vendorImportFields,
} from "@tierline/contracts";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { pickOption } from "../../../test/combobox";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { page } from "../../../test/workspace-fixtures";
import { ColumnMapping } from "./column-mapping";
import { ImportReview } from "./import-review";

const resourceId = "5b3a3c52-0a37-4c1b-9a5e-2b2f0c8f6d11";
const importId = "6d4e5f60-7a8b-4c9d-8e0f-1a2b3c4d5e6f";
const mapping = { name: "Vendor Name", country: "Country" };
const meta: VendorListMetaData = {
  resource_id: resourceId,
  file_name: "vendors.csv",
  columns: ["Vendor Name", "Country", "City"],
  header_row: 1,
  vendors: [
    ["Acme Metals", "US", "Chicago"],
    ["Berlin Parts", "DE", "Berlin"],
  ],
  total_vendors: 2,
  columns_mapping: mapping,
  suggested_mapping: mapping,
  remembered_mapping: null,
  fields: vendorImportFields.map((field) => ({
    field,
    label: vendorImportFieldLabels[field],
    required: vendorColumnMappingRules.requiredFields.includes(field),
  })),
};

function vendorImport(overrides: Partial<VendorImportWire>): VendorImportWire {
  return {
    id: importId,
    resource_id: resourceId,
    status: "COMPLETED",
    error: null,
    processed_rows: 2,
    total_rows: 2,
    progress: 1,
    accepted_rows: 1,
    rejected_rows: 1,
    merged_rows: 0,
    rows_per_second: null,
    started_at: null,
    finished_at: null,
    created_at: "2026-03-01T10:00:00.000Z",
    columns_mapping: mapping,
    created_vendors: 1,
    ...overrides,
  };
}

/** `element` on a page of its own, with the app's providers. */
function renderStep(element: ReactNode) {
  const router = createMemoryRouter([{ path: "/", element }]);
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("the vendor list's column mapping", () => {
  it("shows the file's first rows and says a column used twice under the later field", async () => {
    const onImported = vi.fn();
    useFakeApi(fakeRoutes({ "GET /resources/vendors-list/:id/meta-data": () => json(meta) }));
    renderStep(
      <ColumnMapping resourceId={resourceId} onImported={onImported} footer={(primary) => primary} />,
    );
    expect((await screen.findByTestId("vendor-list-preview")).textContent).toContain("Berlin Parts");
    expect(screen.getByTestId("vendor-list-total").textContent).toBe("About 2 rows · the first 2 shown");
    await pickOption("mapping-city", "Country");
    fireEvent.click(screen.getByTestId("column-mapping-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("mapping-city").closest(".mantine-InputWrapper-root")!.textContent).toContain(
        fieldMessages.columnNameInUse,
      ),
    );
    expect(onImported).not.toHaveBeenCalled();
  });
});

describe("the vendor import's review", () => {
  const review = (found: VendorImportWire) => {
    useFakeApi(
      fakeRoutes({
        "GET /vendor-imports/:id": () => json(found),
        "GET /vendor-imports/:id/rejected-rows": () =>
          json(
            page([
              {
                row_number: 3,
                outcome: "REJECTED",
                reasons: [{ field: "country", message: "Country is required" }],
                cells: ["Nordic Steel AB", "", "Oslo"],
                merged_into_row: null,
              },
            ]),
          ),
        "GET /resources/vendors-list/:id/meta-data": () => json(meta),
      }),
    );
    renderStep(<ImportReview importId={importId} footer={(primary) => primary} onContinue={vi.fn()} />);
  };

  it("tells what a finished import did, with its rejected rows and their download", async () => {
    review(vendorImport({}));
    expect((await screen.findByTestId("import-accepted")).textContent).toBe("1");
    expect(screen.getByTestId("import-rejected").textContent).toBe("1");
    expect((await screen.findByTestId("rejected-row-3")).textContent).toContain(
      "Country: Country is required",
    );
    expect(screen.getByTestId("rejected-rows-download").textContent).toBe("Download rejected rows (CSV)");
  });

  it("says the file could not be imported when the failed import gave no reason", async () => {
    review(vendorImport({ status: "FAILED", accepted_rows: 0, rejected_rows: 0 }));
    expect((await screen.findByTestId("import-failed")).textContent).toBe("The file could not be imported.");
  });
});
