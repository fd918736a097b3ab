import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../app/theme";
import { TruncatedText } from "./truncated-text";

const wrap = (ui: React.ReactNode) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

describe("truncated text", () => {
  it("cuts a long unbroken name to 20 characters and an ellipsis, with the whole name on hover", async () => {
    const name = `Globex${"International".repeat(22)}`.slice(0, 255);
    wrap(<TruncatedText text={name} testId="name" />);
    const shown = screen.getByTestId("name");
    expect(shown.textContent).toBe("GlobexInternationalI...");
    expect(screen.queryByText(name)).toBeNull();

    fireEvent.mouseEnter(shown);
    expect((await screen.findByRole("tooltip")).textContent).toBe(name);
  });

  it("shows short text as it is, with no tooltip", () => {
    wrap(<TruncatedText text="Acme Workspace" testId="name" />);
    const shown = screen.getByTestId("name");
    expect(shown.textContent).toBe("Acme Workspace");
    fireEvent.mouseEnter(shown);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
