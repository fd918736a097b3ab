import { Divider, ScrollArea, Skeleton, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { ModalContainer } from "../../../components/modal-container";
import { usePermissions } from "../../../lib/use-permissions";
import { useNotes } from "../api/get-notes";
import { NoteComposer } from "./note-composer";
import { NoteItem } from "./note-item";

/** Skeletons shown while notes load (spec section 2): 10 at first, 2 while more are fetched. */
const firstLoadSkeletons = 10;
const moreSkeletons = 2;

function NoteSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own.
        <Stack key={i} gap={6} py="xs" data-testid="note-skeleton">
          <Skeleton height={12} width="40%" radius="sm" />
          <Skeleton height={10} radius="sm" />
        </Stack>
      ))}
    </>
  );
}

/** A clock that ticks every 30 seconds, so "Now" turns into "1 minute ago" while the modal is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface NotesModalProps {
  opened: boolean;
  onClose: () => void;
  workspaceId: string;
  /** The object the notes belong to (a vendor relationship's id today). */
  objectId: string;
  userId: string | null;
}

/** The Global Notes modal of spec section 2: write, read (infinite scroll), edit and delete notes. */
export function NotesModal({ opened, onClose, workspaceId, objectId, userId }: NotesModalProps) {
  const notes = useNotes(workspaceId, objectId);
  const { can, holder } = usePermissions();
  const now = useNow();
  const viewport = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = notes;

  // Infinite scroll: the next page is fetched when the list's end comes into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: viewport.current, rootMargin: "0px 0px 80px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const all = notes.data?.pages.flatMap((page) => page.results) ?? [];
  const isAdmin = holder.roles.includes("ADMIN");

  return (
    <ModalContainer
      opened={opened}
      onClose={onClose}
      title="Notes"
      width="sm"
      closeButtonProps={{ "aria-label": "Close notes" }}
      data-testid="notes-modal"
    >
      <Stack gap="md">
        {/* Nothing to write on when the object is not found (another workspace's id, a stale link). */}
        {can("notes.write") && !notes.isError && (
          <NoteComposer workspaceId={workspaceId} objectId={objectId} />
        )}
        <Divider />
        <ScrollArea.Autosize
          mah="min(60vh, 560px)"
          offsetScrollbars="y"
          scrollbarSize={6}
          viewportRef={viewport}
          onBottomReached={() => {
            if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
          }}
          data-testid="notes-list"
        >
          {notes.isPending ? (
            <NoteSkeletons count={firstLoadSkeletons} />
          ) : notes.isError ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              The notes could not be loaded.
            </Text>
          ) : all.length === 0 ? (
            <Stack gap={4} align="center" ta="center" py="xl" px="md" data-testid="notes-empty">
              <Text fw={600}>No notes for this vendor yet</Text>
              <Text size="sm" c="dimmed">
                Leave a note for this vendor as reminder, comment, or issue for the rest of your workspace's
                team.
              </Text>
            </Stack>
          ) : (
            <Stack gap={0}>
              {all.map((note) => {
                const mine = userId !== null && note.created_by?.id === userId;
                return (
                  <NoteItem
                    key={note.id}
                    note={note}
                    workspaceId={workspaceId}
                    objectId={objectId}
                    canEdit={mine && can("notes.write")}
                    canDelete={(mine && can("notes.write")) || isAdmin}
                    now={now}
                  />
                );
              })}
              {isFetchingNextPage && <NoteSkeletons count={moreSkeletons} />}
              <div ref={sentinel} style={{ height: 1 }} />
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </ModalContainer>
  );
}
