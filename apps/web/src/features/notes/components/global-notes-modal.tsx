import { useSearchParams } from "react-router";
import { useCurrentWorkspace } from "../../../lib/use-workspace";
import { NotesModal } from "./notes-modal";

/** The query parameter that opens the Global Notes modal: the id of the object the notes belong to. */
export const notesModalParam = "modalMetaId";

/**
 * The Global Notes modal, mounted once for every signed-in page: open whenever the address carries
 * `?modalMetaId=<object id>`; closing it removes that parameter and keeps the others (spec section 2).
 */
export function GlobalNotesModal() {
  const [params, setParams] = useSearchParams();
  const objectId = params.get(notesModalParam);
  const { workspaceId, userId } = useCurrentWorkspace();
  if (!objectId || !workspaceId) return null;
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(notesModalParam);
      return next;
    });
  return (
    <NotesModal
      key={objectId}
      opened
      onClose={close}
      workspaceId={workspaceId}
      objectId={objectId}
      userId={userId}
    />
  );
}
