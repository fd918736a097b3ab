import { type VendorExportQuery, vendorExportQuerySchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { saveTextFile } from "../../../lib/save-file";

/**
 * GET /workspaces/{id}/vendors/export.csv: the filtered list (or the selected ids) as a csv, saved as
 * a download. Fetched with the bearer token (a plain link cannot carry it), then saved from memory.
 */
export async function exportVendors(workspaceId: string, query: VendorExportQuery): Promise<void> {
  const csv = await api.get<string>(`/workspaces/${encodeURIComponent(workspaceId)}/vendors/export.csv`, {
    query: vendorExportQuerySchema.parse(query),
    as: "text",
    endpoint: "GET /workspaces/{id}/vendors/export.csv",
  });
  saveTextFile(csv, `vendors-${new Date().toISOString().slice(0, 10)}.csv`);
}
