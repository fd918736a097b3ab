import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Form } from "./form";

function renderForm() {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <Form onSubmit={onSubmit} aria-label="Test form">
      <label>
        Name
        <input name="name" />
      </label>
      <label>
        Notes
        <textarea name="notes" />
      </label>
      <button type="button">Show</button>
      <button type="submit">Save</button>
    </Form>,
  );
  return onSubmit;
}

describe("Form", () => {
  it("Enter in an input never submits", () => {
    const onSubmit = renderForm();
    const input = screen.getByLabelText("Name");
    const notPrevented = fireEvent.keyDown(input, { key: "Enter", code: "Enter" });
    expect(notPrevented).toBe(false);
    fireEvent.keyPress(input, { key: "Enter", code: "Enter", charCode: 13 });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("Enter on the submit button does not submit either", () => {
    const onSubmit = renderForm();
    expect(fireEvent.keyDown(screen.getByRole("button", { name: "Save" }), { key: "Enter" })).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("Enter in a textarea still types a newline", () => {
    const onSubmit = renderForm();
    expect(fireEvent.keyDown(screen.getByLabelText("Notes"), { key: "Enter" })).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("Enter still activates ordinary buttons, and other keys pass through", () => {
    renderForm();
    expect(fireEvent.keyDown(screen.getByRole("button", { name: "Show" }), { key: "Enter" })).toBe(true);
    expect(fireEvent.keyDown(screen.getByLabelText("Name"), { key: "a" })).toBe(true);
  });

  it("Enter in a search box runs the search, once", () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit} aria-label="Search form">
        <label>
          Search
          <input type="search" name="q" />
        </label>
        <label>
          Country
          <input name="country" />
        </label>
        <button type="submit">Search</button>
      </Form>,
    );
    expect(fireEvent.keyDown(screen.getByLabelText("Search"), { key: "Enter" })).toBe(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The form's other inputs keep the rule.
    fireEvent.keyDown(screen.getByLabelText("Country"), { key: "Enter" });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Enter that confirms an input method's word is not a search.
    fireEvent.keyDown(screen.getByLabelText("Search"), { key: "Enter", isComposing: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("submits through the submit button", () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("leaves validation to the app (noValidate)", () => {
    renderForm();
    expect(screen.getByRole("form", { name: "Test form" }).hasAttribute("novalidate")).toBe(true);
  });
});
