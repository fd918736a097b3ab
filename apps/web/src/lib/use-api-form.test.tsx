import { Button, MantineProvider, TextInput } from "@mantine/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { emailSchema, roleIdsSchema } from "@tierline/contracts";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { theme } from "../app/theme";
import { Form } from "../components/form";
import { UnsavedChangesGuard } from "../components/unsaved-changes-guard";
import { deferred } from "../test/deferred";
import { ApiError } from "./api-error";
import { formPathOf, useApiForm } from "./use-api-form";

const schema = z.object({
  name: z.string().trim().min(1, "Name is required"),
  contacts: z.array(z.object({ email: emailSchema })),
  roles: roleIdsSchema,
});
type Values = z.input<typeof schema>;

const roleId = "11111111-1111-4111-8111-111111111111";
const filled: Values = {
  name: "Acme",
  contacts: [{ email: "a@acme.test" }, { email: "b@acme.test" }],
  roles: [roleId],
};

interface HarnessProps {
  submit: (values: z.output<typeof schema>) => Promise<unknown>;
  onSuccess?: () => void;
  explainStatuses?: number[];
}

function Harness({ submit, onSuccess, explainStatuses }: HarnessProps) {
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema,
    defaultValues: filled,
    submit,
    onSuccess,
    explainStatuses,
  });
  const { errors } = form.formState;
  return (
    <Form onSubmit={onSubmit} aria-label="Company">
      {formError && <p role="alert">{formError}</p>}
      <TextInput label="Name" error={errors.name?.message} {...form.register("name")} />
      <TextInput
        label="Email 1"
        error={errors.contacts?.[0]?.email?.message}
        {...form.register("contacts.0.email")}
      />
      <TextInput
        label="Email 2"
        error={errors.contacts?.[1]?.email?.message}
        {...form.register("contacts.1.email")}
      />
      {errors.roles?.message && <p data-testid="roles-error">{errors.roles.message}</p>}
      <Button type="submit" loading={submitting} data-testid="save">
        Save
      </Button>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/form?tab=2">Other tab</Link>
    </Form>
  );
}

function renderForm(props: HarnessProps) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <UnsavedChangesGuard />
          </>
        ),
        children: [
          { path: "/form", element: <Harness {...props} /> },
          { path: "/elsewhere", element: <p>Somewhere else</p> },
        ],
      },
    ],
    { initialEntries: ["/form"] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const badRequest = (fields?: Record<string, string>) =>
  new ApiError({ status: 400, code: "VALIDATION", message: "Invalid request.", fields, endpoint: "POST /x" });

describe("form hook: the API's field errors", () => {
  it("puts each message of a 400's fields under its input, list items and lists included", async () => {
    const submit = vi.fn(async () => {
      throw badRequest({
        name: "A workspace with this name exists",
        "contacts.1.email": "Please enter a valid email",
        "roles.0": "Please select at least one role",
      });
    });
    renderForm({ submit });
    fireEvent.click(screen.getByTestId("save"));

    expect(await screen.findByText("A workspace with this name exists")).toBeTruthy();
    expect(screen.getByLabelText("Email 2").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Email 1").getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.getByText("Please enter a valid email")).toBeTruthy();
    expect(screen.getByTestId("roles-error").textContent).toBe("Please select at least one role");
    // The first field in error gets the focus; nothing is left over for the form-level alert.
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(submit).toHaveBeenCalledWith({ ...filled });
  });

  it("shows above the form a field message no input holds", async () => {
    renderForm({
      submit: async () => Promise.reject(badRequest({ "contacts.7.email": "Row 8 is a member" })),
    });
    fireEvent.click(screen.getByTestId("save"));
    expect((await screen.findByRole("alert")).textContent).toBe("Row 8 is a member");
  });

  it("checks the contracts rules before any call", async () => {
    const submit = vi.fn(async () => ({}));
    renderForm({ submit });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "  " } });
    fireEvent.click(screen.getByTestId("save"));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("explains failures no snackbar shows, and leaves the snackbar's statuses to it", async () => {
    let failure: unknown = new ApiError({
      status: 0,
      code: "NETWORK_ERROR",
      message: "Network down",
      endpoint: "x",
    });
    renderForm({ submit: async () => Promise.reject(failure), explainStatuses: [409] });
    fireEvent.click(screen.getByTestId("save"));
    expect((await screen.findByRole("alert")).textContent).toBe("Network down");

    failure = new ApiError({ status: 409, code: "CONFLICT", message: "Already changed", endpoint: "x" });
    fireEvent.click(screen.getByTestId("save"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Already changed"));

    failure = new ApiError({ status: 500, code: "INTERNAL", message: "Server down", endpoint: "x" });
    fireEvent.click(screen.getByTestId("save"));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });
});

/** A form with a second call (like sign-in's magic link), whose failure it hands to `showFailure`. */
function SecondCall({ failure, validate }: { failure: unknown; validate?: "onSubmit" }) {
  const { form, onSubmit, formError, showFailure } = useApiForm({
    schema,
    defaultValues: { ...filled, name: "" },
    submit: async () => ({}),
    warnUnsaved: false,
    validate,
  });
  return (
    <Form onSubmit={onSubmit} aria-label="Company">
      {formError && <p role="alert">{formError}</p>}
      <TextInput label="Name" error={form.formState.errors.name?.message} {...form.register("name")} />
      <TextInput
        label="Email 1"
        error={form.formState.errors.contacts?.[0]?.email?.message}
        {...form.register("contacts.0.email")}
      />
      <Button onClick={() => showFailure(failure)}>Other call</Button>
      <Button onClick={() => showFailure(null)}>Clear</Button>
    </Form>
  );
}

function renderSecondCall(props: { failure: unknown; validate?: "onSubmit" }) {
  render(
    <MantineProvider theme={theme}>
      <SecondCall {...props} />
    </MantineProvider>,
  );
}

describe("form hook: another call of the form", () => {
  it("maps its field errors under the inputs like submit's", async () => {
    renderSecondCall({ failure: badRequest({ "contacts.0.email": "Please enter a valid email" }) });
    fireEvent.click(screen.getByRole("button", { name: "Other call" }));
    expect(await screen.findByText("Please enter a valid email")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email 1"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a failure without fields above the form, and null clears it", async () => {
    renderSecondCall({
      failure: new ApiError({ status: 0, code: "NETWORK_ERROR", message: "Network down", endpoint: "x" }),
    });
    fireEvent.click(screen.getByRole("button", { name: "Other call" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Network down");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });
});

describe("form hook: when the schema's messages show", () => {
  it("shows them once an input is left, by default", async () => {
    renderSecondCall({ failure: null });
    fireEvent.blur(screen.getByLabelText("Name"));
    expect(await screen.findByText("Name is required")).toBeTruthy();
  });

  it("waits for the first submit with validate onSubmit", async () => {
    renderSecondCall({ failure: null, validate: "onSubmit" });
    fireEvent.blur(screen.getByLabelText("Name"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Name is required")).toBeNull();
    fireEvent.submit(screen.getByRole("form", { name: "Company" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
  });
});

describe("form hook: submitting", () => {
  it("is submitting while the call runs, and calls back once it worked", async () => {
    const call = deferred<{ id: string }>();
    const onSuccess = vi.fn();
    renderForm({ submit: () => call.promise, onSuccess });
    const save = screen.getByTestId("save");
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute("data-loading")).toBe("true"));
    expect(onSuccess).not.toHaveBeenCalled();

    call.resolve({ id: "1" });
    await waitFor(() => expect(save.hasAttribute("data-loading")).toBe(false));
    expect(onSuccess).toHaveBeenCalledOnce();
  });
});

describe("form hook: unsaved changes", () => {
  it("asks before leaving the page with edits, and stays or leaves as told", async () => {
    const router = renderForm({ submit: async () => ({}) });
    // Untouched: leaving needs no question.
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Acme Two" } });

    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText("Leave without saving?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByText("Leave without saving?")).toBeNull());
    expect(router.state.location.pathname).toBe("/form");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Acme Two");

    // The query string (a tab, a filter) is not leaving.
    fireEvent.click(screen.getByRole("link", { name: "Other tab" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=2"));
    expect(screen.queryByText("Leave without saving?")).toBeNull();

    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    fireEvent.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByText("Somewhere else")).toBeTruthy();
  });

  it("lets the browser ask before the tab closes, only while there are edits", async () => {
    renderForm({ submit: async () => ({}) });
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Acme Two" } });
    await waitFor(() => expect(unload()).toBe(true));
  });

  it("does not ask once the edits are saved", async () => {
    const router = renderForm({ submit: async () => ({}) });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Acme Two" } });
    fireEvent.click(screen.getByTestId("save"));
    await waitFor(() => expect(screen.getByTestId("save").hasAttribute("data-loading")).toBe(false));
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText("Somewhere else")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("lets a save that moves on by itself leave, and asks again when a save fails", async () => {
    const call = deferred<unknown>();
    let fail = true;
    const router = renderForm({
      submit: async () => {
        await call.promise;
        if (fail) throw badRequest();
        // A call whose success navigates (a switch, a sign-in) before the form hears back.
        await router.navigate("/elsewhere");
        return {};
      },
    });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Acme Two" } });
    fireEvent.click(screen.getByTestId("save"));
    await waitFor(() => expect(screen.getByTestId("save").hasAttribute("data-loading")).toBe(true));
    call.resolve({});
    await waitFor(() => expect(screen.getByTestId("save").hasAttribute("data-loading")).toBe(false));
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText("Leave without saving?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByText("Leave without saving?")).toBeNull());

    fail = false;
    fireEvent.click(screen.getByTestId("save"));
    expect(await screen.findByText("Somewhere else")).toBeTruthy();
    expect(screen.queryByText("Leave without saving?")).toBeNull();
  });
});

describe("formPathOf", () => {
  it("finds the input of a server field, or none", () => {
    expect(formPathOf(filled, "name")).toBe("name");
    expect(formPathOf(filled, "contacts.1.email")).toBe("contacts.1.email");
    expect(formPathOf(filled, "roles.0")).toBe("roles");
    expect(formPathOf(filled, "contacts.5.email")).toBeNull();
    expect(formPathOf(filled, "x-workspace-id")).toBeNull();
  });
});
