import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { saveTextFile } from "../../lib/save-file";
import { showErrorSnackbar } from "../snackbar/snackbar";

/**
 * "Download rejected rows (CSV)": a signed call (the file is the workspace's), fetched by `download`,
 * then saved from memory as `fileName`.
 */
export function RejectedRowsDownload({
  download,
  fileName,
  testId,
}: {
  download: () => Promise<string>;
  fileName: string;
  testId: string;
}) {
  const [downloading, setDownloading] = useState(false);
  const save = async () => {
    setDownloading(true);
    try {
      saveTextFile(await download(), fileName);
    } catch (error) {
      showErrorSnackbar(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} />}
      onClick={() => void save()}
      loading={downloading}
      data-testid={testId}
    >
      Download rejected rows (CSV)
    </Button>
  );
}
