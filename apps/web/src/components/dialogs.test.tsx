import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { loaderSizes, modalWidths } from "@tierline/contracts";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../app/theme";
import { ConfirmDialog, confirmAction } from "./confirm-dialog";
import { AppLoader } from "./loader";
import { ModalContainer } from "./modal-container";

const wrap = (ui: React.ReactNode) =>
  render(
    <MantineProvider theme={theme}>
      <ModalsProvider>{ui}</ModalsProvider>
    </MantineProvider>,
  );

describe("modal container", () => {
  it.each(Object.entries(modalWidths))("has the %s width of %i pixels", (width, pixels) => {
    wrap(
      <ModalContainer opened onClose={() => {}} title="T" width={width as keyof typeof modalWidths}>
        body
      </ModalContainer>,
    );
    expect(document.querySelector(`[data-modal-width="${pixels}"]`)).not.toBeNull();
  });
});

describe("confirmation dialog", () => {
  it("has OK and Cancel", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    wrap(
      <ConfirmDialog opened title="Delete Note" onConfirm={onConfirm} onCancel={onCancel}>
        Are you sure?
      </ConfirmDialog>,
    );
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("confirmAction resolves true on OK and false on Cancel", async () => {
    wrap(null);
    let ok: Promise<boolean> = Promise.resolve(false);
    act(() => {
      ok = confirmAction({ title: "Sure?", message: "Really" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    await expect(ok).resolves.toBe(true);

    let cancelled: Promise<boolean> = Promise.resolve(true);
    act(() => {
      cancelled = confirmAction({ title: "Sure?", message: "Really" });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await expect(cancelled).resolves.toBe(false);
  });
});

describe("loader", () => {
  it("has a default label and the default 22 px size", () => {
    wrap(<AppLoader />);
    const loader = screen.getByRole("status", { name: "Loading..." });
    expect(loader.textContent).toContain("Loading...");
    expect(loaderSizes).toEqual({ button: 18, default: 22 });
  });
});
