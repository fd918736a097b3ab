import type { ImportFiles } from "../imports/import-files";

/** What the vendor import needs of uploaded files: the workspace's vendor lists (`ImportFiles`). */
export type VendorListFiles = ImportFiles;
