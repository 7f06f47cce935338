/**
 * Functions run INSIDE the page with page.evaluate: each is serialised on its own, so none may
 * call another or anything imported. The draft figures go through the app's own module instead
 * (offline-app-probes.ts); this one still repeats compress-image.ts's steps (same constants) on
 * a generated photo rather than calling compressImage itself.
 */

export interface CompressionFigures {
  originalBytes: number;
  compressedBytes: number;
  width: number;
  height: number;
  ms: number;
}

/**
 * A phone-like 4000×3000 photo (gradients, shapes and per-pixel noise, JPEG quality 0.95), then
 * what compress-image.ts does: at most 1600 px on the long side, JPEG quality 0.8.
 */
export async function timePhotoCompression(args: { maxSide: number; quality: number }): Promise<CompressionFigures> {
  const width = 4000;
  const height = 3000;
  const source = new OffscreenCanvas(width, height);
  const context = source.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#6a8caf');
  gradient.addColorStop(0.5, '#d9c29a');
  gradient.addColorStop(1, '#3f5e3a');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  // A fixed pseudo-random sequence (the same photo every run). No named inner function: tsx
  // wraps those in a __name() helper that does not exist in the page.
  const randoms = new Float64Array(65_537);
  let seed = 12_345;
  for (let i = 0; i < randoms.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    randoms[i] = seed / 2_147_483_648;
  }
  let next = 0;
  for (let i = 0; i < 400; i += 1) {
    context.fillStyle = `hsla(${Math.floor((randoms[next++ % randoms.length] ?? 0) * 360)}, 50%, ${30 + Math.floor((randoms[next++ % randoms.length] ?? 0) * 50)}%, 0.5)`;
    context.beginPath();
    context.arc(
      (randoms[next++ % randoms.length] ?? 0) * width,
      (randoms[next++ % randoms.length] ?? 0) * height,
      20 + (randoms[next++ % randoms.length] ?? 0) * 300,
      0,
      Math.PI * 2,
    );
    context.fill();
  }
  // Sensor noise: what makes a real photo's JPEG big.
  const image = context.getImageData(0, 0, width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    const noise = ((randoms[next++ % randoms.length] ?? 0) - 0.5) * 20;
    image.data[i] = (image.data[i] ?? 0) + noise;
    image.data[i + 1] = (image.data[i + 1] ?? 0) + noise;
    image.data[i + 2] = (image.data[i + 2] ?? 0) + noise;
  }
  context.putImageData(image, 0, 0);
  const original = await source.convertToBlob({ type: 'image/jpeg', quality: 0.95 });

  const started = performance.now();
  const bitmap = await createImageBitmap(original, { imageOrientation: 'from-image' });
  const scale = Math.min(1, args.maxSide / Math.max(bitmap.width, bitmap.height));
  const target = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  const targetContext = target.getContext('2d');
  if (!targetContext) throw new Error('no 2d context');
  targetContext.drawImage(bitmap, 0, 0, target.width, target.height);
  bitmap.close();
  const compressed = await target.convertToBlob({ type: 'image/jpeg', quality: args.quality });
  const ms = performance.now() - started;
  return { originalBytes: original.size, compressedBytes: compressed.size, width: target.width, height: target.height, ms };
}
