import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Picks the option `name` of a Mantine Select / MultiSelect whose input has `testId`: opens it, types
 * the start of the name when `search` (searchable lists), and clicks the option of the input's own list
 * (found through `aria-controls`; the dropdown may still be fading in).
 */
export async function pickOption(testId: string, name: string, { search = false } = {}) {
  const input = (await screen.findByTestId(testId)) as HTMLInputElement;
  fireEvent.click(input);
  if (search) fireEvent.change(input, { target: { value: name.slice(0, 4) } });
  const option = await waitFor(() => {
    const list = document.getElementById(input.getAttribute("aria-controls") ?? "");
    // An option is its label, or holds it in one of its elements (options that also describe themselves).
    const found = [...(list?.querySelectorAll("[role=option]") ?? [])].find((item) =>
      [item, ...item.querySelectorAll("*")].some((element) => element.textContent === name),
    );
    if (!found) throw new Error(`No option "${name}" in ${testId}`);
    return found;
  });
  fireEvent.click(option);
  if (search) await waitFor(() => expect(input.value).toBe(""));
}
