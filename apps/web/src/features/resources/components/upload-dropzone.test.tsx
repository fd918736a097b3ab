import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { fieldMessages, type ResourceUploadResponse } from "@tierline/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../../app/theme";
import { hasUnsavedChanges } from "../../../lib/unsaved-changes";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { UploadDropzone } from "./upload-dropzone";

const resource = {
  id: "5b3a3c52-0a37-4c1b-9a5e-2b2f0c8f6d11",
  kind: "vendor_upload" as const,
  file_name: "vendors.csv",
  status: "AWAITING_UPLOAD" as const,
  content_type: null,
  size: null,
  rejected_reason: null,
  linked_object_id: null,
  created_by: null,
  created: "2026-11-24T09:00:00.000Z",
  updated: "2026-11-24T09:00:00.000Z",
};
const announced: ResourceUploadResponse = {
  resource,
  upload: {
    url: "http://storage.test/tierline",
    fields: { key: "resources/w/r", "Content-Type": "text/csv" },
    expires: "2026-11-24T10:00:00.000Z",
    max_size: 209715200,
  },
};

/** A stand-in for the browser's XMLHttpRequest: the test drives the upload's progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  url = "";
  sent: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  FakeXhr.last = null;
  vi.unstubAllGlobals();
});

const choose = (name: string, content = "name,country\nAcme,DE\n") => {
  const input = screen.getByLabelText("Vendor list") as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
};

function renderDropzone(onUploaded = vi.fn()) {
  const announce = vi.fn(async () => announced);
  render(
    <MantineProvider theme={theme}>
      <UploadDropzone kind="vendor_upload" label="Vendor list" announce={announce} onUploaded={onUploaded} />
    </MantineProvider>,
  );
  return { announce, onUploaded };
}

describe("the upload drop area", () => {
  it("refuses a type the kind does not allow before sending anything", async () => {
    const { announce } = renderDropzone();
    choose("scan.pdf");
    expect(await screen.findByText(`scan.pdf: ${fieldMessages.spreadsheetFileType}`)).toBeTruthy();
    expect(announce).not.toHaveBeenCalled();
  });

  it("posts the form to storage with progress, completes it, and warns before leaving meanwhile", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const fake = useFakeApi(
      fakeRoutes({
        "PUT /resources/:id": () =>
          json({ ...resource, status: "UPLOADED", content_type: "text/csv", size: 21 }),
      }),
    );
    const { announce, onUploaded } = renderDropzone();
    choose("vendors.csv");
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(announce).toHaveBeenCalledOnce();
    expect(xhr.url).toBe("http://storage.test/tierline");
    expect([...xhr.sent!.keys()]).toEqual(["key", "Content-Type", "file"]);
    expect(hasUnsavedChanges()).toBe(true);

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 21 }));
    expect(
      screen.getByRole("progressbar", { name: "Uploading vendors.csv" }).getAttribute("aria-valuenow"),
    ).toBe(String((10 / 21) * 100));
    xhr.status = 204;
    act(() => xhr.onload?.());
    await vi.waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ status: "UPLOADED" })),
    );
    expect(fake.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["PUT", `/resources/${resource.id}`, { status: "UPLOADED" }],
    ]);
    expect(hasUnsavedChanges()).toBe(false);
    expect(screen.getByRole("button", { name: "Replace file" })).toBeTruthy();
  });

  it("shows the api's reason when the stored file is refused", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    useFakeApi(
      fakeRoutes({
        "PUT /resources/:id": () =>
          json(
            {
              status: 400,
              code: "VALIDATION",
              message: "Invalid request. Please check your input and try again.",
              fields: { file: fieldMessages.spreadsheetFileType },
            },
            400,
          ),
      }),
    );
    renderDropzone();
    choose("vendors.csv");
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.status = 204;
    act(() => FakeXhr.last!.onload?.());
    expect(await screen.findByText(`vendors.csv: ${fieldMessages.spreadsheetFileType}`)).toBeTruthy();
  });

  it("cancels an upload in flight, and the announced record is deleted", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const fake = useFakeApi(fakeRoutes({ "DELETE /resources/:id": () => json({ ok: true }) }));
    renderDropzone();
    choose("vendors.csv");
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
    await vi.waitFor(() =>
      expect(fake.calls.map((c) => [c.method, c.path])).toEqual([["DELETE", `/resources/${resource.id}`]]),
    );
    expect(hasUnsavedChanges()).toBe(false);
    expect(screen.getByRole("button", { name: "Browse files" })).toBeTruthy();
  });
});
