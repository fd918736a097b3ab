import { describe, expect, it } from "vitest";
import { pictureSize, sampleJpeg, samplePng } from "../testing/sample-images";
import { makeThumbnails, UnreadableImageError } from "./product-thumbnails";

describe("makeThumbnails", () => {
  it("makes a 96 px square and a 320 px preview of a PNG, as WebP", async () => {
    const made = await makeThumbnails(await samplePng(800, 400));
    expect(await pictureSize(made["96"])).toEqual({ width: 96, height: 96, format: "webp" });
    expect(await pictureSize(made["320"])).toEqual({ width: 320, height: 160, format: "webp" });
  });

  it("keeps a tall JPEG whole in the preview and never enlarges a small one", async () => {
    const tall = await makeThumbnails(await sampleJpeg(300, 900));
    expect(await pictureSize(tall["320"])).toEqual({ width: 107, height: 320, format: "webp" });
    const small = await makeThumbnails(await sampleJpeg(60, 40));
    expect(await pictureSize(small["320"])).toEqual({ width: 60, height: 40, format: "webp" });
    expect(await pictureSize(small["96"])).toEqual({ width: 96, height: 96, format: "webp" });
  });

  it("refuses bytes that are no picture, and a truncated one", async () => {
    await expect(makeThumbnails(Buffer.from("\x89PNG\r\n\x1a\n not really"))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    const jpeg = await sampleJpeg(200, 200);
    await expect(makeThumbnails(jpeg.subarray(0, jpeg.length / 2))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });
});
