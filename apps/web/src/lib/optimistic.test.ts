import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { deferred } from "../test/deferred";
import { ApiError } from "./api-error";
import { optimisticCallbacks } from "./optimistic";

vi.mock("../components/snackbar/snackbar", () => ({ showErrorSnackbar: vi.fn() }));

type Switches = Record<string, boolean>;
interface Toggle {
  key: string;
  on: boolean;
}

const queryKey = ["switches"] as const;

function setUp() {
  const client = new QueryClient();
  client.setQueryData<Switches>(queryKey, { a: false, b: false });
  const answers: ReturnType<typeof deferred<Switches>>[] = [];
  const toggle = () =>
    new MutationObserver<Switches, Error, Toggle, { undo: Toggle | null }>(client, {
      mutationKey: [...queryKey, "toggle"],
      mutationFn: () => {
        const answer = deferred<Switches>();
        answers.push(answer);
        return answer.promise;
      },
      ...optimisticCallbacks<Switches, Toggle>({
        queryKey,
        apply: (data, { key, on }) => ({ ...data, [key]: on }),
        inverse: (data, { key }) => ({ key, on: data[key] ?? false }),
      }),
    });
  return {
    answers,
    toggle,
    data: () => client.getQueryData<Switches>(queryKey),
    /** Marked for a refetch (the query has no observer here, so it is not fetched at once). */
    invalidated: () => client.getQueryState(queryKey)?.isInvalidated ?? false,
  };
}

describe("optimistic updates", () => {
  it("apply at once, undo only the failed change, and refetch once the last change settled", async () => {
    const { answers, toggle, data, invalidated } = setUp();
    const first = toggle()
      .mutate({ key: "a", on: true })
      .catch(() => undefined);
    const second = toggle().mutate({ key: "b", on: true });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(data()).toEqual({ a: true, b: true });

    answers[0]?.reject(new ApiError({ status: 500, code: "INTERNAL", message: "x", endpoint: "PATCH /x" }));
    await first;
    // Only "a" is undone; "b" (still on its way) keeps its new value, and nothing was refetched yet.
    expect(data()).toEqual({ a: false, b: true });
    expect(invalidated()).toBe(false);

    answers[1]?.resolve({ a: false, b: true });
    await second;
    await vi.waitFor(() => expect(invalidated()).toBe(true));
  });
});
