import sharp from "sharp";

/**
 * Real small pictures made on the spot, for the product image tests: a PNG (with transparency) and a JPEG
 * of the size asked, the left half red and the right half blue, so a crop or a rotation shows.
 */
async function picture(width: number, height: number) {
  const half = Math.floor(width / 2);
  const side = (r: number, b: number, w: number) =>
    sharp({ create: { width: w, height, channels: 4, background: { r, g: 0, b, alpha: 1 } } })
      .png()
      .toBuffer();
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  }).composite([
    { input: await side(255, 0, half), left: 0, top: 0 },
    { input: await side(0, 255, width - half), left: half, top: 0 },
  ]);
}

export const samplePng = async (width = 640, height = 480) => (await picture(width, height)).png().toBuffer();
export const sampleJpeg = async (width = 640, height = 480) =>
  (await picture(width, height)).flatten({ background: "#ffffff" }).jpeg({ quality: 85 }).toBuffer();

/** The width, height and format of a picture's bytes. */
export async function pictureSize(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}
