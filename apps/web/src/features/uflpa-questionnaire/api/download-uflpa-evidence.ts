import { api } from "../../../lib/api-client";
import { saveBlob } from "../../../lib/save-file";

/**
 * GET /entity-relationships/{id}/uflpa-questionnaire/evidence/{resource_id}: an evidence file of the
 * vendor's newest submission, saved as a download. Fetched with the bearer token (a plain link cannot
 * carry it), then saved from memory under the name the answer shows.
 */
export async function downloadUflpaEvidence(relationshipId: string, file: { id: string; file_name: string }) {
  const blob = await api.get<Blob>(
    `/entity-relationships/${encodeURIComponent(relationshipId)}/uflpa-questionnaire/evidence/${encodeURIComponent(file.id)}`,
    { as: "blob", endpoint: "GET /entity-relationships/{id}/uflpa-questionnaire/evidence/{resource_id}" },
  );
  saveBlob(blob, file.file_name);
}

/**
 * GET /compliances/{relationship_id}/uflpa-questionnaire/evidence/{resource_id}: the vendor's own
 * evidence file, from its questionnaire page, saved as a download.
 */
export async function downloadOwnUflpaEvidence(
  relationshipId: string,
  file: { id: string; file_name: string },
) {
  const blob = await api.get<Blob>(
    `/compliances/${encodeURIComponent(relationshipId)}/uflpa-questionnaire/evidence/${encodeURIComponent(file.id)}`,
    { as: "blob", endpoint: "GET /compliances/{relationship_id}/uflpa-questionnaire/evidence/{resource_id}" },
  );
  saveBlob(blob, file.file_name);
}
