export { GlobalNotesModal, notesModalParam } from "./global-notes-modal";
export { NotesModal } from "./notes-modal";
