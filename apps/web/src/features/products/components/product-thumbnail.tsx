import { Center, Skeleton } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useProductImageSrc } from "../api/product-image";

export interface ProductThumbnailProps {
  /** The image's `thumbnail_url` (96 px) or `preview_url` (320 px); none: a placeholder. */
  url: string | null | undefined;
  /** Shown size in px (the 96 px thumbnail suits up to 96). */
  size?: number;
  alt: string;
}

/** A product's picture, fetched with the session (images are served to members only), or a placeholder. */
export function ProductThumbnail({ url, size = 36, alt }: ProductThumbnailProps) {
  const { src, isLoading } = useProductImageSrc(url);
  const box = { width: size, height: size, borderRadius: 6, flexShrink: 0 } as const;
  if (url && isLoading) return <Skeleton style={box} />;
  if (!src) {
    return (
      <Center style={{ ...box, background: "var(--mantine-color-gray-1)" }} aria-hidden>
        <IconPhoto size={Math.round(size / 2)} stroke={1.5} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      style={{ ...box, objectFit: "cover" }}
      data-testid="product-thumbnail"
    />
  );
}
