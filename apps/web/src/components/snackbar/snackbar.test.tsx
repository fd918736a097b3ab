import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { handledStatuses, messageForCode, rateLimitMessages, statusMessages } from "@tierline/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/query-client";
import { theme } from "../../app/theme";
import { ApiError } from "../../lib/api-error";
import { buildErrorSnackbar, shouldShowErrorSnackbar, showSuccessSnackbar } from "./snackbar";
import { SnackbarHost } from "./snackbar-host";

const error = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({
    status,
    code: "X",
    message: "server text",
    endpoint: "GET /workspaces/1/vendors",
    ...extra,
  });
const at = new Date(2026, 2, 15, 14, 7);

afterEach(() => {
  act(() => notifications.clean());
});

describe("error snackbar text", () => {
  it("covers the ten configured statuses", () => {
    expect(handledStatuses).toEqual([400, 401, 403, 404, 409, 413, 429, 500, 502, 503]);
  });

  it.each(handledStatuses)("maps %i to its message, then the endpoint name and the time", (status) => {
    const content = buildErrorSnackbar(error(status), at);
    expect(content.message).toBe(statusMessages[status]);
    expect(content.endpoint).toBe("GET /workspaces/1/vendors");
    expect(content.time).toBe("2:07 pm");
    expect(content.text).toBe(`${statusMessages[status]} GET /workspaces/1/vendors at 2:07 pm`);
  });

  it("says the wait an api 429 gives instead of the table's text, and only for the api's own 429", () => {
    const wait = rateLimitMessages.invitationMail(1500);
    expect(buildErrorSnackbar(error(429, { code: "RATE_LIMITED", message: wait }), at).message).toBe(wait);
    // A 429 in another shape (a proxy's) carries no wait of ours.
    expect(
      buildErrorSnackbar(error(429, { code: "HTTP_429", message: "Request failed with status 429" }), at)
        .message,
    ).toBe(statusMessages[429]);
  });

  it("says a body too large for the api's own 413, and keeps the table's file text for any other 413", () => {
    expect(buildErrorSnackbar(error(413, { code: "BODY_TOO_LARGE" }), at).message).toBe(
      messageForCode("BODY_TOO_LARGE"),
    );
    expect(messageForCode("BODY_TOO_LARGE")).not.toBe(statusMessages[413]);
    expect(buildErrorSnackbar(error(413, { code: "HTTP_413" }), at).message).toBe(statusMessages[413]);
  });

  it('falls back to "An unexpected error occurred"', () => {
    expect(buildErrorSnackbar(error(418), at).text).toBe(
      "An unexpected error occurred GET /workspaces/1/vendors at 2:07 pm",
    );
    expect(buildErrorSnackbar(new Error("boom"), at).text).toBe("An unexpected error occurred at 2:07 pm");
  });

  it("shows only configured statuses, never for cancelled calls, and respects silenced statuses", () => {
    for (const status of handledStatuses) expect(shouldShowErrorSnackbar(error(status))).toBe(true);
    expect(shouldShowErrorSnackbar(error(418))).toBe(false);
    expect(shouldShowErrorSnackbar(error(0, { aborted: true }))).toBe(false);
    expect(shouldShowErrorSnackbar(error(401), [401])).toBe(false);
    expect(shouldShowErrorSnackbar(new Error("x"))).toBe(false);
  });
});

function FailingAction({ failure, silent }: { failure: ApiError; silent?: readonly number[] }) {
  const mutation = useMutation({
    mutationFn: () => Promise.reject(failure),
    meta: silent ? { silentStatuses: silent } : undefined,
  });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      Run
    </button>
  );
}

function renderWithSnackbar(ui: React.ReactNode) {
  const queryClient = createQueryClient();
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarHost />
        {ui}
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("snackbar wired to React Query", () => {
  it("shows a failed mutation's mapped message with the endpoint, bottom-right", async () => {
    renderWithSnackbar(<FailingAction failure={error(404)} />);
    fireEvent.click(screen.getByRole("button", { name: "Run" }));

    const snackbar = await screen.findByTestId("snackbar-error");
    expect(snackbar.textContent).toContain(statusMessages[404]);
    expect(snackbar.textContent).toContain("GET /workspaces/1/vendors");
    expect(snackbar.textContent).toMatch(/\d{1,2}:\d{2} (am|pm)/);
    expect(document.querySelector('[data-position="bottom-right"]')).not.toBeNull();
  });

  it("stays quiet for statuses the screen handles itself", async () => {
    renderWithSnackbar(<FailingAction failure={error(401)} silent={[401]} />);
    fireEvent.click(screen.getByRole("button", { name: "Run" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
  });
});

function FailingQuery({ failure }: { failure: ApiError }) {
  useQuery({ queryKey: ["failing", failure.status], queryFn: () => Promise.reject(failure), retry: false });
  return null;
}

describe("snackbar for queries and its timing", () => {
  it("shows a failed query's mapped message too", async () => {
    renderWithSnackbar(<FailingQuery failure={error(503)} />);
    expect((await screen.findByTestId("snackbar-error")).textContent).toContain(statusMessages[503]);
  });

  it("hides after 4 seconds plus the 500 ms transition", async () => {
    vi.useFakeTimers();
    renderWithSnackbar(null);
    act(() => showSuccessSnackbar("Changes saved"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByTestId("snackbar-success").textContent).toBe("Changes saved");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3800);
    });
    expect(screen.queryByTestId("snackbar-success")).not.toBeNull();

    // Auto-hide starts at 4 s; the 500 ms exit transition keeps it on screen a little longer.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.queryByTestId("snackbar-success")).not.toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.queryByTestId("snackbar-success")).toBeNull();
  });

  it("shows one snackbar for the same success message twice, and both of two different ones", async () => {
    vi.useFakeTimers();
    renderWithSnackbar(null);
    act(() => {
      showSuccessSnackbar("Changes saved");
      showSuccessSnackbar("Changes saved");
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getAllByTestId("snackbar-success")).toHaveLength(1);

    act(() => showSuccessSnackbar("Policy created"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getAllByTestId("snackbar-success").map((node) => node.textContent)).toEqual([
      "Changes saved",
      "Policy created",
    ]);
  });
});
