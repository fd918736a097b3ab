import { describe, expect, it } from "vitest";
import { fieldMessages } from "./messages";
import { productImageUploadTypes } from "./product-images";
import { allIssues, firstMessage } from "./test-utils";
import {
  allowedUploadExtensions,
  fileExtension,
  isAllowedUploadName,
  uploadAcceptAttribute,
  uploadFileSchema,
} from "./upload-file";

const general = uploadFileSchema("general");
const vendorUpload = uploadFileSchema("vendor_upload");
const productCatalogue = uploadFileSchema("product_catalogue");

describe("upload size", () => {
  it("accepts exactly 209715200 bytes (200 MB)", () => {
    expect(general.safeParse({ name: "a.pdf", size: 209_715_200 }).success).toBe(true);
  });
  it("rejects 209715201 bytes", () => {
    expect(firstMessage(general, { name: "a.pdf", size: 209_715_201 })).toBe(
      "Uploaded file can not be greater than 200MB",
    );
  });
  it("applies to every kind", () => {
    expect(firstMessage(vendorUpload, { name: "v.csv", size: 209_715_201 })).toBe(
      "Uploaded file can not be greater than 200MB",
    );
  });
});

describe("general upload types", () => {
  it("lists png, jpeg, jpg, pdf, xlsx, xls, csv, doc, docx", () => {
    expect(allowedUploadExtensions.general).toEqual([
      "png",
      "jpeg",
      "jpg",
      "pdf",
      "xlsx",
      "xls",
      "csv",
      "doc",
      "docx",
    ]);
  });
  it.each([
    "logo.png",
    "photo.jpeg",
    "photo.JPG",
    "policy.pdf",
    "list.xlsx",
    "list.xls",
    "list.csv",
    "a.doc",
    "a.docx",
  ])("accepts %s", (name) => {
    expect(general.safeParse({ name, size: 1, type: "whatever/type" }).success).toBe(true);
  });
  it.each(["script.exe", "image.gif", "archive.zip", "noextension", "pdf", ".pdf", "trailingdot."])(
    "rejects %s with the spec's message",
    (name) => {
      expect(firstMessage(general, { name, size: 1 })).toBe(
        "Only PNG, JPEG, PDF, CSV, DOC, and XLSX files are allowed",
      );
    },
  );
});

describe.each([
  ["vendor upload", vendorUpload],
  ["product catalogue upload", productCatalogue],
] as const)("%s types", (_kind, schema) => {
  it.each(["vendors.xlsx", "vendors.xls", "vendors.CSV"])("accepts %s", (name) => {
    expect(schema.safeParse({ name, size: 10 }).success).toBe(true);
  });
  it.each(["vendors.pdf", "vendors.png", "vendors.docx", "vendors.txt"])("rejects %s", (name) => {
    expect(firstMessage(schema, { name, size: 10 })).toBe("Only CSV, XLS, and XLSX files are allowed");
  });
});

describe("file shape", () => {
  it("needs a file", () => {
    expect(firstMessage(general, undefined)).toBe("Please select a file");
    expect(allIssues(general, { name: "", size: 1 })).toEqual([
      { path: "name", message: "Please select a file" },
    ]);
  });
  it("rejects a negative size", () => {
    expect(general.safeParse({ name: "a.pdf", size: -1 }).success).toBe(false);
  });
});

describe("helpers", () => {
  it("reads the lower-case extension", () => {
    expect(fileExtension("Report.Final.XLSX")).toBe("xlsx");
    expect(fileExtension("README")).toBe("");
  });
  it("checks a name against a kind", () => {
    expect(isAllowedUploadName("a.pdf", "general")).toBe(true);
    expect(isAllowedUploadName("a.pdf", "vendor_upload")).toBe(false);
  });
  it("builds the accept attribute", () => {
    expect(uploadAcceptAttribute("product_catalogue")).toBe(".xlsx,.xls,.csv");
  });
});

describe("a narrower choice of types (a product image)", () => {
  const image = uploadFileSchema("general", productImageUploadTypes);
  it.each(["tee.png", "tee.JPG", "tee.jpeg"])("takes %s", (name) => {
    expect(image.safeParse({ name, size: 10 }).success).toBe(true);
  });
  it("refuses another type the kind allows with its own message", () => {
    expect(firstMessage(image, { name: "spec.pdf", size: 10 })).toBe("Please upload a PNG or JPEG image");
  });
  it("refuses a type the kind does not allow with the kind's message", () => {
    expect(allIssues(image, { name: "setup.exe", size: 10 })).toEqual([
      { path: "name", message: fieldMessages.fileType },
    ]);
  });
  it("builds the accept attribute of the choice", () => {
    expect(uploadAcceptAttribute("general", productImageUploadTypes)).toBe(".png,.jpeg,.jpg");
  });
});
