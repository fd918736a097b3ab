import { describe, expect, it } from "vitest";
import { memoryHandoff } from "../test/memory-handoff";
import { createTokenHandoff } from "./token-handoff";

const pair = (n: number) => ({ access: `access-${n}`, refresh: `refresh-${n}` });

describe("token hand-off between tabs", () => {
  it("hands over the new pair for the refresh token another tab spent, and nothing for any other", async () => {
    const { handoff } = memoryHandoff();
    expect(await handoff.successorOf("refresh-1")).toBeNull();

    await handoff.recordRefresh("refresh-1", pair(2));

    expect(await handoff.successorOf("refresh-1")).toEqual(pair(2));
    // The tab holding the newest pair, or a pair of another session, has nothing to adopt.
    expect(await handoff.successorOf("refresh-2")).toBeNull();
    expect(await handoff.successorOf("refresh-of-another-session")).toBeNull();
  });

  it("hands the newest pair to a tab that missed several refreshes of its session", async () => {
    const { handoff, record } = memoryHandoff();
    await handoff.recordRefresh("refresh-1", pair(2));
    await handoff.recordRefresh("refresh-2", pair(3));

    expect(await handoff.successorOf("refresh-1")).toEqual(pair(3));
    expect(await handoff.successorOf("refresh-2")).toEqual(pair(3));
    expect(record()).toEqual({ tokens: pair(3), spent: ["refresh-1", "refresh-2"] });
  });

  it("starts over with a refresh of another session, and keeps nothing after a sign-in or sign-out", async () => {
    const { handoff } = memoryHandoff();
    await handoff.recordRefresh("refresh-1", pair(2));
    await handoff.recordRefresh("other-1", { access: "other-access-2", refresh: "other-2" });
    expect(await handoff.successorOf("refresh-1")).toBeNull();
    expect(await handoff.successorOf("other-1")).toEqual({ access: "other-access-2", refresh: "other-2" });

    await handoff.clear();
    expect(await handoff.successorOf("other-1")).toBeNull();
  });

  it("never fails: an unreadable or broken storage has nothing to hand over", async () => {
    const broken = createTokenHandoff({
      read: () => Promise.reject(new Error("IndexedDB is not available")),
      update: () => Promise.reject(new Error("IndexedDB is not available")),
    });
    await expect(broken.successorOf("refresh-1")).resolves.toBeNull();
    await expect(broken.recordRefresh("refresh-1", pair(2))).resolves.toBeUndefined();
    await expect(broken.clear()).resolves.toBeUndefined();

    const junk = createTokenHandoff({ read: async () => ({ tokens: "?" }), update: async () => undefined });
    await expect(junk.successorOf("refresh-1")).resolves.toBeNull();
  });
});
