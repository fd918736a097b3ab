import { Alert, Button, Center, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconPhoto, IconTrash } from "@tabler/icons-react";
import { Fragment, type ReactNode, useState } from "react";
import { isApiError } from "../../../lib/api-error";
import {
  useProductImage,
  useProductImageSrc,
  useRemoveProductImage,
  useSetProductImage,
} from "../api/product-image";

export interface ProductImageEditorProps {
  productId: string;
  productName: string;
  /** May the user change the image (products.write)? */
  canEdit: boolean;
  /**
   * The uploader the app composes in (the resources feature's dropzone for a general file): it calls
   * `onUploaded` with the uploaded file's id, which then becomes the product's image.
   */
  renderUploader?: (onUploaded: (resourceId: string) => void) => ReactNode;
}

/**
 * The product page's image: its 320 px preview, a link to the file as uploaded, and for writers an
 * uploader (PNG or JPEG) and a remove button. The api makes the thumbnails before it answers.
 */
export function ProductImageEditor({
  productId,
  productName,
  canEdit,
  renderUploader,
}: ProductImageEditorProps) {
  const image = useProductImage(productId);
  const current = image.data?.image ?? null;
  const preview = useProductImageSrc(current?.preview_url);
  const setImage = useSetProductImage(productId);
  const remove = useRemoveProductImage(productId);
  const [uploads, setUploads] = useState(0);
  const refusal = isApiError(setImage.error)
    ? (setImage.error.fields?.resource_id ?? setImage.error.message)
    : null;

  return (
    <Stack gap="sm" data-testid="product-image-editor">
      <Paper withBorder radius="md" p="xs" maw={340} w="100%">
        {image.isLoading || (current && preview.isLoading) ? (
          <Skeleton h={200} />
        ) : preview.src ? (
          <Center>
            <img
              src={preview.src}
              alt={productName}
              style={{ maxWidth: "100%", maxHeight: 320, borderRadius: 6, display: "block" }}
              data-testid="product-image-preview"
            />
          </Center>
        ) : (
          <Center h={160} c="dimmed">
            <Stack align="center" gap={4}>
              <IconPhoto size={36} stroke={1.2} />
              <Text size="sm">No image</Text>
            </Stack>
          </Center>
        )}
      </Paper>
      {current && (
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed" truncate maw={240} title={current.file_name}>
            {current.file_name}
          </Text>
          {canEdit && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={12} />}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
              data-testid="product-image-remove"
            >
              Remove
            </Button>
          )}
        </Group>
      )}
      {refusal && (
        <Alert color="red" variant="light" data-testid="product-image-error">
          {refusal}
        </Alert>
      )}
      {/* A new uploader when the file is refused: it no longer shows the refused file as done. */}
      {canEdit && (
        <Fragment key={uploads}>
          {renderUploader?.((resourceId) =>
            setImage.mutate(resourceId, { onError: () => setUploads((n) => n + 1) }),
          )}
        </Fragment>
      )}
    </Stack>
  );
}
